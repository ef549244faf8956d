import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import NewsletterForm from './newsletter-form'

const THANKS = 'Thanks — you are subscribed.'

function renderForm() {
  const view = renderApp(
    <section aria-label="Newsletter">
      <NewsletterForm />
    </section>,
  )
  const region = screen.getByRole('region', { name: 'Newsletter' })
  return {
    ...view,
    input: within(region).getByRole('textbox', { name: 'Email address' }),
    button: within(region).getByRole('button', { name: 'Subscribe' }),
    status: within(region).getByRole('status'),
    region,
  }
}

describe('NewsletterForm', () => {
  it('checks the address with the sign-up rule before calling the API', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: THANKS }, 202))
    const { user, input, button } = renderForm()

    await user.click(button)
    expect(await screen.findByText('Email is required')).toBeInTheDocument()

    await user.type(input, 'not-an-address')
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    await user.click(button)
    const message = await screen.findByText('Invalid email address')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Invalid email address')
    expect(input).toHaveFocus()
    expect(message).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('subscribes: shows progress, then the thanks in a status message, and empties the box', async () => {
    let answer: (response: Response) => void = () => undefined
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user, input, button, status } = renderForm()

    await user.type(input, '  Ana@Example.com ')
    await user.click(button)
    await screen.findByRole('button', { name: 'Subscribing…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/newsletter')
    expect(init?.method).toBe('POST')
    // Sent as the sign-up rule normalises it (trimmed, lower case), as the server would store it.
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com' })

    answer(jsonResponse({ message: THANKS }, 202))
    await screen.findByText(THANKS)
    expect(status).toHaveTextContent(THANKS)
    expect(input).toHaveValue('')
    expect(button).toHaveAccessibleName('Subscribe')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the server’s error in an alert', async () => {
    mockFetch(() => jsonResponse({ error: 'Service temporarily unavailable' }, 503))
    const { user, input, button, status } = renderForm()
    await user.type(input, 'ana@example.com')
    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable')
    expect(status).toHaveTextContent('')
    expect(input).toHaveValue('ana@example.com')
  })

  it('explains a network failure', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const { user, input, button } = renderForm()
    await user.type(input, 'ana@example.com')
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Remit. Check your connection and try again.')
  })
})
