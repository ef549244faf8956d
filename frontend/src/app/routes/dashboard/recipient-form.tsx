import { useParams } from 'react-router'
import { RecipientEditor } from '../../../features/my-transfers/components/recipient-editor'

/** The address book's form: /dashboard/my-recipients/new and /dashboard/my-recipients/{id}/edit. */
export default function RecipientFormRoute({ mode }: { mode: 'add' | 'edit' }) {
  const { id = '' } = useParams()
  return mode === 'add' ? <RecipientEditor key="new" /> : <RecipientEditor key={id} id={id} />
}
