import { useId, useRef, useState, type FormEvent } from 'react'
import type * as NewsletterApi from '../api/subscribe-newsletter'
import { NEWSLETTER_OFFLINE_MESSAGE } from '../messages'
import './newsletter-form.css'

// The rule and the API call bring zod, the e-mail schema and the API client: loaded
// when the visitor first touches the box, so no page pays for them before anyone subscribes.
let rules: Promise<typeof NewsletterApi> | undefined
const loadRules = () =>
  (rules ??= import('../api/subscribe-newsletter').catch((error: unknown) => {
    rules = undefined // try again on the next attempt
    throw error
  }))

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'subscribed'; message: string } | { kind: 'failed'; message: string }

/**
 * The footer's newsletter box: checks the address with the sign-up e-mail rule, then stores it
 * through POST /api/newsletter. The answer is the same whether or not the address was already on
 * the list. The footer loads this lazily, and this loads the rule on first focus or submit.
 */
export function NewsletterForm() {
  const inputId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const sending = outcome.kind === 'sending'
  /** True from a submit until its answer, including while the rule loads. */
  const busy = useRef(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await check()
    } finally {
      busy.current = false
    }
  }

  const check = async () => {
    let api: typeof NewsletterApi
    try {
      api = await loadRules()
    } catch {
      // The rule's chunk did not load: the network is down.
      setOutcome({ kind: 'failed', message: NEWSLETTER_OFFLINE_MESSAGE })
      return
    }
    const { newsletterEmailError, newsletterErrorMessage, subscribeNewsletter } = api
    const invalid = newsletterEmailError(email)
    setFieldError(invalid)
    if (invalid) {
      setOutcome({ kind: 'idle' })
      inputRef.current?.focus()
      return
    }
    setOutcome({ kind: 'sending' })
    try {
      const message = await subscribeNewsletter(email)
      setOutcome({ kind: 'subscribed', message })
      setEmail('')
    } catch (error) {
      setOutcome({ kind: 'failed', message: newsletterErrorMessage(error) })
    }
  }

  return (
    <form
      className="newsletter"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRules().catch(() => undefined)}
    >
      <label htmlFor={inputId} className="newsletter__label">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          ref={inputRef}
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            if (fieldError) setFieldError(undefined)
          }}
        />
        <button type="submit" className="newsletter__button" aria-disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="newsletter__field-error">
          {fieldError}
        </p>
      ) : null}
      <p role="status" className="newsletter__success">
        {outcome.kind === 'subscribed' ? outcome.message : ''}
      </p>
      {outcome.kind === 'failed' ? (
        <p role="alert" className="newsletter__failure">
          {outcome.message}
        </p>
      ) : null}
    </form>
  )
}

export default NewsletterForm
