import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { NewsletterBody } from '../../../../../shared/api/route-table/newsletter/subscribe-newsletter'
import { lazyZodResolver } from '../../../lib/form/lazy-zod-resolver'
import { lazyModule } from '../../../lib/lazy-module'
import { NEWSLETTER_OFFLINE_MESSAGE } from '../messages'
import './newsletter-form.css'

// The rule and the API call bring zod, the e-mail schema and the API client: loaded
// when the visitor first touches the box, so no page pays for them before anyone subscribes.
const newsletterApi = lazyModule(() => import('../api/subscribe-newsletter'))
const resolver = lazyZodResolver<NewsletterBody, NewsletterBody>(async () => (await newsletterApi.load()).NewsletterBodySchema)

type Outcome = { kind: 'idle' } | { kind: 'subscribed'; message: string } | { kind: 'failed'; message: string }

/**
 * The footer's newsletter box: checks the address with the sign-up e-mail rule, then stores it
 * through POST /api/newsletter. The answer is the same whether or not the address was already on
 * the list. The footer loads this lazily, and this loads the rule on first focus or submit. A
 * refused address keeps its message until it is changed.
 */
/** An address's shape, the same in every language. */
const EXAMPLE_ADDRESS = 'you@example.com'

export default function NewsletterForm() {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const errorId = useId()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<NewsletterBody>({
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
    resolver,
  })
  const sending = formState.isSubmitting
  const fieldError = formState.errors.email?.message

  async function subscribe({ email }: NewsletterBody) {
    const api = await newsletterApi.load()
    try {
      setOutcome({ kind: 'subscribed', message: await api.subscribeNewsletter(email, i18n) })
      reset()
    } catch (error) {
      setOutcome({ kind: 'failed', message: api.newsletterErrorMessage(error, i18n) })
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault()
      return
    }
    setOutcome({ kind: 'idle' })
    // A rejected submit is the rule's chunk not loading: the network is down.
    void handleSubmit(subscribe)(event).catch(() => setOutcome({ kind: 'failed', message: i18n._(NEWSLETTER_OFFLINE_MESSAGE) }))
  }
  const email = register('email', { onChange: () => clearErrors('email') })

  return (
    <form className="newsletter" noValidate aria-busy={sending} onSubmit={submit} onFocus={() => void newsletterApi.load().catch(() => undefined)}>
      <label htmlFor={inputId} className="newsletter__label">
        <Trans>Email address</Trans>
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          autoComplete="email"
          placeholder={EXAMPLE_ADDRESS}
          {...email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button type="submit" className="newsletter__button" aria-disabled={sending}>
          {sending ? t`Subscribing…` : t`Subscribe`}
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
