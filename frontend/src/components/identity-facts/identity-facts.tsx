import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Identity } from '../../../../shared/compliance/identity'
import { DOCUMENT_TYPE_LABELS } from '../../lib/compliance-texts'
import { formatDate } from '../../lib/format'
import { useNow } from '../../lib/use-now'
import './identity-facts.css'

/** Identity details as a definition list: the number as the API gave it (masked unless the viewer is staff). */
export function IdentityFacts({ identity }: { identity: Identity }) {
  const { i18n } = useLinguiContext() // the date is in the reader's language: render again when it changes
  const now = useNow()
  const expired = identity.expiresOn < new Date(now).toISOString().slice(0, 10)
  return (
    <dl className="settings__facts identity-facts facts">
      <div>
        <dt>
          <Trans>Document</Trans>
        </dt>
        <dd>{i18n._(DOCUMENT_TYPE_LABELS[identity.documentType])}</dd>
      </div>
      <div>
        <dt>
          <Trans comment="The identity document's number">Number</Trans>
        </dt>
        <dd>{identity.documentNumber}</dd>
      </div>
      <div>
        <dt>
          <Trans>Issued by</Trans>
        </dt>
        <dd>{identity.issuer}</dd>
      </div>
      <div>
        <dt>
          <Trans>Expires</Trans>
        </dt>
        <dd>
          {formatDate(`${identity.expiresOn}T00:00:00Z`, 'calendarDay')}
          {expired ? (
            <strong className="identity-facts__expired">
              {' '}
              <Trans>(expired)</Trans>
            </strong>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}
