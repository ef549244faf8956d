import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MASKED_CVV } from '../../../../../shared/transfers/card'
import { OFFERED_PAYMENT_METHODS } from '../../../../../shared/transfers/transfer-options'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import type { BindField } from './field-binding'
import '../../../components/form/form-grid.css'
import { labelledOptions } from '../../../entities/transfer/transfer-texts'

/**
 * Spec 2.4/5 step 2: payment method, card number (digits only, grouped in fours on blur), expiry
 * MM/YY and CVV (digits only, at most 3; shown as *** once left).
 */
export function PaymentStep({ bind }: { bind: BindField }) {
  const { t } = useLingui()
  const cvv = bind('cvv')
  const [cvvFocused, setCvvFocused] = useState(false)
  const maskCvv = !cvvFocused && cvv.value.length === 3
  return (
    <div className="form-grid">
      <SelectField
        {...bind('paymentMethod')}
        className="form-grid__wide"
        label={t`Payment Method`}
        options={labelledOptions(OFFERED_PAYMENT_METHODS)}
        required
      />
      <TextField
        {...bind('cardNumber')}
        className="form-grid__wide"
        label={t`Card Number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        required
      />
      <TextField
        {...bind('expirationDate')}
        label={t`Expiration Date`}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t`MM/YY`}
        hint={t`MM/YY`}
        maxLength={5}
        required
      />
      <TextField
        {...cvv}
        label={t`CVV`}
        // Masked while typing too: nobody looking over the sender's shoulder reads it.
        type={maskCvv ? 'text' : 'password'}
        value={maskCvv ? MASKED_CVV : cvv.value}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={3}
        hint={t`The 3 digits on the back of the card.`}
        required
        onFocus={() => setCvvFocused(true)}
        onBlur={() => {
          setCvvFocused(false)
          cvv.onBlur()
        }}
      />
    </div>
  )
}
