import { useLingui } from '@lingui/react/macro'
import type { Decision } from '../../../../../shared/auth/permissions'
import { FLAGS, type FlagName } from '../user-flags'
import { useRefusal } from './use-refusal'
import './flag-switch.css'

export interface FlagSwitchProps {
  flag: FlagName
  on: boolean
  /** Whose flag: names the switch ('Verified: Amina Yusuf'). */
  userName: string
  /** From the permission rules: a refused switch stays focusable, says why, and never changes. */
  decision: Decision
  busy?: boolean
  /** Show the label beside the switch, where no column heading names it. */
  showLabel?: boolean
  /** The user asked to change it (the page asks for confirmation). */
  onToggle: () => void
  /** The user tried a refused switch: the page shows 'Permission Denied' with the reason. */
  onDenied: (reason: string) => void
}

/**
 * One user flag as an accessible switch (role="switch", aria-checked). A refused switch is
 * aria-disabled rather than disabled, so keyboard and screen-reader users still reach it and hear
 * the rule that refuses it (its description), and trying it explains the refusal.
 */
export function FlagSwitch({ flag, on, userName, decision, busy = false, showLabel = false, onToggle, onDenied }: FlagSwitchProps) {
  const { t, i18n } = useLingui()
  const label = i18n._(FLAGS[flag].label)
  const { refused, describedBy, hint } = useRefusal(decision)
  const classes = ['flag-switch', on ? 'flag-switch--on' : '', refused ? 'flag-switch--refused' : ''].filter(Boolean).join(' ')
  return (
    <span className="flag-switch__wrap">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t`${label}: ${userName}`}
        aria-disabled={refused || busy ? true : undefined}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        title={refused}
        className={classes}
        onClick={() => {
          if (busy) return
          if (refused) onDenied(refused)
          else onToggle()
        }}
      >
        <span className="flag-switch__track" aria-hidden="true">
          <span className="flag-switch__thumb" />
        </span>
        {showLabel ? <span className="flag-switch__label">{label}</span> : null}
      </button>
      {hint}
    </span>
  )
}
