import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ForgotPasswordRoute from './forgot-password'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { eventually } from '../../../testing/eventually'

const SENT = 'If an account exists for that address, we have sent a code to it.'

describe('Forgot password', () => {
  it('asks for the e-mail address with the sign-up messages', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: SENT }, 202))
    const { user } = renderApp(<ForgotPasswordRoute />)
    await user.click(screen.getByRole('button', { name: 'Send reset code' }))
    // The rules load on the form's first focus or submit; the message shows once they are there.
    await eventually(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required'))
    await user.type(screen.getByLabelText('Email'), 'amina@')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends the code, shows the server's message, then resets the password and links back to sign in", async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/user/forgot-password' ? jsonResponse({ message: SENT }, 202) : jsonResponse({ message: 'Your password has been reset.' }),
    )
    const { user } = renderApp(<ForgotPasswordRoute />)
    await user.type(screen.getByLabelText('Email'), ' Amina@Example.com ')
    await user.click(screen.getByRole('button', { name: 'Send reset code' }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2 of 2')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'amina@example.com' })

    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(screen.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription('Enter the 6-digit code from the email')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password is required') as string)
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Confirm your new password')

    await user.type(screen.getByLabelText('Code from the e-mail'), '12a3456789')
    expect(screen.getByLabelText('Code from the e-mail')).toHaveValue('123456')
    await user.type(screen.getByLabelText('New password'), 'newpass')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters') as string,
    )
    await user.type(screen.getByLabelText('New password'), 'word-1A')
    await user.type(screen.getByLabelText('Confirm new password'), 'different')
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match')
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'newpassword-1A')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument()
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'amina@example.com',
      code: '123456',
      password: 'newpassword-1A',
    })
    expect(screen.getAllByRole('link', { name: 'Back to sign in' })[0]).toHaveAttribute('href', '/auth/sign-in')
  })

  it("shows the server's refusal of a wrong code", async () => {
    mockFetch((url) =>
      url === '/api/user/forgot-password'
        ? jsonResponse({ message: SENT }, 202)
        : jsonResponse({ error: 'Invalid verification code provided, please try again.' }, 400),
    )
    const { user } = renderApp(<ForgotPasswordRoute />)
    await user.type(screen.getByLabelText('Email'), 'amina@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset code' }))
    await user.type(await screen.findByLabelText('Code from the e-mail'), '000000')
    await user.type(screen.getByLabelText('New password'), 'Secret-Pass2')
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret-Pass2')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.')
  })
})
