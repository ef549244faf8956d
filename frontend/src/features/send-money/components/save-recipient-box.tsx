import { Trans } from '@lingui/react/macro'
import type { SaveRecipientChoice } from './use-save-recipient'

/** Step 1's "Save to my recipients" box; nothing when the recipient is already saved (useSaveRecipient). */
export function SaveRecipientBox({ choice, disabled }: { choice: SaveRecipientChoice; disabled: boolean }) {
  if (!choice.shown) return null
  return (
    <label className="money-transfer__save-recipient form-grid__wide">
      <input
        type="checkbox"
        name="saveRecipient"
        checked={choice.checked}
        disabled={disabled}
        onChange={(event) => choice.onChange(event.target.checked)}
      />
      <span>
        <Trans>Save to my recipients</Trans>
        <span className="field__hint">
          <Trans>Saved once the payment goes through: next time, choose them instead of typing their details.</Trans>
        </span>
      </span>
    </label>
  )
}
