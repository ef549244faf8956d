import { EMULATOR_TIMEOUT_FACTOR_ENV, LOCAL_EMULATOR_TIMEOUT_FACTOR } from '../../functions/lib/emulator-timeouts'

// Imported first by start.ts, for this side effect: the AWS clients (functions/lib/clients.ts) read
// their time-outs when their module loads, which the gateway's imports do before start.ts runs a line.
process.env[EMULATOR_TIMEOUT_FACTOR_ENV] ??= LOCAL_EMULATOR_TIMEOUT_FACTOR
