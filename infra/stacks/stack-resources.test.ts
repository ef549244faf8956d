import { describe, expect, it } from 'vitest'
import { synthesizedStage } from './testing/test-stage'

/** CloudFormation refuses a stack of more than 500 resources (aws-cdk-lib refuses to synthesize one). */
const CLOUDFORMATION_RESOURCE_LIMIT = 500
/**
 * Each stack stays at 60% of the limit or below: the headroom a few areas' worth of new routes (or
 * alarms) need before anyone must split a stack again. A route adds about 4 resources to its area's
 * stack, 3 to the Api stack (its route, integration and invoke permission) and 3 alarms to Monitoring.
 */
const MAX_RESOURCES = CLOUDFORMATION_RESOURCE_LIMIT * 0.6

describe.each(['dev', 'staging', 'prod'])('CloudFormation resources per stack (%s)', (stageName) => {
  it(`keeps every stack at ${MAX_RESOURCES} resources or fewer`, () => {
    const { assembly } = synthesizedStage(stageName)
    const counts = Object.fromEntries(assembly.stacks.map((stack) => [stack.stackName, Object.keys(stack.template.Resources ?? {}).length]))
    const over = Object.entries(counts).filter(([, count]) => count > MAX_RESOURCES)
    expect(over, JSON.stringify(counts)).toEqual([])
    // Sanity: the counts are of real templates (the Api stack holds a route, integration and permission per row).
    expect(counts[`Remit-${stageName}-Api`]).toBeGreaterThan(100)
  })
})
