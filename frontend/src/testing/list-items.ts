import { within } from '@testing-library/react'

/** The text of each item of `list`, in order: the steps, badges or entries a reader sees in it. */
export const listItemTexts = (list: HTMLElement): (string | null)[] =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
