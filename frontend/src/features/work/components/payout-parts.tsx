import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'

/** A payout's link to its transfer, named for a screen reader by its invoice. */
export function OpenTransferLink({ id, invoice }: { id: string; invoice: string }) {
  return (
    <Link to={paths.customerDetails.getHref(id)} className="payouts__open">
      <Trans>
        Open transfer<span className="visually-hidden"> {invoice}</span>
      </Trans>
    </Link>
  )
}

/** What a result file's lines said: a refused file's faults, or the rows an applied one refused. */
export function LineNotes({ notes }: { notes: readonly { line: number; message: string }[] }) {
  if (notes.length === 0) return null
  return (
    <ul>
      {notes.map((note) => {
        const line = formatCount(note.line)
        const message = serverText(note.message)
        return (
          <li key={note.line}>
            <Trans>
              Line {line}: {message}
            </Trans>
          </li>
        )
      })}
    </ul>
  )
}
