import { act, fireEvent, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIGN_UP_CODE_SENT_MESSAGE } from '../../../../../shared/auth/sign-up-confirmation'
import { SIGN_UP_MESSAGES, TERMS_MESSAGE } from '../../../../../shared/auth/signup-schema'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderRoutes } from '../../../testing/render-routes'
import { makeSession, storedSession, storeSession } from '../../../testing/session'
import { forgetCredentials, heldCredentials } from '../held-credentials'
import { SignUpWizard } from './sign-up-wizard'
import { eventually } from '../../../testing/eventually'

// Captured before any test fakes the clock: waiting in real time while fake time stands still.
const realSetTimeout = globalThis.setTimeout

/** Retries `check` in real time (running due fake timers, not moving the fake clock) until it passes. */
async function untilPasses(check: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      check()
      return
    } catch (error) {
      if (attempt > 100) throw error
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0)
        await new Promise((resolve) => realSetTimeout(resolve, 10))
      })
    }
  }
}

const heading = () => screen.getByRole('heading', { level: 2 })
const next = () => screen.getByRole('button', { name: 'Next' })
const field = (label: string) => screen.getByLabelText(label)

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label))
    await user.type(field(label), value)
  }
}

const PERSONAL = { 'First name': 'Amina', 'Last name': 'Yusuf', Email: ' Amina@Example.com', Password: 'Secret-Pass1' }
const CONTACT = { 'Phone number': '6125550101', 'Date of birth': '1990-05-01', 'Place of birth': 'Mogadishu' }
const ADDRESS = { 'Zip code': '55401', 'Building number': '12', State: 'mn', Street: 'Main St', City: 'Minneapolis' }

async function toReview(user: UserEvent) {
  await fill(user, PERSONAL)
  await user.click(next())
  await fill(user, CONTACT)
  await user.click(next())
  await fill(user, ADDRESS)
  await user.click(next())
}

function renderWizard() {
  return renderRoutes({ '/auth/sign-up': <SignUpWizard />, '/auth/confirm-email': <h1>Confirm page</h1> }, { url: '/auth/sign-up' })
}

/** Fills every step, accepts the terms and registers, the server answering `answer`. */
async function registerAnswered(answer: () => Response | Promise<Response>) {
  mockFetch(answer)
  const { user } = renderWizard()
  await toReview(user)
  await user.click(screen.getByRole('checkbox'))
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
}

afterEach(forgetCredentials)

describe('Sign-up stepper', () => {
  it('shows the four steps, step 1 first with Back and Next disabled', () => {
    renderWizard()
    const steps = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(['1Personal', '2Contact', '3Address', '4Review'])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal details')
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()
    expect(next()).toBeDisabled()
  })

  it('checks a field when it is left, then on every change, with the spec messages', async () => {
    const { user } = renderWizard()
    await user.click(field('First name'))
    await user.tab()
    // The rules load on first focus, so the first message may come a moment after the blur.
    await eventually(() => expect(field('First name')).toHaveAccessibleDescription(SIGN_UP_MESSAGES.firstName.required))
    expect(field('First name')).toHaveAccessibleDescription('First name is required')

    await user.type(field('First name'), 'A')
    expect(field('First name')).toHaveAccessibleDescription('First name must be at least 2 characters')
    await user.type(field('First name'), 'm')
    expect(field('First name')).not.toHaveAccessibleDescription()

    // Untouched fields say nothing while typing.
    await user.type(field('Email'), 'amina')
    expect(field('Email')).not.toHaveAccessibleDescription()
    await user.tab()
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address')
  })

  it.each([
    ['', 'Password is required'],
    ['short', 'Password must be at least 8 characters'],
    ['lowercase1!', 'Must contain at least one uppercase letter'],
    ['UPPERCASE1!', 'Must contain at least one lowercase letter'],
    ['NoDigits!!', 'Must contain at least one number'],
    ['NoSymbol12', 'Must contain at least one special character'],
  ])('password %j says %j', async (password, message) => {
    const { user } = renderWizard()
    await user.click(field('Password'))
    if (password) await user.type(field('Password'), password)
    await user.tab()
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining(message) as string)
  })

  it('enables Next once the step is valid, and Back returns with the entries kept', async () => {
    const { user } = renderWizard()
    await fill(user, PERSONAL)
    expect(next()).toBeEnabled()
    await user.click(next())
    expect(heading()).toHaveTextContent('Step 2 of 4: Contact details')
    expect(heading()).toHaveFocus()
    expect(next()).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading()).toHaveTextContent('Step 1 of 4')
    expect(field('First name')).toHaveValue('Amina')
  })

  it('formats the phone number as 123-456-7890 while typing (at most 12 characters)', async () => {
    const { user } = renderWizard()
    await fill(user, PERSONAL)
    await user.click(next())
    const phone = field('Phone number')
    expect(phone).toHaveAttribute('maxLength', '12')
    await user.type(phone, '612')
    expect(phone).toHaveValue('612')
    await user.type(phone, '5')
    expect(phone).toHaveValue('612-5')
    await user.type(phone, 'ab5501019999')
    expect(phone).toHaveValue('612-555-0101')
    await user.clear(phone)
    await user.type(phone, '12345')
    await user.tab()
    expect(phone).toHaveAccessibleDescription('Phone number must be 10 digits')
  })

  it('refuses someone under 18', async () => {
    const { user } = renderWizard()
    await fill(user, PERSONAL)
    await user.click(next())
    const tooYoung = new Date()
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 17)
    await fill(user, { ...CONTACT, 'Date of birth': tooYoung.toISOString().slice(0, 10) })
    await user.tab()
    expect(field('Date of birth')).toHaveAccessibleDescription('You must be at least 18 years old')
    expect(next()).toBeDisabled()
  })

  it('limits the zip code to 5 characters and the state to 2, upper-cased', async () => {
    const { user } = renderWizard()
    await fill(user, PERSONAL)
    await user.click(next())
    await fill(user, CONTACT)
    await user.click(next())
    // In the order Americans write an address, which browsers' autofill follows.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['street', 'buildingNumber', 'city', 'state', 'zipCode'])
    expect(field('Zip code')).toHaveAttribute('maxLength', '5')
    expect(field('State')).toHaveAttribute('maxLength', '2')
    await user.type(field('State'), 'm')
    expect(field('State')).toHaveValue('M')
    await user.tab()
    expect(field('State')).toHaveAccessibleDescription('State must be 2 characters')
    await user.type(field('Zip code'), '554')
    await user.tab()
    expect(field('Zip code')).toHaveAccessibleDescription('Zip code must be 5 digits')
    await user.click(field('Street'))
    await user.type(field('Street'), 'M')
    await user.tab()
    expect(field('Street')).toHaveAccessibleDescription('Street name must be at least 2 characters')
  })

  it('reviews every entry and asks for the terms before registering', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: SIGN_UP_CODE_SENT_MESSAGE }, 202))
    const { user } = renderWizard()
    await toReview(user)
    expect(heading()).toHaveTextContent('Step 4 of 4: Review and confirm')
    for (const value of [
      'Amina',
      'Yusuf',
      'Amina@Example.com',
      '612-555-0101',
      '1990-05-01',
      'Mogadishu',
      '55401',
      '12',
      'MN',
      'Main St',
      'Minneapolis',
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument()
    }
    expect(screen.queryByText('Secret-Pass1')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy')

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(screen.getByRole('alert')).toHaveTextContent(TERMS_MESSAGE)
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions to continue')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the flat, normalised payload; on success toasts for 2.5 s, forgets the stored user and goes to the code screen after 2 s', async () => {
    storeSession(makeSession())
    const fetchMock = mockFetch(() => jsonResponse({ message: SIGN_UP_CODE_SENT_MESSAGE }, 202))
    const { user } = renderWizard()
    await toReview(user)
    await user.click(screen.getByRole('checkbox', { name: /^I agree to the Terms and Conditions.* and the Privacy Policy/ }))
    // From here the clock is ours (user-event's waits need the real one, so it is not used below).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }))

    // The request leaves once the form's rules module (already loaded while typing) has answered.
    await untilPasses(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/user/signup')
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      password: 'Secret-Pass1',
      phoneNumber: '6125550101',
      dateOfBirth: '1990-05-01',
      placeOfBirth: 'Mogadishu',
      zipCode: '55401',
      buildingNumber: '12',
      state: 'MN',
      street: 'Main St',
      city: 'Minneapolis',
    })

    // The fake clock stands still while the answer and the toast's code arrive.
    await untilPasses(() => expect(screen.getByText('New user registered successfully!!')).toBeInTheDocument())
    expect(screen.getByText('New user registered successfully!!').closest('[aria-live="polite"]')).toHaveAttribute('role', 'status')
    expect(storedSession()).toBeNull()
    // The code screen finishes the sign-up with these, held in memory only.
    expect(heldCredentials()).toEqual({ email: 'amina@example.com', password: 'Secret-Pass1' })
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret-Pass1')

    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(screen.queryByRole('heading', { name: 'Confirm page' })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByRole('heading', { name: 'Confirm page' })).toBeInTheDocument()
    expect(screen.getByText('New user registered successfully!!')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(screen.getByText('New user registered successfully!!')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('New user registered successfully!!')).not.toBeInTheDocument()
  })

  it("shows the server's message for a refusal that names no field, and stays on the review", async () => {
    await registerAnswered(() => jsonResponse({ error: 'Too many attempts. Please wait a few minutes and try again.' }, 429))

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.')
    expect(heading()).toHaveTextContent('Step 4 of 4')
    expect(heldCredentials()).toBeUndefined()
  })

  it('goes back to step 1 with the errors shown when the server finds a step-1 field invalid', async () => {
    await registerAnswered(() => jsonResponse({ error: 'Invalid request', fields: { firstName: 'First name must be at least 2 characters' } }, 400))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request')
    expect(heading()).toHaveTextContent('Step 1 of 4')
    expect(heading()).toHaveFocus()
    expect(field('First name')).toHaveAccessibleDescription('First name must be at least 2 characters')
  })

  it('returns to the step of an invalid field with its error shown (400 fields)', async () => {
    await registerAnswered(() => jsonResponse({ error: 'Invalid request', fields: { zipCode: 'Zip code must be 5 digits' } }, 400))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request')
    expect(heading()).toHaveTextContent('Step 3 of 4')
    expect(field('Zip code')).toHaveAccessibleDescription('Zip code must be 5 digits')
  })

  it.each([
    { failure: 'an answer without an error field', answer: () => jsonResponse({ message: 'nope' }, 500), message: 'Registration failed' },
    { failure: 'a network failure', answer: () => Promise.reject(new TypeError('Failed to fetch')), message: 'Failed to fetch' },
  ])('on $failure says $message', async ({ answer, message }) => {
    await registerAnswered(answer)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(heading()).toHaveTextContent('Step 4 of 4')
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled()
  })
})
