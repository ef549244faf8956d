import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { TRANSFER_STATUSES } from '../../../../../shared/transfers/transfer-options'
import { DATE_RANGE_MESSAGE } from '../../../../../shared/transfers/list-transfers-query'
import { Button } from '../../../components/button/button'
import { STATUS_LABELS } from '../../../components/status-badge/status-labels'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { countryName } from '../../../lib/format'
import { useCountries } from '../../../entities/transfer/api/get-countries'
import type { TransferFilters } from '../../../entities/transfer/transfer-filters'

type Advanced = Omit<TransferFilters, 'q'>
const CLEARED: Advanced = { status: '', countryId: '', from: '', to: '' }

export interface TransferFiltersPanelProps {
  id: string
  value: Advanced
  onApply: (filters: Advanced) => void
}

/**
 * The Advanced filters: status, destination and a range of days. They are applied by the server,
 * and the stat cards count the same filter. Days are UTC days (as the transfers are counted).
 */
export default function TransferFiltersPanel({ id, value, onApply }: TransferFiltersPanelProps) {
  const { t, i18n } = useLingui()
  const statusOptions = TRANSFER_STATUSES.map((status) => ({
    value: status,
    label: status === 'PENDING' ? t`READY (pending)` : i18n._(STATUS_LABELS[status]),
  }))
  const [draft, setDraft] = useState(value)
  const [error, setError] = useState<string>()
  const { data: countries } = useCountries()
  const set = (name: keyof Advanced) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [name]: event.target.value }))
    setError(undefined)
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(DATE_RANGE_MESSAGE)
      return
    }
    onApply(draft)
  }
  return (
    <form id={id} className="customer-filters equal-columns surface" aria-label={t`Advanced filters`} noValidate onSubmit={apply}>
      <SelectField label={t`Status`} value={draft.status} onChange={set('status')} placeholder={t`All statuses`} options={statusOptions} />
      <SelectField
        label={t`Country`}
        value={draft.countryId}
        onChange={set('countryId')}
        placeholder={t`All countries`}
        options={(countries ?? []).map((country) => ({ value: country.id, label: countryName(country.id, country.countryName) }))}
      />
      <TextField label={t`From`} type="date" value={draft.from} onChange={set('from')} hint={t`UTC day`} />
      <TextField label={t`To`} type="date" value={draft.to} onChange={set('to')} error={error} hint={t`UTC day`} />
      <div className="customer-filters__actions">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(CLEARED)
            setError(undefined)
            onApply(CLEARED)
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </form>
  )
}
