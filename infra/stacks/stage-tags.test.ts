import { CfnResource, Stack, TagManager } from 'aws-cdk-lib'
import { describe, expect, it } from 'vitest'
import { stageTags, UNTAGGED_RESOURCE_TYPES } from '../remit-app'
import { synthesizedStage } from './testing/test-stage'

/** A template resource's tags, whichever shape its type uses (a Key/Value list, or a map such as UserPoolTags). */
function templateTags(properties: Record<string, unknown>): Record<string, unknown>[] {
  return Object.entries(properties)
    .filter(([name]) => name === 'Tags' || /^[A-Z]\w*Tags$/.test(name))
    .map(([, value]) =>
      Array.isArray(value)
        ? Object.fromEntries(value.map((tag: { Key: string; Value: unknown }) => [tag.Key, tag.Value]))
        : (value as Record<string, unknown>),
    )
}

describe.each([
  ['dev', {}],
  ['prod', { env: { account: '123456789012', region: 'eu-west-1' } }],
])('tags on the %s stage', (name, overrides) => {
  it('puts app, stage and cost-centre on every stack and on every taggable resource', () => {
    const stage = synthesizedStage(name, { overrides })
    const expected = stageTags(stage.config)
    expect(expected).toEqual({ app: 'remit', stage: name, 'cost-centre': stage.config.costCentre })
    const { assembly } = stage // synthesized: the tag aspect runs during synthesis
    const stacks = stage.app.node.children.filter((child): child is Stack => Stack.isStack(child))
    expect(stacks.map((stack) => stack.stackName)).toContain(`Remit-${name}-Monitoring`)
    if (name === 'prod') expect(stacks.map((stack) => stack.stackName)).toContain('Remit-prod-Edge')

    for (const stack of stacks) {
      expect(stack.tags.tagValues(), stack.stackName).toMatchObject(expected)
      // What CDK can tag, it did tag.
      const taggable = stack.node
        .findAll()
        .filter(
          (construct) =>
            CfnResource.isCfnResource(construct) &&
            TagManager.of(construct) !== undefined &&
            !(UNTAGGED_RESOURCE_TYPES as readonly string[]).includes(construct.cfnResourceType),
        )
      expect(taggable.length, stack.stackName).toBeGreaterThan(0)
      for (const resource of taggable) expect(TagManager.of(resource)?.tagValues(), resource.node.path).toMatchObject(expected)

      // And the template says so for every resource that has tags at all.
      const template = assembly.getStackByName(stack.stackName).template as {
        Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>
      }
      const tagged = Object.entries(template.Resources).flatMap(([id, resource]) =>
        templateTags(resource.Properties ?? {}).map((tags) => [id, tags] as const),
      )
      expect(tagged.length, stack.stackName).toBeGreaterThanOrEqual(taggable.length)
      for (const [id, tags] of tagged) expect(tags, `${stack.stackName} ${id}`).toMatchObject(expected)
    }
  })

  it("puts no Tags on the dashboard (cfn-lint E3002: not in us-east-1's schema of AWS::CloudWatch::Dashboard)", () => {
    const stage = synthesizedStage(name, { overrides })
    const dashboards = Object.values(stage.templateOf(stage.monitoring).findResources('AWS::CloudWatch::Dashboard'))
    expect(dashboards).toHaveLength(1)
    for (const dashboard of dashboards) expect(dashboard.Properties).not.toHaveProperty('Tags')
  })
})
