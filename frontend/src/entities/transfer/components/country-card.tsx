import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { BoltIcon } from '../../../components/icons/icons'
import { paths } from '../../../config/paths'
import { countryName } from '../../../lib/format'
import type { CountryList } from '../api/get-countries'
import './country-card.css'

export type CountryCardProps = { country: CountryList[number] }

/** A destination: flag, name and the 'Instant Transfer' badge; the whole card links to its transfer page. */
export function CountryCard({ country }: CountryCardProps) {
  const { t } = useLingui()
  const name = countryName(country.id, country.countryName)
  return (
    <Link to={paths.countryTransfer.getHref(country.id)} className="country-card surface surface--raised">
      <img className="country-card__flag" src={country.image} alt={t`${name} flag`} width={60} height={40} decoding="async" />
      <span className="country-card__name">{name}</span>
      <span className="country-card__badge">
        <BoltIcon className="country-card__badge-icon" />
        <Trans>Instant Transfer</Trans>
      </span>
    </Link>
  )
}
