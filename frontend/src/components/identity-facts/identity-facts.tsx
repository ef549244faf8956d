import { IDENTITY_DOCUMENT_LABELS } from '../../../../shared/compliance/identity-rules'
import type { Identity } from '../../../../shared/compliance/identity'
import { formatDate } from '../../lib/format'
import { useNow } from '../../lib/use-now'
import './identity-facts.css'

/** Identity details as a definition list: the number as the API gave it (masked unless the viewer is staff). */
export function IdentityFacts({ identity }: { identity: Identity }) {
  const now = useNow()
  const expired = identity.expiresOn < new Date(now).toISOString().slice(0, 10)
  return (
    <dl className="settings__facts identity-facts">
      <div>
        <dt>Document</dt>
        <dd>{IDENTITY_DOCUMENT_LABELS[identity.documentType]}</dd>
      </div>
      <div>
        <dt>Number</dt>
        <dd>{identity.documentNumber}</dd>
      </div>
      <div>
        <dt>Issued by</dt>
        <dd>{identity.issuer}</dd>
      </div>
      <div>
        <dt>Expires</dt>
        <dd>
          {formatDate(`${identity.expiresOn}T00:00:00Z`, 'calendarDay')}
          {expired ? <strong className="identity-facts__expired"> (expired)</strong> : null}
        </dd>
      </div>
    </dl>
  )
}
