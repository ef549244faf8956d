/** What a form's input needs from the form: its value, its shown error and its handlers. */
export interface FieldBinding {
  name: string
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (event: { target: { value: string } }) => void
  onBlur: () => void
}
