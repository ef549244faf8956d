import { Trans, useLingui } from '@lingui/react/macro'
import type { PayoutCurrency } from '../../../../../shared/money/currencies'
import { REDUCED_FEE_PERCENT, reducedRateNudge } from '../../../../../shared/money/fees'
import { fromCents } from '../../../../../shared/money/money'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import type { Quote } from '../../../../../shared/rates/quote'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { ButtonLink } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { paths } from '../../../config/paths'
import { formatUsd } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import type { AmountQuote } from '../../../entities/transfer/transfer-amount'
import { Fact } from '../../../components/fact/fact'

type Quoted = Extract<AmountQuote, { kind: 'quoted' }>

/** The country page's fee, total and date available, and the nudge towards the reduced fee. */
export function CountrySummary({ quoted, ready }: { quoted: Quoted | undefined; ready: Quote | undefined }) {
  const { t } = useLingui()
  // Near the threshold, sending a little more costs less in fees; say so.
  const nudge = quoted ? reducedRateNudge(quoted.fees.amountCents) : undefined
  const ratePercent = quoted?.ratePercent
  const nudgeAmount = nudge !== undefined ? formatUsd(nudge) : undefined
  const reducedPercent = REDUCED_FEE_PERCENT
  return (
    <div role="group" aria-label={t`Transfer summary`} aria-live="polite">
      <dl className="country-transfer__summary">
        <Fact
          label={ratePercent !== undefined ? <Trans>Transfer fee ({ratePercent}%)</Trans> : <Trans>Transfer fee</Trans>}
          className="country-transfer__summary-row"
        >
          {quoted ? formatUsd(quoted.fees.feeCents) : '—'}
        </Fact>
        <Fact label={<Trans>Total to pay</Trans>} className="country-transfer__summary-row country-transfer__summary-row--total">
          {quoted ? formatUsd(quoted.fees.totalCents) : '—'}
        </Fact>
        <Fact label={<Trans>Money available</Trans>} className="country-transfer__summary-row">
          {ready ? formatDateAvailable(ready.dateAvailable, intlLocale()) : '—'}
        </Fact>
      </dl>
      {nudge !== undefined ? (
        <p className="country-transfer__nudge">
          <Trans>
            Send {nudgeAmount} or more and the fee is {reducedPercent}%.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The sender details' address for the figures worked out (the wizard works the fee and total out again). */
export const continueHref = (countryId: string, quoted: Quoted, currency: PayoutCurrency, paymentType: PaymentType): string =>
  paths.senderDetails.getHref(countryId, {
    inputValue: String(fromCents(quoted.fees.amountCents)),
    fees: String(fromCents(quoted.fees.feeCents)),
    total: String(fromCents(quoted.fees.totalCents)),
    currency,
    paymentType,
  })

interface ContinueLinkProps {
  /** Where Continue goes, once the fee and the quote are known (and the limit allows the amount). */
  href: string | undefined
  /** An amount typed and not refused, its figures still on their way: Continue waits for them. */
  pending: boolean
  /** Continue was pressed and waits. */
  continuing: boolean
  onContinue: () => void
}

/**
 * Continue to Send Money: a link to sender details with the figures once they are known; while they
 * are on their way (typing just paused, or the click that left the field), a button that goes on when
 * they arrive, so the first click is enough; with nothing sendable, disabled (spec 5: its link goes to #).
 */
export function ContinueLink({ href, pending, continuing, onContinue }: ContinueLinkProps) {
  if (href !== undefined) {
    return (
      <ButtonLink to={href} variant="primary" size="lg" className="country-transfer__continue">
        <Trans>Continue to Send Money</Trans>
      </ButtonLink>
    )
  }
  if (pending) {
    return (
      <button
        type="button"
        className="button button--primary button--lg country-transfer__continue"
        aria-busy={continuing || undefined}
        onClick={onContinue}
      >
        {/* Pressed: waiting for the figures, then on by itself. */}
        {continuing ? <ButtonSpinner /> : null}
        <Trans>Continue to Send Money</Trans>
      </button>
    )
  }
  return (
    // Spec 5: disabled, its link goes to #.
    <a
      href="#"
      aria-disabled="true"
      className="button button--primary button--lg country-transfer__continue country-transfer__continue--disabled"
      onClick={(event) => event.preventDefault()}
    >
      <Trans>Continue to Send Money</Trans>
    </a>
  )
}
