import { App, Stack } from 'aws-cdk-lib'
import type { Template } from 'aws-cdk-lib/assertions'
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { beforeAll, describe, expect, it } from 'vitest'
import { GLOBAL_INDEXES } from '../../functions/model/table-definition'
import { ENTITIES } from '../../functions/model/table-keys'
import { routeList, type RouteId } from '../../shared/api/routes'
import { partitionPattern, tableStatements } from './constructs/table-policy'
import { synthesizedStage } from './testing/test-stage'

/**
 * Each function reaches only the partitions its code uses, with only the actions
 * it uses. `get` stands for GetItem and BatchGetItem (granted together: store/item-reads.ts batches
 * the reads made together); `query gsi1` is a Query on that index. Every signed-in route reads
 * profiles (`USER#*`): the request wrapper loads the caller's.
 *
 * Written out on purpose, apart from route-permissions.ts: widening a grant (an action, a partition)
 * fails here until this table says so too. These were checked against every DynamoDB call the
 * integration suite makes, attributed to its route (docs/architecture.md, "Least privilege").
 */
type Verb = 'get' | 'query' | 'query gsi1' | 'query gsi2' | 'put' | 'update' | 'delete' | 'batchWrite'
type Expected = Partial<Record<Verb, string[]>>

const TRANSFER_STATUS_WRITE: Expected = {
  get: ['TRANSFER#*', 'USER#*'],
  put: ['TRANSFER#*'],
  update: ['STATS#ALL', 'STATS#ALL#*', 'USER#*'],
  delete: ['REVIEW'],
}

const EXPECTED: Record<RouteId, Expected> = {
  getHealth: {},
  listCountries: { query: ['COUNTRY'] },
  getCountry: { get: ['COUNTRY'] },
  signUp: { get: ['EMAIL#*', 'USER#*'], put: ['EMAIL#*'] },
  logIn: {
    get: ['EMAIL#*', 'LOGIN#*', 'SANCTIONS', 'USER#*'],
    query: ['SANCTIONS#*'],
    put: ['EMAIL#*', 'LOGIN#*', 'USER#*'],
    update: ['LOGIN#*'],
    delete: ['EMAIL#*', 'LOGIN#*'],
  },
  verifyTwoFactorSignIn: { get: ['EMAIL#*', 'LOGIN#*', 'USER#*'], put: ['LOGIN#*', 'USER#*'], update: ['LOGIN#*'], delete: ['LOGIN#*'] },
  refreshSession: { get: ['USER#*'], update: ['USER#*'], delete: ['USER#*'] },
  logOut: { get: ['USER#*'], query: ['USER#*'], update: ['USER#*'], delete: ['USER#*'] },
  forgotPassword: { get: ['EMAIL#*'] },
  resetPassword: { get: ['EMAIL#*'], update: ['USER#*'], delete: ['LOGIN#*'] },
  changePassword: { get: ['USER#*'], put: ['LOGIN#*'], update: ['LOGIN#*', 'USER#*'], delete: ['LOGIN#*'] },
  getMe: { get: ['USER#*'] },
  listUsers: { get: ['USER#*'], 'query gsi1': ['USERS'] },
  getUser: { get: ['USER#*'] },
  updateUser: {
    get: ['EMAIL#*', 'SANCTIONS', 'USER#*'],
    query: ['SANCTIONS#*'],
    put: ['LOGIN#*'],
    update: ['LOGIN#*', 'USER#*'],
    delete: ['LOGIN#*'],
  },
  confirmEmailChange: { get: ['USER#*'], put: ['EMAIL#*'], update: ['USER#*'], delete: ['EMAIL#*'] },
  updateEmailPreferences: { get: ['USER#*'], update: ['USER#*'] },
  updateLanguage: { get: ['USER#*'], update: ['USER#*'] },
  startTwoFactorSetup: { get: ['USER#*'] },
  confirmTwoFactorSetup: { get: ['USER#*'], update: ['USER#*'] },
  disableTwoFactor: { get: ['USER#*'], put: ['LOGIN#*'], update: ['LOGIN#*', 'USER#*'], delete: ['LOGIN#*'] },
  resetTwoFactor: { get: ['USER#*'], update: ['USER#*'] },
  deleteUser: { get: ['USER#*'], delete: ['EMAIL#*', 'USER#*'] },
  createDocument: {
    get: ['USER#*'],
    'query gsi2': ['PENDING_DOCUMENTS'],
    put: ['DOC#*', 'USER#*'],
    update: ['USER#*'],
    delete: ['DOC#*', 'USER#*'],
  },
  listDocuments: { get: ['USER#*'], query: ['USER#*'] },
  completeDocument: { get: ['DOC#*', 'USER#*'], update: ['USER#*'] },
  downloadDocument: { get: ['DOC#*', 'USER#*'] },
  deleteDocument: { get: ['DOC#*', 'USER#*'], update: ['USER#*'], delete: ['DOC#*', 'USER#*'] },
  createTransfer: {
    get: ['COUNTRY', 'IDEMPOTENCY#*', 'QUOTE#*', 'SANCTIONS', 'TRANSFER#*', 'USER#*'],
    query: ['SANCTIONS#*'],
    put: ['IDEMPOTENCY#*', 'INVOICE#*', 'MOBILE#*', 'REVIEW', 'TRANSFER#*'],
    update: ['STATS#ALL', 'STATS#ALL#*', 'USER#*', 'VELOCITY#*'],
  },
  listMyTransfers: { get: ['INVOICE#*', 'TRANSFER#*', 'USER#*'], query: ['MOBILE#*', 'USER#*'], 'query gsi1': ['OWNER#*'] },
  listTransfers: {
    get: ['INVOICE#*', 'STATS#ALL', 'TRANSFER#*', 'USER#*'],
    query: ['MOBILE#*', 'SEARCH#*', 'STATS#ALL#*', 'USER#*'],
    'query gsi1': ['OWNER#*'],
    'query gsi2': ['TRANSFERS'],
  },
  getDailyTransferStats: { get: ['USER#*'], query: ['STATS#ALL#*'] },
  getTransfer: { get: ['TRANSFER#*', 'USER#*'], query: ['TRANSFER#*'] },
  updateTransfer: {
    get: ['SANCTIONS', 'TRANSFER#*', 'USER#*'],
    query: ['SANCTIONS#*', 'TRANSFER#*'],
    put: ['MOBILE#*', 'REVIEW', 'TRANSFER#*'],
    update: ['STATS#ALL', 'STATS#ALL#*', 'USER#*'],
    delete: ['MOBILE#*'],
  },
  deleteTransfer: {
    get: ['TRANSFER#*', 'USER#*'],
    put: ['TRANSFER#*'],
    update: ['STATS#ALL', 'STATS#ALL#*', 'USER#*'],
    delete: ['INVOICE#*', 'MOBILE#*'],
  },
  cancelTransfer: TRANSFER_STATUS_WRITE,
  subscribeNewsletter: { put: ['NEWSLETTER#*'] },
  listExchangeRates: { get: ['USER#*'], query: ['RATES'] },
  setExchangeRate: { get: ['USER#*'], put: ['RATE#*', 'RATES'] },
  listExchangeRateHistory: { get: ['USER#*'], query: ['RATE#*'] },
  createQuote: { get: ['RATES'], put: ['QUOTE#*'], update: ['QUOTES#*'] },
  createClaim: { get: ['TRANSFER#*', 'USER#*'], put: ['TRANSFER#*'] },
  listClaims: { get: ['USER#*'], 'query gsi2': ['CLAIMS#*'] },
  resolveClaim: TRANSFER_STATUS_WRITE,
  getMyLimits: { get: ['USER#*'] },
  getIdentity: { get: ['USER#*'] },
  saveIdentity: { get: ['USER#*'], put: ['USER#*'] },
  listHeldTransfers: { get: ['TRANSFER#*', 'USER#*'], query: ['REVIEW'] },
  releaseTransfer: TRANSFER_STATUS_WRITE,
  rejectTransfer: TRANSFER_STATUS_WRITE,
}

const VERBS: Record<string, Verb> = {
  'dynamodb:GetItem': 'get',
  'dynamodb:BatchGetItem': 'get',
  'dynamodb:Query': 'query',
  'dynamodb:PutItem': 'put',
  'dynamodb:UpdateItem': 'update',
  'dynamodb:DeleteItem': 'delete',
  'dynamodb:BatchWriteItem': 'batchWrite',
}

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

/** `<verb> <pattern>` per action and partition a policy allows on the table and its indexes (the stream's own actions left out). */
function grantedOf(statements: readonly Statement[]): string[] {
  const granted = new Set<string>()
  for (const statement of statements.filter(isTableStatement)) {
    const index = indexOf(statement)
    for (const action of actionsOf(statement)) {
      const verb = VERBS[action]
      if (!verb) continue
      for (const pattern of leadingKeysOf(statement) ?? ['<no LeadingKeys condition>']) granted.add(`${verb}${index ? ` ${index}` : ''} ${pattern}`)
    }
  }
  return [...granted].sort()
}

const expectedOf = (expected: Expected) =>
  Object.entries(expected)
    .flatMap(([verb, patterns]) => patterns.map((pattern) => `${verb} ${pattern}`))
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

  it.each(routeList.map((route) => route.id))('%s reaches only the partitions it uses, with only the actions it uses', (routeId) => {
    expect(grantedOf(statementsOf(api, `${routeId}Policy`))).toEqual(expectedOf(EXPECTED[routeId]))
  })

  it('gives the hourly sweep the pending index, and the deletes and count updates of one upload', () => {
    expect(grantedOf(statementsOf(api, 'JobsSweepUploadsPolicy'))).toEqual(
      expectedOf({ 'query gsi2': ['PENDING_DOCUMENTS'], delete: ['DOC#*', 'USER#*'], update: ['USER#*'] }),
    )
  })

  it('gives the stream consumers only their own items: search postings, and profiles and notice markers', () => {
    expect(grantedOf(statementsOf(events, 'ConsumersindexSearchPolicy'))).toEqual(expectedOf({ batchWrite: ['SEARCH#*'] }))
    expect(grantedOf(statementsOf(events, 'ConsumersnotifyPolicy'))).toEqual(
      expectedOf({ get: ['USER#*'], put: ['TRANSFER#*'], update: ['TRANSFER#*'], delete: ['TRANSFER#*'] }),
    )
  })

  it('conditions every item action on its leading keys, never grants Scan, and grants each action once per resource', () => {
    for (const [logicalId, statements] of [...api, ...events]) {
      const itemStatements = statements.filter((statement) => actionsOf(statement).some((action) => action in VERBS || action === 'dynamodb:Scan'))
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
    const stack = new Stack(new App(), 'Grants')
    const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING }, tableName: 'data' })
    const statements = tableStatements({ get: ['profile', 'country', 'session'], put: ['session'], queryIndex: { gsi1: ['transfer'] } }, table).map(
      (statement) => stack.resolve(statement.toStatementJson()) as Statement,
    )
    expect(grantedOf(statements)).toEqual(['get COUNTRY', 'get USER#*', 'put USER#*', 'query gsi1 OWNER#*'])
    const reads = statements.find((statement) => actionsOf(statement).includes('dynamodb:GetItem'))
    expect(reads?.Action).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem'])
    expect(leadingKeysOf(reads ?? { Action: [], Resource: '' })).toEqual(['COUNTRY', 'USER#*'])
  })
})
