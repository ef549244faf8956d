import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3'
import { sdkStreamMixin } from '@smithy/core/serde'
import { marshall } from '@aws-sdk/util-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'

/**
 * An in-memory stand-in for the three AWS services: a DynamoDB table (Get/Put/Update/Delete/Query/
 * TransactWrite with `attribute_not_exists(pk)` conditions, SET and ADD updates) and a Cognito user
 * pool and an S3 bucket (Get/Head/DeleteObject), all behind aws-sdk-client-mock. Good enough for handlers to succeed on it, so a fault can be injected
 * at any one of the calls a request makes. Every call is recorded with its outcome, and the whole
 * state can be snapshot and compared, to see what a failed request left.
 */

export type Service = 'dynamodb' | 'cognito' | 's3'

export interface Call {
  service: Service
  command: string
  outcome: 'ok' | 'failed' | 'fault'
}

/**
 * A fault at one call of `service` (only at `commands`, when given). The clients are mocked whole, so
 * the SDK's own retries do not run here: a thrown fault is what the handler sees after them, and a
 * `replayed` one is the retry itself: the call lands, its answer is lost (a time-out), and the SDK
 * sends it again, so the handler sees the answer of the second attempt.
 */
export type Fault = { id: string; service: Service; commands?: readonly string[] } & (
  | { make: (input: Record<string, unknown>) => Error }
  | { replayed: true }
)

interface CognitoUser {
  sub: string
  email: string
  password: string
  createdAt: string
  /** An e-mail change waiting for its code. */
  pendingEmail?: string
  /** Two-factor sign-in: the authenticator's secret once associated, verified by a first code, then on. */
  totp?: { secret: string; verified: boolean; enabled: boolean }
}

/** The one code the fake authenticator accepts, like the fixed e-mail code. */
export const FAKE_TOTP_CODE = '123456'

export interface WorldState {
  items: Map<string, Record<string, unknown>>
  users: Map<string, CognitoUser>
  refreshTokens: Map<string, string>
  /** Object bodies, base64. */
  objects: Map<string, string>
  /** Sign-in challenges handed out and not yet answered: Cognito session → username. */
  challenges: Map<string, string>
}

/** An AWS service error as the SDK throws it: name, message, HTTP status. */
export function awsError(name: string, httpStatusCode?: number, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`${name} (injected)`), {
    name,
    $fault: httpStatusCode !== undefined && httpStatusCode >= 500 ? 'server' : 'client',
    $metadata: httpStatusCode === undefined ? {} : { httpStatusCode },
    ...fields,
  })
}

/** A cancelled transaction whose first item failed for `reason` (the others 'None'), as DynamoDB reports it. */
export function cancelled(input: Record<string, unknown>, reason: string): Error {
  const count = Array.isArray(input.TransactItems) ? input.TransactItems.length : 1
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reason}] (injected)`,
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: Array.from({ length: count }, (_, i) => ({ Code: i === 0 ? reason : 'None' })),
  })
}

/** An object's bytes as the S3 client hands a GetObject body over (a stream with `transformToByteArray`). */
export function objectBody(bytes: Uint8Array): NonNullable<GetObjectCommandOutput['Body']> {
  return sdkStreamMixin(Readable.from([Buffer.from(bytes)])) as NonNullable<GetObjectCommandOutput['Body']>
}

const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}\u0000${String(key.sk)}`
const clone = <T>(value: T): T => structuredClone(value)

function decodeJwtSub(token: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload === 'object' && payload !== null && 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : undefined
  } catch {
    return undefined
  }
}

/** Replaces `#name` placeholders with the attribute names they stand for. */
function names(expression: string, map: Record<string, string> | undefined): string {
  return expression.replace(/#\w+/g, (placeholder) => map?.[placeholder] ?? placeholder)
}

export function createFakeAws(options: { signAccessToken: (sub: string) => string }) {
  const dynamo = mockClient(DynamoDBDocumentClient)
  const cognito = mockClient(CognitoIdentityProviderClient)
  const s3 = mockClient(S3Client)
  let state: WorldState = { items: new Map(), users: new Map(), refreshTokens: new Map(), objects: new Map(), challenges: new Map() }
  let calls: Call[] = []
  let fault: { at: number; fault: Fault } | undefined

  const conditionFails = (condition: unknown, existing: Record<string, unknown> | undefined) =>
    typeof condition === 'string' && /attribute_not_exists\(pk\)/.test(condition) && !/ OR /.test(condition) && existing !== undefined

  /**
   * A single PutItem's or DeleteItem's condition (not a transaction's): also an existing item (a delete
   * of something that must be there) and a whole-condition version compare (recipients-store.ts).
   */
  const singleConditionFails = (condition: unknown, existing: Record<string, unknown> | undefined, values: Record<string, unknown> = {}) => {
    if (typeof condition !== 'string') return false
    if (/^attribute_exists\(pk\)$/.test(condition.trim())) return existing === undefined
    const version = /^version = (:\w+)$/.exec(condition.trim())
    if (version) return existing?.version !== values[version[1] ?? '']
    return conditionFails(condition, existing)
  }

  function put(item: Record<string, unknown>) {
    state.items.set(keyOf(item), clone(item))
  }

  function update(input: Record<string, unknown>) {
    const key = input.Key as Record<string, unknown>
    const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>
    let item: Record<string, unknown> = { ...(state.items.get(keyOf(key)) ?? { ...key }) }
    const expression = names(String(input.UpdateExpression), input.ExpressionAttributeNames as Record<string, string> | undefined)
    for (const [, action, body] of expression.matchAll(/\b(SET|ADD|REMOVE)\s+(.*?)(?=\s+\b(?:SET|ADD|REMOVE)\s|$)/g)) {
      for (const clause of (body ?? '').split(/,(?![^(]*\))/).map((c) => c.trim())) {
        // A map entry (`map.#key`, names already filled in): one level deep, as the stores write them.
        const [top = '', entry] = (action === 'REMOVE' ? clause : (clause.split(/[=\s]/)[0] ?? '')).trim().split(/\.(.*)/s)
        if (entry !== undefined) {
          const kept = Object.entries((item[top] ?? {}) as Record<string, unknown>).filter(([name]) => name !== entry)
          item[top] = Object.fromEntries(action === 'REMOVE' ? kept : [...kept, [entry, values[clause.split('=')[1]?.trim() ?? '']]])
        } else if (action === 'SET') {
          const [name = '', value = ''] = clause.split('=').map((part) => part.trim())
          item[name] = value in values ? values[value] : `<${value}>`
        } else if (action === 'ADD') {
          const [name = '', value = ''] = clause.split(/\s+/)
          item[name] = Number(item[name] ?? 0) + Number(values[value] ?? 0)
        } else {
          item = Object.fromEntries(Object.entries(item).filter(([name]) => name !== clause))
        }
      }
    }
    state.items.set(keyOf(key), item)
  }

  function query(input: Record<string, unknown>): Record<string, unknown>[] {
    const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>
    const condition = names(String(input.KeyConditionExpression), input.ExpressionAttributeNames as Record<string, string> | undefined)
    const partition = /^(\w+)\s*=\s*(:\w+)/.exec(condition)
    const between = /AND\s+(\w+)\s+BETWEEN\s+(:\w+)\s+AND\s+(:\w+)/.exec(condition)
    const begins = /AND\s+begins_with\((\w+),\s*(:\w+)\)/.exec(condition)
    const sortName = between?.[1] ?? begins?.[1] ?? (input.IndexName ? `${String(input.IndexName)}sk` : 'sk')
    const items = [...state.items.values()]
      .filter((item) => partition && item[partition[1] ?? ''] === values[partition[2] ?? ''])
      .filter(
        (item) =>
          !between || (String(item[sortName]) >= String(values[between[2] ?? '']) && String(item[sortName]) <= String(values[between[3] ?? ''])),
      )
      .filter((item) => !begins || String(item[sortName]).startsWith(String(values[begins[2] ?? ''])))
      .sort((a, b) => String(a[sortName]).localeCompare(String(b[sortName])))
    if (input.ScanIndexForward === false) items.reverse()
    return items.slice(0, typeof input.Limit === 'number' ? input.Limit : undefined).map(clone)
  }

  function transact(input: Record<string, unknown>) {
    const actions = input.TransactItems as Record<string, Record<string, unknown>>[]
    const reasons = actions.map((action) => {
      const put = action.Put
      return put && conditionFails(put.ConditionExpression, state.items.get(keyOf(put.Item as Record<string, unknown>)))
        ? 'ConditionalCheckFailed'
        : 'None'
    })
    if (reasons.some((reason) => reason !== 'None')) {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: { httpStatusCode: 400 },
        CancellationReasons: reasons.map((Code) => ({ Code })),
      })
    }
    for (const action of actions) {
      if (action.Put) put(action.Put.Item as Record<string, unknown>)
      if (action.Update) update(action.Update)
      if (action.Delete) state.items.delete(keyOf(action.Delete.Key as Record<string, unknown>))
    }
  }

  // Cognito names a user by its username (here the subject) or its e-mail alias.
  const userByEmail = (name: unknown) => state.users.get(String(name)) ?? [...state.users.values()].find((user) => user.sub === name)
  const notFound = () => awsError('UserNotFoundException', 400)
  const userOfToken = (token: unknown) => {
    const sub = decodeJwtSub(String(token))
    const user = [...state.users.values()].find((u) => u.sub === sub)
    if (!user) throw awsError('NotAuthorizedException', 400)
    return user
  }

  function issueTokens(user: CognitoUser) {
    const refresh = `refresh-${randomUUID()}`
    state.refreshTokens.set(refresh, user.email)
    return { AuthenticationResult: { AccessToken: options.signAccessToken(user.sub), RefreshToken: refresh, ExpiresIn: 3600 } }
  }

  const handlers: Record<string, (input: Record<string, unknown>) => unknown> = {
    GetCommand: (input) => {
      const item = state.items.get(keyOf(input.Key as Record<string, unknown>))
      return item ? { Item: clone(item) } : {}
    },
    BatchGetCommand: (input) => {
      const requests = input.RequestItems as Record<string, { Keys: Record<string, unknown>[] }>
      const responses = Object.entries(requests).map(([table, { Keys }]) => [
        table,
        Keys.flatMap((key) => {
          const item = state.items.get(keyOf(key))
          return item ? [clone(item)] : []
        }),
      ])
      return { Responses: Object.fromEntries(responses), UnprocessedKeys: {} }
    },
    PutCommand: (input) => {
      const item = input.Item as Record<string, unknown>
      const existing = state.items.get(keyOf(item))
      if (singleConditionFails(input.ConditionExpression, existing, (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>)) {
        throw new ConditionalCheckFailedException({
          message: 'The conditional request failed',
          $metadata: { httpStatusCode: 400 },
          ...(input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && existing
            ? { Item: marshall(existing, { removeUndefinedValues: true }) }
            : {}),
        })
      }
      put(item)
      return {}
    },
    UpdateCommand: (input) => {
      update(input)
      const after = state.items.get(keyOf(input.Key as Record<string, unknown>))
      return input.ReturnValues === 'ALL_NEW' && after ? { Attributes: clone(after) } : {}
    },
    DeleteCommand: (input) => {
      if (singleConditionFails(input.ConditionExpression, state.items.get(keyOf(input.Key as Record<string, unknown>)))) {
        throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: { httpStatusCode: 400 } })
      }
      state.items.delete(keyOf(input.Key as Record<string, unknown>))
      return {}
    },
    QueryCommand: (input) => {
      const items = query(input)
      return { Items: items, Count: items.length, ScannedCount: items.length }
    },
    ScanCommand: () => ({ Items: [...state.items.values()].map(clone) }),
    TransactWriteCommand: (input) => {
      transact(input)
      return {}
    },
    AdminCreateUserCommand: (input) => {
      if (userByEmail(input.Username)) throw awsError('UsernameExistsException', 400)
      const user = { sub: randomUUID(), email: String(input.Username), password: '', createdAt: new Date().toISOString() }
      state.users.set(user.email, user)
      return { User: { Username: user.email, Attributes: [{ Name: 'sub', Value: user.sub }] } }
    },
    AdminGetUserCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      const attributes = [
        { Name: 'sub', Value: user.sub },
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ]
      return {
        Username: user.email,
        UserAttributes: attributes,
        UserCreateDate: new Date(user.createdAt),
        ...(user.totp?.enabled ? { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {}),
      }
    },
    AdminSetUserPasswordCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      user.password = String(input.Password)
      return {}
    },
    AdminDeleteUserCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      state.users.delete(user.email)
      return {}
    },
    // As Cognito with keepOriginal: the new address waits for the code (123456) sent to it.
    AdminUpdateUserAttributesCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      const email = (input.UserAttributes as { Name: string; Value: string }[]).find((a) => a.Name === 'email')?.Value
      if (email && email !== user.email) {
        if (userByEmail(email)) throw awsError('AliasExistsException', 400)
        user.pendingEmail = email
      }
      return {}
    },
    VerifyUserAttributeCommand: (input) => {
      const sub = decodeJwtSub(String(input.AccessToken))
      const user = [...state.users.values()].find((u) => u.sub === sub)
      if (!user?.pendingEmail) throw awsError('NotAuthorizedException', 400)
      if (input.Code !== '123456') throw awsError('CodeMismatchException', 400)
      state.users.delete(user.email)
      const { pendingEmail, ...rest } = user
      state.users.set(pendingEmail, { ...rest, email: pendingEmail })
      return {}
    },
    InitiateAuthCommand: (input) => {
      const parameters = input.AuthParameters as Record<string, string>
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH') {
        const email = state.refreshTokens.get(parameters.REFRESH_TOKEN ?? '')
        const user = email === undefined ? undefined : userByEmail(email)
        if (!user) throw awsError('NotAuthorizedException', 400)
        return { AuthenticationResult: { AccessToken: options.signAccessToken(user.sub), ExpiresIn: 3600 } }
      }
      // The app client allows no USER_PASSWORD_AUTH: only AdminInitiateAuth signs in.
      throw awsError('InvalidParameterException', 400)
    },
    AdminInitiateAuthCommand: (input) => {
      const parameters = input.AuthParameters as Record<string, string>
      const user = userByEmail(parameters.USERNAME)
      if (!user || user.password !== parameters.PASSWORD) throw awsError('NotAuthorizedException', 400)
      if (user.totp?.enabled) {
        const session = `challenge-${randomUUID()}`
        state.challenges.set(session, user.email)
        return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session }
      }
      return issueTokens(user)
    },
    AdminRespondToAuthChallengeCommand: (input) => {
      const responses = input.ChallengeResponses as Record<string, string>
      const email = state.challenges.get(String(input.Session))
      const user = email === undefined ? undefined : userByEmail(email)
      if (!user || userByEmail(responses.USERNAME) !== user) throw awsError('NotAuthorizedException', 400)
      if (responses.SOFTWARE_TOKEN_MFA_CODE !== FAKE_TOTP_CODE) throw awsError('CodeMismatchException', 400)
      state.challenges.delete(String(input.Session))
      return issueTokens(user)
    },
    AssociateSoftwareTokenCommand: (input) => {
      const user = userOfToken(input.AccessToken)
      user.totp = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', verified: false, enabled: user.totp?.enabled ?? false }
      return { SecretCode: user.totp.secret }
    },
    VerifySoftwareTokenCommand: (input) => {
      const user = userOfToken(input.AccessToken)
      if (!user.totp) throw awsError('InvalidParameterException', 400)
      if (input.UserCode !== FAKE_TOTP_CODE) throw awsError('EnableSoftwareTokenMFAException', 400)
      user.totp.verified = true
      return { Status: 'SUCCESS' }
    },
    SetUserMFAPreferenceCommand: (input) => {
      const user = userOfToken(input.AccessToken)
      const enabled = (input.SoftwareTokenMfaSettings as { Enabled?: boolean } | undefined)?.Enabled === true
      if (enabled && !user.totp?.verified) throw awsError('InvalidParameterException', 400)
      if (user.totp) user.totp.enabled = enabled
      return {}
    },
    AdminSetUserMFAPreferenceCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      if (user.totp) user.totp.enabled = (input.SoftwareTokenMfaSettings as { Enabled?: boolean } | undefined)?.Enabled === true
      return {}
    },
    RevokeTokenCommand: (input) => {
      state.refreshTokens.delete(String(input.Token))
      return {}
    },
    ForgotPasswordCommand: () => ({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } }),
    ConfirmForgotPasswordCommand: (input) => {
      const user = userByEmail(input.Username)
      if (!user) throw notFound()
      if (input.ConfirmationCode !== '123456') throw awsError('CodeMismatchException', 400)
      user.password = String(input.Password)
      return {}
    },
    ChangePasswordCommand: (input) => {
      const sub = decodeJwtSub(String(input.AccessToken))
      const user = [...state.users.values()].find((u) => u.sub === sub)
      if (!user || user.password !== input.PreviousPassword) throw awsError('NotAuthorizedException', 400)
      user.password = String(input.ProposedPassword)
      return {}
    },
    GetObjectCommand: (input) => {
      const stored = state.objects.get(String(input.Key))
      if (stored === undefined) throw awsError('NoSuchKey', 404)
      const bytes = Buffer.from(stored, 'base64')
      if (bytes.length === 0) throw awsError('InvalidRange', 416)
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(input.Range ?? ''))
      const from = Number(range?.[1] ?? 0)
      const to = Math.min(Number(range?.[2] ?? bytes.length - 1), bytes.length - 1)
      return { Body: objectBody(bytes.subarray(from, to + 1)), ContentRange: `bytes ${from}-${to}/${bytes.length}`, ETag: `"etag-${bytes.length}"` }
    },
    HeadObjectCommand: (input) => {
      const stored = state.objects.get(String(input.Key))
      if (stored === undefined) throw awsError('NotFound', 404)
      const size = Buffer.from(stored, 'base64').length
      return { ETag: `"etag-${size}"`, ContentLength: size }
    },
    DeleteObjectCommand: (input) => {
      state.objects.delete(String(input.Key))
      return {}
    },
  }

  function route(service: Service, command: string, input: Record<string, unknown>): unknown {
    const index = calls.length
    const handle = handlers[command] ?? (() => ({}))
    if (fault?.at === index) {
      calls.push({ service, command, outcome: 'fault' })
      if ('make' in fault.fault) throw fault.fault.make(input)
      handle(input)
    }
    try {
      const result = handle(input)
      calls.push({ service, command, outcome: 'ok' })
      return result
    } catch (error) {
      calls.push({ service, command, outcome: 'failed' })
      throw error
    }
  }

  /**
   * Every call goes to the handler named by its command's class, and is logged with its outcome; a
   * command without a handler answers nothing, as a bare mock does, and is not logged.
   */
  function serve(service: Service, send: { callsFake(fake: (command: { input: object }) => unknown): unknown }) {
    send.callsFake((command) => {
      const name = command.constructor.name
      return name in handlers ? route(service, name, command.input as Record<string, unknown>) : undefined
    })
  }

  function install() {
    serve('dynamodb', dynamo.send)
    serve('cognito', cognito.send)
    serve('s3', s3.send)
  }
  install()

  return {
    /** Everything stored, deep-copied. */
    snapshot: (): WorldState => clone(state),
    restore(saved: WorldState) {
      state = clone(saved)
    },
    putItem: put,
    putObject(key: string, bytes: Uint8Array) {
      state.objects.set(key, Buffer.from(bytes).toString('base64'))
    },
    item: (pk: string, sk: string) => state.items.get(keyOf({ pk, sk })),
    /** Starts a fresh call log; `faultAt` makes call number `at` (0-based) throw. */
    arm(faultAt?: { at: number; fault: Fault }) {
      calls = []
      fault = faultAt
    },
    calls: (): readonly Call[] => calls,
    reset() {
      dynamo.reset()
      cognito.reset()
      s3.reset()
      install()
    },
    restoreClients() {
      dynamo.restore()
      cognito.restore()
      s3.restore()
    },
  }
}
export type FakeAws = ReturnType<typeof createFakeAws>

/** ` {a,b}`: the fields of an item that differ, when both sides are objects. */
function changedFields(a: unknown, b: unknown): string {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return ''
  const before = a as Record<string, unknown>
  const after = b as Record<string, unknown>
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
  return ` {${fields.sort().join(',')}}`
}

/** What changed between two states, as `<service>:<key>` lines (`+` added, `-` removed, `~` changed, with the fields). */
export function stateDiff(before: WorldState, after: WorldState): string[] {
  const diff: string[] = []
  const compare = (service: string, a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>, show: (key: string) => string) => {
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (!a.has(key)) diff.push(`${service}:+${show(key)}`)
      else if (!b.has(key)) diff.push(`${service}:-${show(key)}`)
      else if (JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key)))
        diff.push(`${service}:~${show(key)}${changedFields(a.get(key), b.get(key))}`)
    }
  }
  compare('dynamodb', before.items, after.items, (key) => key.replace('\u0000', ' | '))
  compare('cognito', before.users, after.users, (key) => key)
  compare('cognito-refresh', before.refreshTokens, after.refreshTokens, () => 'refresh token')
  compare('s3', before.objects, after.objects, (key) => key)
  return diff.sort()
}
