import { useLocation, useParams } from 'react-router'
import { CountryTransfer } from '../../features/send-money/components/country-transfer'

/** Spec 2.4: /country/send-money-to-country/{id}. */
export default function CountryTransferRoute() {
  const { id = '' } = useParams()
  const query = new URLSearchParams(useLocation().search)
  // A new id is a new page: the typed amount does not carry over. The query is read when the form
  // first renders (the page writes its own figures back into it as they change).
  return <CountryTransfer key={id} countryId={id} query={query} />
}
