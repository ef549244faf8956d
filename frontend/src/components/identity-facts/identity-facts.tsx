import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Identity } from '../../../../shared/compliance/identity'
import { DOCUMENT_TYPE_LABELS } from '../../lib/compliance-texts'
import { formatDate } from '../../lib/format'
import { useNow } from '../../lib/use-now'
import './identity-facts.css'
import { Fact } from '../fact/fact'

/** Identity details as a definition list: the number as the API gave it (masked unless the viewer is staff). */
export function IdentityFacts({ identity }: { identity: Identity }) {
  const { i18n } = useLinguiContext() // the date is in the reader's language: render again when it changes
  const now = useNow()
  const expired = identity.expiresOn < new Date(now).toISOString().slice(0, 10)
  return (
    <dl className="settings__facts identity-facts facts">
      <Fact label={<Trans>Document</Trans>}>{i18n._(DOCUMENT_TYPE_LABELS[identity.documentType])}</Fact>
      <Fact label={<Trans comment="The identity document's number">Number</Trans>}>{identity.documentNumber}</Fact>
      <Fact label={<Trans>Issued by</Trans>}>{identity.issuer}</Fact>
      <Fact label={<Trans>Expires</Trans>}>
        {formatDate(`${identity.expiresOn}T00:00:00Z`, 'calendarDay')}
        {expired ? (
          <strong className="identity-facts__expired">
            {' '}
            <Trans>(expired)</Trans>
          </strong>
        ) : null}
      </Fact>
    </dl>
  )
}
