import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { IndexName, TableAccess } from '../../../shared/api/route-access'
import { GLOBAL_INDEXES } from '../../../functions/model/table-definition'
import { ENTITIES, type EntityName } from '../../../functions/model/table-keys'

/** The entities listed on index I: those with keys of their own there (functions/model/table-keys.ts). */
type EntityOn<I extends IndexName> = { [E in EntityName]: I extends keyof (typeof ENTITIES)[E] ? E : never }[EntityName]

/**
 * A function's table access (shared/api/route-access.ts `TableAccess`: a route row's, a job's, a
 * consumer's), with each index's list held to the entities listed on that index.
 * {@link tableStatements} grants each action once, on the partition-key patterns of its entities,
 * as a `dynamodb:LeadingKeys` condition.
 */
export type TableGrant = Omit<TableAccess, 'queryIndex'> & { queryIndex?: { readonly [I in IndexName]?: readonly EntityOn<I>[] } }

type TableVerb = Exclude<keyof TableGrant, 'queryIndex'>

const ACTIONS: Record<TableVerb, readonly string[]> = {
  get: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'],
  query: ['dynamodb:Query'],
  put: ['dynamodb:PutItem'],
  update: ['dynamodb:UpdateItem'],
  delete: ['dynamodb:DeleteItem'],
  conditionCheck: ['dynamodb:ConditionCheckItem'],
  batchWrite: ['dynamodb:BatchWriteItem'],
}

/**
 * The IAM pattern of the partition keys a key template makes: its literal start, then `*` for the
 * values filled in (`USER#{sub}` → `USER#*`); a template without placeholders is one partition (`COUNTRY`).
 */
export function partitionPattern(template: string): string {
  const open = template.indexOf('{')
  const literal = open < 0 ? template : template.slice(0, open)
  // IAM's StringLike reads these as wildcards: a key template holding one would widen the grant.
  if (/[*?]/.test(literal)) throw new Error(`Key template ${template} holds an IAM wildcard character`)
  return open < 0 ? literal : `${literal}*`
}

const tablePattern = (entity: EntityName) => partitionPattern(ENTITIES[entity].primary.pk)

function indexPattern(entity: EntityName, index: IndexName): string {
  const keys: unknown = (ENTITIES[entity] as Record<string, unknown>)[index]
  const pk = typeof keys === 'object' && keys !== null && 'pk' in keys ? keys.pk : undefined
  if (typeof pk !== 'string') throw new Error(`${entity} is not listed on ${index}`)
  return partitionPattern(pk)
}

/** Merges grants, e.g. a route's own with the profile read every signed-in route makes. */
export function mergeGrants(...grants: readonly (TableGrant | undefined)[]): TableGrant {
  const merged: Record<string, EntityName[]> = {}
  const indexes: Partial<Record<IndexName, EntityName[]>> = {}
  for (const grant of grants) {
    for (const [verb, entities] of Object.entries(grant ?? {})) {
      if (verb === 'queryIndex') continue
      merged[verb] = [...(merged[verb] ?? []), ...(entities as readonly EntityName[])]
    }
    for (const [index, entities] of Object.entries(grant?.queryIndex ?? {}) as [IndexName, readonly EntityName[]][]) {
      indexes[index] = [...(indexes[index] ?? []), ...entities]
    }
  }
  return { ...merged, ...(Object.keys(indexes).length > 0 ? { queryIndex: indexes as TableGrant['queryIndex'] } : {}) }
}

/**
 * The IAM statements of a table grant: per resource (the table, each index queried), the actions
 * that reach the same partitions share one statement, and no action appears in two statements of a
 * resource, so a BatchGetItem of keys from several partitions meets one condition listing all of them
 * (ForAllValues: every key of a request must match a listed pattern). Index statements name each
 * index (no `index/*`), and writes go to the base table only (DynamoDB maintains the indexes).
 */
export function tableStatements(grant: TableGrant, table: ITable): PolicyStatement[] {
  const patterns = new Map<string, Map<string, Set<string>>>()
  const allow = (resource: string, actions: readonly string[], pattern: string) => {
    const byAction = patterns.get(resource) ?? new Map<string, Set<string>>()
    patterns.set(resource, byAction)
    for (const action of actions) byAction.set(action, (byAction.get(action) ?? new Set()).add(pattern))
  }
  for (const verb of Object.keys(ACTIONS) as TableVerb[]) {
    for (const entity of grant[verb] ?? []) allow(table.tableArn, ACTIONS[verb], tablePattern(entity))
  }
  for (const { indexName } of GLOBAL_INDEXES) {
    for (const entity of grant.queryIndex?.[indexName] ?? [])
      allow(`${table.tableArn}/index/${indexName}`, ACTIONS.query, indexPattern(entity, indexName))
  }
  const statements: PolicyStatement[] = []
  for (const [resource, byAction] of patterns) {
    const groups = new Map<string, string[]>()
    for (const [action, set] of byAction) {
      const key = JSON.stringify([...set].sort())
      groups.set(key, [...(groups.get(key) ?? []), action])
    }
    for (const [key, actions] of groups) {
      statements.push(
        new PolicyStatement({
          actions: actions.sort(),
          resources: [resource],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': JSON.parse(key) as string[] } },
        }),
      )
    }
  }
  return statements
}
