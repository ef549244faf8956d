import { Match, type Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { METRIC_NAMESPACE, metricService } from '../../functions/lib/metric-names'
import { synthesizedStage, type SynthesizedStage } from './testing/test-stage'

const XRAY_WRITES = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords']

interface Statement {
  Action: string | string[]
  Resource: unknown
}
const actionsOf = (statement: Statement) => [statement.Action].flat()

let stage: SynthesizedStage
beforeAll(() => {
  stage = synthesizedStage('dev')
})

/** Every one of our functions is traced by Lambda (no X-Ray SDK bundled) and names its Powertools service. */
describe.each(['api', 'events'] as const)('%s stack: tracing and Powertools settings', (name) => {
  let template: Template
  beforeAll(() => {
    template = stage.templateOf(stage[name])
  })

  it('traces every function actively, with the stage service name and the metrics namespace', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { STAGE: 'dev' } } } }))
    expect(functions.length).toBeGreaterThan(0)
    for (const { Properties: fn } of functions) {
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' })
      expect(fn.Environment.Variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: metricService('dev'),
        POWERTOOLS_METRICS_NAMESPACE: METRIC_NAMESPACE,
      })
    }
  })

  it('writes traces through each function’s own managed policy, and "*" is the resource of nothing but X-Ray and SMS', () => {
    template.resourceCountIs('AWS::IAM::Policy', 0)
    const policies = Object.values(template.findResources('AWS::IAM::ManagedPolicy', { Properties: { Roles: Match.anyValue() } }))
    const functions = Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { STAGE: 'dev' } } } }))
    const statements = policies.map(({ Properties: policy }) => policy.PolicyDocument.Statement as Statement[])
    expect(statements.filter((list) => list.some((statement) => actionsOf(statement).includes('xray:PutTraceSegments')))).toHaveLength(
      functions.length,
    )
    for (const statement of statements.flat().filter((candidate) => candidate.Resource === '*')) {
      expect(XRAY_WRITES.concat('sns:Publish')).toEqual(expect.arrayContaining(actionsOf(statement)))
    }
  })
})
