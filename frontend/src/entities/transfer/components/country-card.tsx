import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { BoltIcon } from '../../../components/icons/icons'
import { paths } from '../../../config/paths'
import { countryName } from '../../../lib/format'
import type { CountryList } from '../api/get-countries'
import { useDeliverySpeeds } from './delivery-speeds'
import './country-card.css'

export type CountryCardProps = { country: CountryList[number] }

/**
 * A destination: flag, name and how long collecting takes there (the spec's 'Instant Transfer' badge
 * promised what a bank payout is not: advertising must be true); the whole card links to its transfer page.
 */
export function CountryCard({ country }: CountryCardProps) {
  const { t } = useLingui()
  const name = countryName(country.id, country.countryName)
  const speeds = useDeliverySpeeds(country.id)
  return (
    <Link to={paths.countryTransfer.getHref(country.id)} className="country-card surface surface--raised">
      <img className="country-card__flag" src={country.image} alt={t`${name} flag`} width={60} height={40} decoding="async" />
      <span className="country-card__name">{name}</span>
      {speeds.sameDay ? (
        <span className="country-card__badge">
          <BoltIcon className="country-card__badge-icon" />
          {speeds.sameDay}
        </span>
      ) : null}
      {speeds.bank ? <span className="country-card__speed">{speeds.bank}</span> : null}
    </Link>
  )
}
