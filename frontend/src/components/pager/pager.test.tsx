import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from './pager'

const nav = () => within(screen.getByRole('navigation', { name: 'Things pages' }))
const numbers = () =>
  nav()
    .queryAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent)

describe('Pager', () => {
  it('offers at most 5 page numbers around the current page, marked, with Previous and Next', async () => {
    const onGoTo = vi.fn()
    render(<Pager page={6} totalPages={12} onGoTo={onGoTo} label="Things pages" />)
    expect(numbers()).toEqual(['4', '5', '6', '7', '8'])
    expect(nav().getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(nav().getByRole('button', { name: /Previous/ }))
    await userEvent.click(nav().getByRole('button', { name: /Next/ }))
    await userEvent.click(nav().getByRole('button', { name: 'Page 8' }))
    expect(onGoTo.mock.calls).toEqual([[5], [7], [8]])
  })

  it('without a known total says "Page n" and lets Next follow hasNext', () => {
    const { rerender } = render(<Pager page={2} hasNext onGoTo={() => undefined} label="Things pages" />)
    expect(numbers()).toEqual([])
    expect(nav().getByText('Page 2')).toBeInTheDocument()
    expect(nav().getByRole('button', { name: /Next/ })).toBeEnabled()
    rerender(<Pager page={2} hasNext={false} onGoTo={() => undefined} label="Things pages" />)
    expect(nav().getByRole('button', { name: /Next/ })).toBeDisabled()
  })

  it('is not shown for a single page, and disables every button while busy', () => {
    const { rerender } = render(<Pager page={1} totalPages={1} onGoTo={() => undefined} label="Things pages" />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    rerender(<Pager page={2} totalPages={3} onGoTo={() => undefined} label="Things pages" busy />)
    for (const button of nav().getAllByRole('button')) expect(button).toBeDisabled()
  })
})
