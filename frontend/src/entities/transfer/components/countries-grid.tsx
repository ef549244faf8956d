import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBox } from '../../../components/error-box/error-box'
import { visitorMessage } from '../../../lib/api-error'
import { useCountries } from '../api/get-countries'
import { CountriesSkeleton } from './countries-skeleton'
import { CountryCard } from './country-card'
import './countries-grid.css'
import { COUNTRIES_ERROR_TITLE } from '../transfer-texts'

/** The destinations from `GET /countries`, each card linking to its transfer page. */
export function CountriesGrid() {
  const { data, error, isLoading, isValidating, mutate } = useCountries()
  const { t, i18n } = useLingui()

  if (error) {
    return <ErrorBox title={i18n._(COUNTRIES_ERROR_TITLE)} message={visitorMessage(error)} retrying={isValidating} onRetry={() => void mutate()} />
  }
  if (isLoading || !data) return <CountriesSkeleton />
  if (data.length === 0)
    return (
      <p className="countries-grid__empty">
        <Trans>No destinations are available right now.</Trans>
      </p>
    )

  return (
    <ul className="countries-grid stack" aria-label={t`Destination countries`}>
      {data.map((country) => (
        <li key={country.id}>
          <CountryCard country={country} />
        </li>
      ))}
    </ul>
  )
}
