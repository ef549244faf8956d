/**
 * The business metrics the functions publish (CloudWatch embedded metric format, via Powertools) and
 * the monitoring stack alarms and graphs on: one list, so a renamed metric cannot leave an alarm
 * watching nothing. Every metric carries the default dimension `service` = the stage's service name.
 */
export const METRIC_NAMESPACE = 'Remit'

/** The `service` dimension's value for a stage, e.g. 'remit-prod'. */
export const metricService = (stage: string): string => `remit-${stage}`

export const METRICS = {
  /** A transfer was created (count). */
  transfersCreated: 'TransfersCreated',
  /** A transfer reached Paid Out (count). */
  transfersPaidOut: 'TransfersPaidOut',
  /** A transfer was cancelled, by its sender or by staff (count). */
  transfersCancelled: 'TransfersCancelled',
  /** A transfer was held for sanctions review (count). */
  transfersHeld: 'TransfersHeld',
  /** Money sent: the created transfer's amount in US cents (sum). */
  moneyVolumeUsdCents: 'MoneyVolumeUsdCents',
  /** A sign-in refused for a wrong password or code, or a locked-out attempt (count). */
  signInFailures: 'SignInFailures',
  /** A sign-in or refresh found Cognito's two-factor setting or e-mail of the account changed around the API (count). */
  cognitoSettingsDrift: 'CognitoSettingsDrift',
  /** Breaks the daily ledger reconciliation found (count; 0 on a clean day, published by every run). */
  ledgerBreaks: 'LedgerBreaks',
  /** Hours since the sanctions list was last loaded or found current (published daily by checkSanctionsList). */
  sanctionsListAgeHours: 'SanctionsListAgeHours',
} as const

export type MetricName = (typeof METRICS)[keyof typeof METRICS]
