import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { Claim } from '../../../../../shared/claims/claim'
import { canReportProblem } from '../../../../../shared/claims/claim-rules'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { Card } from '../../../components/card/card'
import { Spinner } from '../../../components/spinner/spinner'
import { useNow } from '../../../lib/use-now'
import { useRefreshTransfer } from '../../../entities/transfer/api/transfer-keys'
import { ClaimItem } from './claim-item'
import './claims.css'

// The forms load when first opened, so the details page's first load carries no form library.
const ReportProblemForm = lazy(() => import('./report-problem-form'))
const ResolveClaimDialog = lazy(() => import('./resolve-claim-dialog'))

/**
 * The transfer's error claims (12 CFR 1005.33) on its details page. Its sender reads each
 * claim and our answer, and reports a problem while the 180 days run and no claim is open; staff
 * also see the due date and resolve here or from the Claims screen.
 */
export function TransferClaims({ transfer, viewerId, staff }: { transfer: Transfer; viewerId: string | undefined; staff: boolean }) {
  const { t } = useLingui()
  const now = useNow()
  const refresh = useRefreshTransfer()
  const [reporting, setReporting] = useState(false)
  const [resolving, setResolving] = useState<Claim>()
  const claims = transfer.claims ?? []
  const open = claims.some((claim) => claim.status === 'OPEN')
  const may = viewerId !== undefined && canReportProblem(transfer, { id: viewerId }, now).allowed && !open
  if (claims.length === 0 && !may) return null
  return (
    <Card title={t`Problems reported`} titleId="transfer-claims-title" className="customer-history">
      {claims.length > 0 ? (
        <ul className="stack stack--loose">
          {claims.map((claim) => (
            <ClaimItem
              key={claim.id}
              claim={claim}
              now={now}
              staff={staff}
              actions={
                staff && claim.status === 'OPEN' ? (
                  <Button variant="secondary" onClick={() => setResolving(claim)}>
                    <Trans>Resolve</Trans>
                  </Button>
                ) : undefined
              }
            />
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Something wrong with this transfer? Tell us within 180 days of the date the money was available, and we will look into it.</Trans>
        </p>
      )}
      {may ? (
        reporting ? (
          <Suspense fallback={<Spinner label={t`Loading the form…`} />}>
            <ReportProblemForm
              transferId={transfer.id}
              onDone={() => {
                setReporting(false)
                void refresh(transfer.id)
              }}
              onCancel={() => setReporting(false)}
            />
          </Suspense>
        ) : (
          <div className="claim-item__actions">
            <Button variant="secondary" onClick={() => setReporting(true)}>
              <Trans>Report a problem</Trans>
            </Button>
          </div>
        )
      ) : null}
      {staff && resolving ? (
        <Suspense fallback={null}>
          <ResolveClaimDialog
            claim={resolving}
            onClose={() => setResolving(undefined)}
            onResolved={() => {
              setResolving(undefined)
              void refresh(transfer.id)
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  )
}
