import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const ITEMS = [
  { id: 'one', title: 'First topic', content: <p>First answer</p> },
  { id: 'two', title: 'Second topic', content: <p>Second answer</p> },
]

describe('Accordion', () => {
  it('puts each toggle in a heading of the given level, closed unless asked', () => {
    render(<Accordion headingLevel={3} items={ITEMS} defaultOpen={['two']} />)
    const first = screen.getByRole('button', { name: 'First topic' })
    expect(screen.getByRole('heading', { level: 3, name: 'First topic' })).toContainElement(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('First answer')).not.toBeVisible()
    expect(screen.getByRole('button', { name: 'Second topic' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Second topic' })).toHaveTextContent('Second answer')
  })

  it('opens and closes a panel, leaving the others as they are', async () => {
    const user = userEvent.setup()
    render(<Accordion headingLevel={2} items={ITEMS} />)
    const first = screen.getByRole('button', { name: 'First topic' })
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')
    expect(panel).toHaveTextContent('First answer')

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Second topic' }))
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Second answer')).toBeVisible()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })

  it('works from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Accordion headingLevel={2} items={ITEMS} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'First topic' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('First answer')).toBeVisible()
    await user.keyboard(' ')
    expect(screen.getByText('First answer')).not.toBeVisible()
  })
})
