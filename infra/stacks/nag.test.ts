import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { synthesizedStage } from './testing/test-stage'

/** The parts of CDK's validation-report.json this test reads. */
const ReportSchema = z.object({
  pluginReports: z.array(
    z.object({
      pluginName: z.string(),
      violations: z.array(z.object({ ruleName: z.string(), severity: z.string() })),
      suppressedViolations: z.array(z.object({ ruleName: z.string(), reason: z.string() })).optional(),
    }),
  ),
})

/**
 * cdk-nag 3 reports through CDK's policy validation (not through Annotations): synth throws on an
 * unacknowledged error, and the assembly's validation report lists what was acknowledged and why.
 */
function nagReport(stage: string) {
  const { assembly } = synthesizedStage(stage, { nag: true })
  return ReportSchema.parse(JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')))
}

describe.each(['dev', 'prod'])('cdk-nag on the %s stage', (stage) => {
  let nagPlugins: z.infer<typeof ReportSchema>['pluginReports'] = []
  beforeAll(() => {
    // Throws, with the full report, when any error is left unacknowledged.
    nagPlugins = nagReport(stage).pluginReports.filter((plugin) => ['AwsSolutions', 'PCI.DSS.321'].includes(plugin.pluginName))
  })

  it('runs AWS Solutions and PCI DSS 3.2.1', () => {
    expect(nagPlugins.map((plugin) => plugin.pluginName).sort()).toEqual(['AwsSolutions', 'PCI.DSS.321'])
  })

  it('leaves no finding unacknowledged, errors or warnings', () => {
    expect(nagPlugins.flatMap((plugin) => plugin.violations.map((violation) => `${violation.severity} ${violation.ruleName}`))).toEqual([])
  })

  it('gives every acknowledgement a reason', () => {
    for (const { ruleName, reason } of nagPlugins.flatMap((plugin) => plugin.suppressedViolations ?? [])) {
      expect(reason.length, ruleName).toBeGreaterThan(40)
    }
  })
})
