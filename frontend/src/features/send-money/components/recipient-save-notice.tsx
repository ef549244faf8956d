import { Trans } from '@lingui/react/macro'
import { Button } from '../../../components/button/button'
import { useRecipientSave } from './recipient-save-store'

/**
 * On the payment's page, how saving its recipient went (when the wizard's box asked for it). Said as
 * a status, never as an error of the payment: the money went whatever the address book did.
 */
export function RecipientSaveNotice({ transferId }: { transferId: string }) {
  const save = useRecipientSave(transferId)
  if (!save) return null
  const { name: fullName } = save
  return (
    <div className="payment-success__recipient" role="status">
      {save.status === 'saving' ? (
        <p>
          <Trans>Saving {fullName} in your recipients…</Trans>
        </p>
      ) : save.status === 'saved' ? (
        <p>
          <Trans>{fullName} is saved in your recipients.</Trans>
        </p>
      ) : save.status === 'already' ? (
        <p>
          <Trans>{fullName} is already in your recipients.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>The payment went through, but {fullName} could not be saved in your recipients.</Trans>
          </p>
          <Button variant="secondary" onClick={save.retry}>
            <Trans>Try saving again</Trans>
          </Button>
        </>
      )}
    </div>
  )
}
