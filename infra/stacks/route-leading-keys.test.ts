import { Stack } from 'aws-cdk-lib'
import type { Template } from 'aws-cdk-lib/assertions'
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { beforeAll, describe, expect, it } from 'vitest'
import { GLOBAL_INDEXES } from '../../functions/model/table-definition'
import { ENTITIES, type EntityName } from '../../functions/model/table-keys'
import type { IndexName, TableAccess } from '../../shared/api/route-access'
import type { RouteDef } from '../../shared/api/route-definition'
import { routeList } from '../../shared/api/routes'
import { partitionPattern, tableStatements } from './constructs/table-policy'
import { synthesizedStage, testApp } from './testing/test-stage'

/**
 * Each function reaches only the partitions its code uses, with only the actions it uses. For a
 * route that is what its row declares (`access` on shared/api/route-table/<area>/<route>.ts, traced
 * from its handler): the expectation below is worked out from the row and the entities' key
 * templates here, apart from table-policy.ts and route-policy.ts, and compared with the synthesized
 * policy action by action and partition by partition. So a policy that grants more or less than its
 * row says (a mapping, a merge, a wrong row handed to a function) fails; widening a route's access is
 * a change to its row, reviewed there with its reason.
 *
 * `get` is GetItem and BatchGetItem (granted together: store/item-reads.ts batches the reads made
 * together); `queryIndex.gsi1` is a Query on that index. Every signed-in route reads access token
 * items (`ACCESS#*`) and profiles (`USER#*`): the request wrapper finds the bearer's session, then
 * loads the caller's profile. The sweep and the stream consumers, which are no
 * routes, are written out below.
 */
type Verb = Exclude<keyof TableAccess, 'queryIndex'>

/** The IAM actions of each verb, as docs/infra.md ("Least privilege") states them. */
const ACTIONS_OF: Record<Verb, readonly string[]> = {
  get: ['GetItem', 'BatchGetItem'],
  query: ['Query'],
  put: ['PutItem'],
  update: ['UpdateItem'],
  delete: ['DeleteItem'],
  conditionCheck: ['ConditionCheckItem'],
  batchWrite: ['BatchWriteItem'],
}

/** A key template's partitions as a LeadingKeys pattern: the text before its first placeholder, then `*`. */
const patternOf = (template: string) => (template.includes('{') ? `${template.slice(0, template.indexOf('{'))}*` : template)

function indexKeyTemplate(entity: EntityName, index: IndexName): string {
  const keys: unknown = (ENTITIES[entity] as Record<string, unknown>)[index]
  if (typeof keys !== 'object' || keys === null || !('pk' in keys) || typeof keys.pk !== 'string') throw new Error(`${entity} has no ${index} key`)
  return keys.pk
}

/** `<action>[ <index>] <pattern>` for each action and partition an access allows. */
function expectedOf(access: TableAccess): string[] {
  const expected = new Set<string>()
  for (const verb of Object.keys(ACTIONS_OF) as Verb[]) {
    for (const entity of access[verb] ?? []) {
      for (const action of ACTIONS_OF[verb]) expected.add(`${action} ${patternOf(ENTITIES[entity].primary.pk)}`)
    }
  }
  for (const [index, entities] of Object.entries(access.queryIndex ?? {}) as [IndexName, readonly EntityName[]][]) {
    for (const entity of entities) expected.add(`Query ${index} ${patternOf(indexKeyTemplate(entity, index))}`)
  }
  return [...expected].sort()
}

/** A route's expectation: its row's table access, and the bearer's access token item and the caller's profile on a signed-in route. */
function expectedOfRoute(route: RouteDef): string[] {
  if (!route.access) throw new Error(`${route.id} declares no access`)
  const table = route.access.table ?? {}
  return expectedOf(route.auth === 'public' ? table : { ...table, get: [...(table.get ?? []), 'accessToken', 'profile'] })
}

/** A written-out expectation, by verb (`query gsi2` for an index) and pattern: for the functions that are no routes. */
function writtenOut(expected: Partial<Record<Verb | `query ${IndexName}`, string[]>>): string[] {
  return Object.entries(expected)
    .flatMap(([verb, patterns]) => {
      const [name, index] = verb.split(' ') as [Verb, IndexName?]
      return ACTIONS_OF[name].flatMap((action) => patterns.map((pattern) => `${action}${index ? ` ${index}` : ''} ${pattern}`))
    })
    .sort()
}

const ITEM_ACTIONS = new Set(Object.values(ACTIONS_OF).flat())

const rows: readonly RouteDef[] = routeList

interface Statement {
  Action: string | string[]
  Resource: unknown
  Condition?: Record<string, Record<string, string[]>>
}

const actionsOf = (statement: Statement) => [statement.Action].flat()
const isTableStatement = (statement: Statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:'))
/** The index a statement's resource names, or undefined for the table itself. */
const indexOf = (statement: Statement) => /\/index\/([^"]+)"/.exec(JSON.stringify(statement.Resource))?.[1]
const leadingKeysOf = (statement: Statement) => statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']

/** `<action>[ <index>] <pattern>` per action and partition a policy allows on the table and its indexes (the stream's own actions left out). */
function grantedOf(statements: readonly Statement[]): string[] {
  const granted = new Set<string>()
  for (const statement of statements.filter(isTableStatement)) {
    const index = indexOf(statement)
    for (const action of actionsOf(statement).map((name) => name.replace(/^dynamodb:/, ''))) {
      if (!ITEM_ACTIONS.has(action)) continue
      for (const pattern of leadingKeysOf(statement) ?? ['<no LeadingKeys condition>']) granted.add(`${action}${index ? ` ${index}` : ''} ${pattern}`)
    }
  }
  return [...granted].sort()
}

/** The non-table services a policy reaches (`s3`, `kms`, `cognito-idp`): the table, and the logs and X-Ray every function writes, left out. */
const servicesOf = (statements: readonly Statement[]) =>
  [...new Set(statements.flatMap(actionsOf).map((action) => action.split(':')[0] ?? ''))]
    .filter((service) => !['dynamodb', 'logs', 'xray'].includes(service))
    .sort()

/** Every policy of a stack's template, by logical id. */
function policiesOf(...templates: Template[]): Map<string, Statement[]> {
  return new Map(
    templates.flatMap((template) =>
      Object.entries(template.findResources('AWS::IAM::ManagedPolicy')).map(([logicalId, policy]) => [
        logicalId,
        policy.Properties.PolicyDocument.Statement as Statement[],
      ]),
    ),
  )
}

describe('table permissions with dynamodb:LeadingKeys', () => {
  let api: Map<string, Statement[]>
  let events: Map<string, Statement[]>
  beforeAll(() => {
    const stage = synthesizedStage('dev')
    api = policiesOf(stage.templateOf(stage.api), ...stage.apiAreas.map((area) => stage.templateOf(area)))
    events = policiesOf(stage.templateOf(stage.events))
  })

  const statementsOf = (policies: Map<string, Statement[]>, prefix: string): Statement[] => {
    const found = [...policies].filter(([logicalId]) => logicalId.startsWith(prefix))
    if (found.length !== 1 || !found[0]) throw new Error(`Expected one policy ${prefix}*, found ${found.length}`)
    return found[0][1]
  }

  it.each(rows.map((route) => [route.id, route] as const))('%s reaches only the partitions its row declares, with only its actions', (id, route) => {
    expect(grantedOf(statementsOf(api, `${id}Policy`))).toEqual(expectedOfRoute(route))
  })

  it.each(rows.map((route) => [route.id, route] as const))(
    '%s reaches the documents bucket and the user pool only if its row says so, and the origin-verify secret',
    (id, route) => {
      const services = servicesOf(statementsOf(api, `${id}Policy`))
      expect(services.includes('s3'), 's3').toBe(Boolean(route.access?.documents?.length))
      expect(services.includes('cognito-idp'), 'cognito-idp').toBe(Boolean(route.access?.cognito?.length))
      // The documents key serves the bucket only (a route that only deletes documents needs none: S3 adds the delete marker).
      if (!services.includes('s3')) expect(services).not.toContain('kms')
      // Every route reads the origin-verify secret at run time (functions/lib/origin-verify.ts).
      expect(services).toContain('secretsmanager')
      expect(services.filter((service) => !['s3', 'kms', 'cognito-idp', 'secretsmanager'].includes(service))).toEqual([])
    },
  )

  it('gives the hourly sweep the pending index, and the deletes and count updates of one upload', () => {
    expect(grantedOf(statementsOf(api, 'JobsSweepUploadsPolicy'))).toEqual(
      writtenOut({ 'query gsi2': ['PENDING_DOCUMENTS'], delete: ['DOC#*', 'USER#*'], update: ['USER#*'] }),
    )
  })

  it('gives the daily reconciliation a Scan of the table alone, the transfer partitions to read again and its reports to put', () => {
    const statements = statementsOf(api, 'JobsReconcileLedgerPolicy')
    const scans = statements.filter((statement) => actionsOf(statement).includes('dynamodb:Scan'))
    // A Scan has no leading key: it is this job's alone, on the table (not an index), with nothing else beside it.
    expect(scans.map((statement) => [actionsOf(statement), JSON.stringify(statement.Resource).includes('index')])).toEqual([
      [['dynamodb:Scan'], false],
    ])
    expect(grantedOf(statements.filter((statement) => !scans.includes(statement)))).toEqual(
      writtenOut({ query: ['TRANSFER#*'], put: ['RECONCILIATION'] }),
    )
  })

  it('gives the stream consumers only their own items: search postings (with the sender profile they index), and profiles, notice markers (of transfers and accounts) and tracking links', () => {
    expect(grantedOf(statementsOf(events, 'ConsumersindexSearchPolicy'))).toEqual(writtenOut({ batchWrite: ['SEARCH#*'], get: ['USER#*'] }))
    expect(grantedOf(statementsOf(events, 'ConsumersnotifyPolicy'))).toEqual(
      writtenOut({ get: ['USER#*'], put: ['TRACK#*', 'TRANSFER#*', 'USER#*'], update: ['TRANSFER#*', 'USER#*'], delete: ['TRANSFER#*', 'USER#*'] }),
    )
  })

  it('conditions every item action on its leading keys, grants Scan to nobody but the reconciliation, and each action once per resource', () => {
    for (const [logicalId, unscanned] of [...api, ...events]) {
      // The reconciliation's Scan is checked above, on its own.
      const statements = logicalId.startsWith('JobsReconcileLedgerPolicy')
        ? unscanned.filter((statement) => !actionsOf(statement).includes('dynamodb:Scan'))
        : unscanned
      const itemStatements = statements.filter((statement) =>
        actionsOf(statement).some((action) => ITEM_ACTIONS.has(action.replace(/^dynamodb:/, '')) || action === 'dynamodb:Scan'),
      )
      const seen = new Set<string>()
      for (const statement of itemStatements) {
        expect(actionsOf(statement), logicalId).not.toContain('dynamodb:Scan')
        expect(Object.keys(statement.Condition ?? {}), logicalId).toEqual(['ForAllValues:StringLike'])
        const patterns = leadingKeysOf(statement) ?? []
        expect(patterns.length, logicalId).toBeGreaterThan(0)
        for (const pattern of patterns) expect(pattern, logicalId).toMatch(/^[A-Z_]+(#[A-Z_]+)*(#\*)?$/)
        // ForAllValues: a BatchGetItem of keys in several partitions must meet one statement that lists them all.
        for (const action of actionsOf(statement)) {
          const key = `${action} ${JSON.stringify(statement.Resource)}`
          expect(seen.has(key), `${logicalId}: ${key} granted twice`).toBe(false)
          seen.add(key)
        }
      }
    }
  })

  it('queries an index only in partitions of that index, and writes only to the table', () => {
    const indexPatterns = Object.fromEntries(
      GLOBAL_INDEXES.map(({ indexName }) => [
        indexName,
        Object.values(ENTITIES).flatMap((entity) => {
          const keys: unknown = (entity as Record<string, unknown>)[indexName]
          return typeof keys === 'object' && keys !== null && 'pk' in keys && typeof keys.pk === 'string' ? [partitionPattern(keys.pk)] : []
        }),
      ]),
    )
    for (const [logicalId, statements] of [...api, ...events]) {
      for (const statement of statements.filter(isTableStatement)) {
        const index = indexOf(statement)
        if (!index) continue
        expect(actionsOf(statement), logicalId).toEqual(['dynamodb:Query'])
        expect(JSON.stringify(statement.Resource), logicalId).not.toContain('index/*')
        for (const pattern of leadingKeysOf(statement) ?? []) expect(indexPatterns[index], logicalId).toContain(pattern)
      }
    }
  })
})

describe('table-policy', () => {
  it("turns a key template into the pattern of its partitions: the literal start, then '*' for the values", () => {
    expect(partitionPattern('USER#{sub}')).toBe('USER#*')
    expect(partitionPattern('IDEMPOTENCY#{ownerId}#{key}')).toBe('IDEMPOTENCY#*')
    expect(partitionPattern('STATS#ALL#{unit}')).toBe('STATS#ALL#*')
    expect(partitionPattern('COUNTRY')).toBe('COUNTRY')
    expect(() => partitionPattern('ODD*{id}')).toThrow(/wildcard/)
  })

  it('grants each action once, with every partition it reaches; index queries on the named index', () => {
    const stack = new Stack(testApp(), 'Grants')
    const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING }, tableName: 'data' })
    const statements = tableStatements({ get: ['profile', 'country', 'document'], put: ['document'], queryIndex: { gsi1: ['transfer'] } }, table).map(
      (statement) => stack.resolve(statement.toStatementJson()) as Statement,
    )
    expect(grantedOf(statements)).toEqual(writtenOut({ get: ['COUNTRY', 'USER#*'], put: ['USER#*'], 'query gsi1': ['OWNER#*'] }))
    const reads = statements.find((statement) => actionsOf(statement).includes('dynamodb:GetItem'))
    expect(reads?.Action).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem'])
    expect(leadingKeysOf(reads ?? { Action: [], Resource: '' })).toEqual(['COUNTRY', 'USER#*'])
  })
})
