import type { MoneyTransferField } from '../../../entities/transfer/transfer-form'

/** What a step's input needs from the wizard: its value, its shown error and its handlers. */
interface FieldBinding {
  name: MoneyTransferField
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (event: { target: { value: string } }) => void
  onBlur: () => void
}

export type BindField = (field: MoneyTransferField) => FieldBinding
