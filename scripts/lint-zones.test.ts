import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The SPA's import zones (eslint.config.js) hold only if lint really refuses a crossing import.
// Only the zone rule runs, without type information (the probes are not files of the project).
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.message)
}

/** Lint refuses `code` in `filePath` with the zone's `message`, and nothing else. */
async function expectRefused(filePath: string, code: string, message: string): Promise<void> {
  expect(await zoneErrors(filePath, code)).toEqual([expect.stringContaining(message)])
}

describe('the SPA import zones', () => {
  it('refuse a feature importing another feature', async () => {
    await expectRefused(
      'frontend/src/features/home/components/probe.ts',
      "export { DestinationsGrid } from '../../send-money/components/destinations-grid'\n",
      'A feature never imports another feature',
    )
  })

  it('refuse shared code importing a feature', async () => {
    await expectRefused(
      'frontend/src/components/probe.ts',
      "export { UserPicker } from '../features/users/components/user-picker'\n",
      'Shared code imports no feature',
    )
  })

  it('let the app compose features and a feature use its own modules and shared code', async () => {
    expect(await zoneErrors('frontend/src/app/probe.ts', "export { UserPicker } from '../features/users/components/user-picker'\n")).toEqual([])
    const own =
      "export { useCountries } from '../../../entities/transfer/api/get-countries'\nexport { Button } from '../../../components/button/button'\n"
    expect(await zoneErrors('frontend/src/features/send-money/components/probe.ts', own)).toEqual([])
  })

  it('refuse the transfer features importing each other (send-money, my-transfers, transfers-admin, claims)', async () => {
    await expectRefused(
      'frontend/src/features/transfers-admin/components/probe.ts',
      "export { TransferClaims } from '../../claims/components/transfer-claims'\n",
      'A feature never imports another feature',
    )
  })

  it('refuse an entity importing a feature, and shared code importing an entity', async () => {
    await expectRefused(
      'frontend/src/entities/transfer/components/probe.ts',
      "export { AddTransfer } from '../../../features/transfers-admin/components/add-transfer'\n",
      'An entity imports no feature',
    )
    await expectRefused(
      'frontend/src/lib/probe.ts',
      "export { useQuote } from '../entities/transfer/api/use-quote'\n",
      'Shared code imports no feature, entity',
    )
  })
}, 120_000)

describe('the functions import zones', () => {
  it('keep the transfer domain pure: no store, service or client, but the error classes', async () => {
    const probe = 'functions/domain/probe.ts'
    await expectRefused(probe, "export { saveTransfer } from '../store/transfer-writes'\n", 'functions/domain/ is pure')
    await expectRefused(probe, "export { clients } from '../lib/clients'\n", 'functions/domain/ is pure')
    expect(await zoneErrors(probe, "export { ConflictError } from '../lib/errors'\n")).toEqual([])
  })
}, 120_000)
