import { handlerModulePath } from '../../../shared/api/route-definition'
import { routeList } from '../../../shared/api/routes'
import { CONSUMERS } from '../../../functions/events/consumers'

/** The scheduled jobs' handlers (functions/jobs/), each a function of its own (scheduled-jobs.ts). */
export const JOB_MODULES = {
  sweepUploads: 'functions/jobs/sweep-uploads',
  reconcileLedger: 'functions/jobs/reconcile-ledger',
  checkSanctionsList: 'functions/jobs/check-sanctions-list',
} as const

/**
 * Every handler module the app deploys as a function: each route's, each stream consumer's and each
 * scheduled job's. A synth bundles them together (functionCode in function-bundles.ts).
 */
export const APP_FUNCTION_MODULES: readonly string[] = [
  ...routeList.map(handlerModulePath),
  ...Object.values(CONSUMERS).map((consumer) => consumer.module),
  ...Object.values(JOB_MODULES),
]
