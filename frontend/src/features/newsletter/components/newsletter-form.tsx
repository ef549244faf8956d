import { useId, useRef, useState, type FormEvent } from 'react'
import { newsletterEmailError, newsletterErrorMessage, subscribeNewsletter } from '../api/subscribe-newsletter'
import './newsletter-form.css'

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'subscribed'; message: string } | { kind: 'failed'; message: string }

/**
 * The footer's newsletter box: checks the address with the sign-up e-mail rule, then stores it
 * through POST /api/newsletter. The answer is the same whether or not the address was already on
 * the list. The footer loads this lazily, so zod and the schema stay out of the entry bundle.
 */
export function NewsletterForm() {
  const inputId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const sending = outcome.kind === 'sending'

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
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
    <form className="newsletter" noValidate aria-busy={sending} onSubmit={(event) => void submit(event)}>
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
