/**
 * The local stack's multiplier of every AWS client time-out (clients.ts `httpSettings`), in a module
 * of its own so the local provisioning can name it without creating the clients.
 */
export const EMULATOR_TIMEOUT_FACTOR_ENV = 'EMULATOR_TIMEOUT_FACTOR'

/** The local stack's factor: emulators on a shared laptop answer slower than AWS. */
export const LOCAL_EMULATOR_TIMEOUT_FACTOR = '5'

/** 1 unless the environment names a larger factor (never in AWS). */
export function emulatorTimeoutFactor(): number {
  const factor = Number(process.env[EMULATOR_TIMEOUT_FACTOR_ENV] ?? 1)
  return Number.isFinite(factor) && factor >= 1 ? factor : 1
}
