import { useParams } from 'react-router'
import { CountryTransfer } from '../../features/send-money/components/country-transfer'

/** Spec 2.4: /country/send-money-to-country/{id}. */
export default function CountryTransferRoute() {
  const { id = '' } = useParams()
  // A new id is a new page: the typed amount does not carry over.
  return <CountryTransfer key={id} countryId={id} />
}
