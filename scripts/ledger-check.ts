/**
 * The ledger's reconciliation on demand, against the running local stack or a deployed stage's table
 * (the daily job's check, functions/services/ledger-reconciliation.ts): prints the report and exits 1
 * when it finds a break. Reads only; the report is not stored (the daily job's is).
 *
 *   npm run ledger:check -- --local [--day YYYY-MM-DD]
 *   npm run ledger:check -- --stage <name> [--region <region>] [--day YYYY-MM-DD] [--json]
 *
 * `--day` (default today, UTC) picks the day whose totals are shown and whose end cuts the balances;
 * every transfer is checked as it is now. A stage needs AWS credentials in the environment.
 */
import { runOperatorScript } from './lib/stage-environment'
import { reportText } from './lib/ledger-report-text'

// Exit 1 says the ledger has a break; a script that could not check it exits 2.
runOperatorScript(
  'ledger:check',
  {
    options: { day: { type: 'string' }, json: { type: 'boolean', default: false } },
    usage: '[--day YYYY-MM-DD] [--json]',
    failureCode: 2,
    check: ({ values, fail }) => {
      if (values.day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.day)) fail('--day must be YYYY-MM-DD')
    },
  },
  async ({ values }) => {
    const { reconcileLedger } = await import('../functions/services/ledger-reconciliation')
    const now = new Date()
    const report = await reconcileLedger(values.day ?? now.toISOString().slice(0, 10), now)
    console.log(values.json ? JSON.stringify(report, null, 2) : reportText(report))
    process.exitCode = report.breakCount > 0 ? 1 : 0
  },
)
