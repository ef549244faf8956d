import { describe, expect, it } from 'vitest'
import { synthesizedStage } from './testing/test-stage'

/**
 * `cdk deploy --all` deploys the stacks in the order of the cloud assembly's dependencies: a stage's
 * first deploy must never reach a resource that names another stack's resource before that exists.
 */
describe.each(['dev', 'staging', 'prod'])('stack order (%s)', (stage) => {
  const built = synthesizedStage(stage)
  const dependenciesOf = (stackName: string) => built.assembly.getStackByName(stackName).dependencies.map((artifact) => artifact.id)

  it('deploys the Mail stack (the SES identity) before Stateful, whose user pool sends through it, with no flag', () => {
    const identities = Object.values(built.templateOf(built.mail).findResources('AWS::SES::EmailIdentity'))
    expect(identities.map((identity) => identity.Properties.EmailIdentity)).toEqual([built.config.mailDomain])
    expect(dependenciesOf(built.stateful.stackName)).toContain(built.mail.artifactId)
  })

  it('deploys Stateful before every stack that uses its table, keys or pool, and Monitoring after what it watches', () => {
    for (const stack of [...built.apiAreas, built.api, built.events, built.web]) {
      expect(dependenciesOf(stack.stackName), stack.stackName).toContain(built.stateful.artifactId)
    }
    for (const stack of [...built.apiAreas, built.api, built.events]) {
      expect(dependenciesOf(built.monitoring.stackName)).toContain(stack.artifactId)
    }
  })
})
