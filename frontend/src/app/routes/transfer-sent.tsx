import { useParams } from 'react-router'
import { TransferSentPage } from '../../features/send-money/components/transfer-sent-page'

/** /transfers/{id}/sent (signed in only): where the Money Transfer wizard ends, the transfer read by its id. */
export default function TransferSentRoute() {
  const { id = '' } = useParams()
  return <TransferSentPage key={id} transferId={id} />
}
