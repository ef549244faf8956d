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

describe('the SPA import zones', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await zoneErrors(
      'frontend/src/features/home/components/probe.ts',
      "export { useCountries } from '../../transfers/api/get-countries'\n",
    )
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')])
  })

  it('refuse shared code importing a feature', async () => {
    const errors = await zoneErrors('frontend/src/components/probe.ts', "export { UserPicker } from '../features/users/components/user-picker'\n")
    expect(errors).toEqual([expect.stringContaining('Shared code imports no feature')])
  })

  it('let the app compose features and a feature use its own modules and shared code', async () => {
    expect(await zoneErrors('frontend/src/app/probe.ts', "export { UserPicker } from '../features/users/components/user-picker'\n")).toEqual([])
    const own = "export { useCountries } from '../api/get-countries'\nexport { Button } from '../../../components/button/button'\n"
    expect(await zoneErrors('frontend/src/features/transfers/components/probe.ts', own)).toEqual([])
  })
}, 120_000)

describe('the functions import zones', () => {
  it('keep the transfer domain pure: no store, service or client, but the error classes', async () => {
    const probe = 'functions/domain/probe.ts'
    expect(await zoneErrors(probe, "export { saveTransfer } from '../store/transfer-writes'\n")).toEqual([
      expect.stringContaining('functions/domain/ is pure'),
    ])
    expect(await zoneErrors(probe, "export { clients } from '../lib/clients'\n")).toEqual([expect.stringContaining('functions/domain/ is pure')])
    expect(await zoneErrors(probe, "export { ConflictError } from '../lib/errors'\n")).toEqual([])
  })
}, 120_000)
