import type { Template } from 'aws-cdk-lib/assertions'
import { z } from 'zod'
import { ROUTE_ID_ENV } from './constructs/route-function'

const FunctionSchema = z.object({
  Properties: z.object({
    Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
  }),
})

/**
 * The route ids served by the Lambda functions of a synthesized template, one entry per function
 * (a duplicate means two functions claim one route). For the cross-check route table ↔ handler
 * files ↔ CDK functions ↔ local gateway.
 */
export function routeIdsInTemplate(template: Template): string[] {
  return Object.values(template.findResources('AWS::Lambda::Function')).flatMap((resource) => {
    const routeId = FunctionSchema.parse(resource).Properties.Environment?.Variables[ROUTE_ID_ENV]
    return typeof routeId === 'string' ? [routeId] : []
  })
}
