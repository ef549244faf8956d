import fc from 'fast-check'
import * as z from 'zod/mini'
import { matchPath } from '../../../shared/api/path-template'
import type { HttpMethod, RouteDef, Schema } from '../../../shared/api/route-definition'
import { routeList } from '../../../shared/api/routes'

/**
 * Generated bad requests for any row of the route table, each with what the API must answer, worked
 * out here from the row's own schemas and the HTTP rules (not by calling the code under test): a
 * path that matches no row → 404/405, bad path parameters / query / body → 400 (413 above 64 KB, 415
 * for a body that is not JSON), then a missing or bad token → 401, a plain user on a staff route →
 * 403. A request valid in every respect may reach the handler; then any 2xx or 4xx is right.
 */

/** Bodies above this are refused (functions/lib/parse-request.ts MAX_BODY_BYTES, written out again here). */
const BODY_LIMIT_BYTES = 64 * 1024

/** Who the fuzz runs as: a plain user's id and the bearer tokens it uses. */
export interface FuzzContext {
  userId: string
  tokens: FuzzTokens
}

/** The bearer tokens a fuzz run uses; only `plain` (a plain user's current access token) is genuine. */
interface FuzzTokens {
  plain: string
  expired: string
  foreignKey: string
  otherClient: string
  idToken: string
  revoked: string
  refresh: string
}

export interface FuzzRequest {
  /** The row the request was generated for. */
  target: string
  method: HttpMethod
  /** Path and query, encoded as sent. */
  url: string
  headers: Record<string, string>
  body?: Uint8Array
  /** Which row the gateway dispatches it to (undefined: none). */
  dispatched?: string
  /** The status the API must answer, or undefined when the request may be valid (2xx or 4xx both right). */
  expected?: number
  /** Why that status, for failure messages. */
  because: string
  /** Whether a handler may run with it and change data (such requests are never sent). */
  writes: boolean
  /** What kind of body was generated, for failure messages. */
  bodyKind: string
}

/** What a generated request line and headers may take together. */
const URL_AND_HEADERS_LIMIT = 8 * 1024
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const ULID_CHARS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

// ---------------------------------------------------------------- values

/**
 * Dates no calendar has, or that a JavaScript Date cannot hold, written as a date field takes them:
 * each must be refused as a wrong value (400 naming the field), never reach `new Date()` and throw.
 */
export const IMPOSSIBLE_DATES = [
  '0000-00-00',
  '0000-01-01',
  '2023-02-29',
  '2023-02-30',
  '2024-02-30',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '2024-01-32',
  '2024-01-00',
  '9999-99-99',
  '9999-12-32',
  '275760-09-14',
  '+275760-09-13',
  '-000001-01-01',
  '99999999-01-01',
  '2024-1-1',
  '2024-02-29T00:00:00Z',
  '２０２４-０１-０１',
] as const

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const oddChar = fc.oneof(
  loneSurrogate,
  fc.constantFrom(
    '\u202e', // right-to-left override
    '\u200f', // right-to-left mark
    '\u200b', // zero-width space
    '\u200d', // zero-width joiner
    '\ufeff', // byte-order mark
    '\u0000',
    '\u0007',
    '\u2028',
    '\u0301', // combining accent
    '😀',
    '👩‍👩‍👧‍👦',
    '🇸🇴',
    '\u{10ffff}',
    'İ',
    'ß',
    'ﷺ',
    '\\',
    '"',
    "'",
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
)
/** Text made of the characters that break naive code: lone surrogates, RTL overrides, zero-width, emoji, NUL. */
const oddString = fc.string({ unit: oddChar, minLength: 1, maxLength: 40 })

const attackString = fc.constantFrom(
  '../../../../etc/passwd',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '${jndi:ldap://127.0.0.1/a}',
  '__proto__',
  'constructor',
  'prototype',
  'attribute_not_exists(pk)',
  ':pk',
  '#pk',
  'USER#',
  'STATS#ALL',
  'TRANSFER#00000000000000000000000000',
  '%00',
  '%s%s%s%n',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  ' ',
  '\t\n',
)

/** Big text: from a few KB up to well past the body limit, in one or several bytes per character. */
const hugeString = fc
  .tuple(fc.integer({ min: 2_000, max: 90_000 }), fc.constantFrom('A', 'é', '😀', '\u200b', '9'))
  .map(([length, char]) => char.repeat(Math.ceil(length / Buffer.byteLength(char))))

const nastyString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: oddString, weight: 4 },
  { arbitrary: attackString, weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
)

/** Values of plausible shape for this API's fields, so some fields pass and the checks behind them run. */
const plausible = fc.constantFrom<unknown>(
  'Amina',
  'amina@example.com',
  'Str0ng-Passw0rd!',
  '612-555-0142',
  '1990-04-12',
  '2026-01-01',
  ...IMPOSSIBLE_DATES,
  '55401',
  '12B',
  'Cedar Avenue',
  'Minneapolis',
  'mn',
  'so',
  'ke',
  'Parents',
  'Family Support',
  'Mobile Money',
  'Debit Card',
  '4242424242424242',
  '4242424242424241',
  '12/30',
  '13/30',
  '123',
  100,
  '250.50',
  0.001,
  -5,
  'PENDING',
  'PAID',
  'paid',
  1,
  0,
  true,
  'application/pdf',
  'image/gif',
  'scan.pdf',
  1024,
  '123456',
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
)

const deepArray = fc.integer({ min: 50, max: 20_000 }).map((depth) => {
  let value: unknown = 'x'
  for (let i = 0; i < Math.min(depth, 2_000); i++) value = [value]
  return value
})

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 5 },
  { arbitrary: plausible, weight: 4 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.1 + 0.2, Number.MAX_SAFE_INTEGER), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }), weight: 1 },
  { arbitrary: deepArray, weight: 1 },
)

// ---------------------------------------------------------------- encoding

const UNRESERVED = /[A-Za-z0-9\-._~]/

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as any client would send it). */
function percentEncode(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte)
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** The field schemas of an object schema (through a pipe, as CreateTransferSchema is), or none. */
function schemaShape(schema: Schema | undefined): Record<string, Schema> {
  let current: z.core.$ZodType | undefined = schema
  for (let depth = 0; current && depth < 5; depth++) {
    const def = current._zod.def
    if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape as Record<string, Schema>
    if (def.type !== 'pipe') return {}
    current = (def as z.core.$ZodPipeDef).in
  }
  return {}
}

/** The field names of an object schema, or none. */
const schemaKeys = (schema: Schema | undefined): string[] => Object.keys(schemaShape(schema))

/** A field takes a date when it accepts a real leap day and refuses the day after it (found from the schema, so a new date field is covered too). */
const takesDate = (field: Schema) => z.safeParse(field, '2024-02-29').success && !z.safeParse(field, '2024-02-30').success

/** Every date field of a row: in its query or its body. */
export function dateFields(route: RouteDef): { part: 'query' | 'body'; field: string }[] {
  const inPart = (part: 'query' | 'body') =>
    Object.entries(schemaShape(route[part]))
      .filter(([, field]) => takesDate(field))
      .map(([field]) => ({ part, field }))
  return [...inPart('query'), ...inPart('body')]
}

/**
 * Every date field of every row with every impossible date, sent alone with a genuine token and the
 * caller's own id in the path: the answer must be 400 with the field named.
 */
export function impossibleDateRequests({ userId, tokens }: FuzzContext): (FuzzRequest & { field: string })[] {
  return routeList.flatMap((route) =>
    dateFields(route).flatMap(({ part, field }) =>
      IMPOSSIBLE_DATES.map((date) => {
        const path = route.path.replace(/\{(\w+)\}/g, () => percentEncode(userId))
        const query = part === 'query' ? `?${percentEncode(field)}=${percentEncode(date)}` : ''
        return {
          target: route.id,
          field,
          method: route.method,
          url: `${path}${query}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.plain}` },
          ...(part === 'body' ? { body: utf8(JSON.stringify({ [field]: date })) } : {}),
          dispatched: route.id,
          expected: 400,
          because: `impossible date ${date} in ${part} field ${field}`,
          writes: false,
          bodyKind: part === 'body' ? `{ ${field}: '${date}' }` : 'none',
        }
      }),
    ),
  )
}

// ---------------------------------------------------------------- parts of a request

/** A path parameter as sent: a value to encode, or a raw (possibly broken) encoded segment. */
type ParamValue = { raw: string } | { text: string }

const freshUlid = fc.array(fc.constantFrom(...ULID_CHARS), { minLength: 26, maxLength: 26 }).map((chars) => `0${chars.slice(1).join('')}`)
const paramValue: fc.Arbitrary<ParamValue> = fc.oneof(
  { arbitrary: freshUlid.map((text) => ({ text })), weight: 2 },
  { arbitrary: fc.uuid().map((text) => ({ text })), weight: 1 },
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).map((text) => ({ text })), weight: 1 },
  { arbitrary: fc.constantFrom('ke', 'so', 'zz', 'KE', 'me', 'list').map((text) => ({ text })), weight: 1 },
  { arbitrary: nastyString.filter((s) => s.length > 0 && s.length < 3_000).map((text) => ({ text })), weight: 4 },
  {
    arbitrary: fc.constantFrom('%ZZ', '%', '%E0%A4%A', '%C0%AF', '%FF%FE', '%ED%A0%80', '%2F', '%00', '%0A', '%20').map((raw) => ({ raw })),
    weight: 2,
  },
)

/** A key value as a cursor may carry it: empty, a fresh id, odd text. */
const keyPart = fc.oneof(
  fc.constant(''),
  freshUlid,
  oddString,
  nastyString.filter((s) => s.length < 60),
)

/**
 * A cursor: base64url JSON shaped exactly like the lists' start keys (the caller's own partition,
 * everyone's, the users list, documents) with odd values, a key-shaped object with junk, or junk.
 */
const cursorValue = (userId: string) =>
  fc.oneof(
    nastyString.filter((s) => s.length < 1_500),
    fc
      .oneof(
        fc.record({ pk: keyPart.map((v) => `TRANSFER#${v}`), sk: fc.constant('TRANSFER'), gsi1pk: fc.constant(`OWNER#${userId}`), gsi1sk: keyPart }),
        fc.record({ pk: keyPart.map((v) => `TRANSFER#${v}`), sk: fc.constant('TRANSFER'), gsi2pk: fc.constant('TRANSFERS'), gsi2sk: keyPart }),
        fc.record({ pk: keyPart.map((v) => `USER#${v}`), sk: fc.constant('PROFILE'), gsi1pk: fc.constant('USERS'), gsi1sk: keyPart }),
        fc.record({ pk: fc.constant(`USER#${userId}`), sk: keyPart.map((v) => `DOC#${v}`) }),
        fc.dictionary(
          fc.constantFrom('pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'x'),
          fc.oneof(
            keyPart,
            fc.constantFrom('USER#', 'PROFILE', 'USERS', 'TRANSFERS', 'TRANSFER', 'DOC#', 'STATS#ALL', 'OWNER#'),
            fc.constant(null),
            fc.integer(),
          ),
          { maxKeys: 6 },
        ),
      )
      .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
  )

const queryEntries = (keys: string[], userId: string) =>
  fc.array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...keys, 'cursor', 'limit'), weight: 4 },
        { arbitrary: nastyString.filter((s) => s.length < 200), weight: 1 },
      ),
      fc.oneof(
        { arbitrary: plausible.map(String), weight: 3 },
        { arbitrary: nastyString.filter((s) => s.length < 2_000), weight: 3 },
        { arbitrary: cursorValue(userId), weight: 2 },
        {
          arbitrary: fc.constantFrom('0', '-1', '101', '1.5', '1e3', '', 'PAID', '2026-12-31', '1999-01-01', '90', '91', ...IMPOSSIBLE_DATES),
          weight: 2,
        },
      ),
    ),
    { maxLength: 5 },
  )

type BodyPlan = { kind: string; bytes?: Uint8Array }
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))

const bodyPlan = (keys: string[]): fc.Arbitrary<BodyPlan> => {
  const fieldObject = fc
    .tuple(
      fc.subarray(keys),
      fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(
        fc.oneof(
          nastyString.filter((s) => s.length < 100),
          fc.constantFrom('__proto__', 'constructor', 'status', 'fees', 'isAdmin', 'ownerId'),
        ),
        nastyValue,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([present, values, extra]) => Object.fromEntries([...present.map((key, i) => [key, values[i]] as const), ...Object.entries(extra)]))
  return fc.oneof(
    { arbitrary: fieldObject.map((value) => ({ kind: 'fields', bytes: utf8(JSON.stringify(value)) })), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'any JSON', bytes: utf8(JSON.stringify(value)) })), weight: 2 },
    {
      arbitrary: fc
        .integer({ min: 100, max: 30_000 })
        .map((depth) => ({ kind: `JSON nested ${depth} deep`, bytes: utf8(`${'['.repeat(depth)}${']'.repeat(depth)}`) })),
      weight: 1,
    },
    {
      arbitrary: fc.integer({ min: 100, max: 15_000 }).map((depth) => ({
        kind: `object nested ${depth} deep`,
        bytes: utf8(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '{',
            '{"a":}',
            "{'a':1}",
            '[1,]',
            'NaN',
            '\ufeff{}',
            '{"a":1}{"b":2}',
            'undefined',
            '{"a":"\\x41"}',
            '{"a":"\\ud800"',
            '"',
            '}{',
            '{"__proto__":',
          ),
          fieldObject.map((value) => JSON.stringify(value).slice(0, -1)),
        )
        .map((text) => ({ kind: 'invalid JSON', bytes: utf8(text) })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fieldObject, fc.integer({ min: BODY_LIMIT_BYTES + 1, max: 300_000 })).map(([value, size]) => ({
        kind: 'oversized',
        bytes: utf8(JSON.stringify({ ...value, padding: 'x'.repeat(size) })),
      })),
      weight: 1,
    },
    { arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => ({ kind: 'random bytes', bytes })), weight: 1 },
    { arbitrary: fc.constant({ kind: 'no body' }), weight: 1 },
  )
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 10 },
  {
    arbitrary: fc.constantFrom(
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/jsonx',
      'text/json',
      'application/json-patch+json',
    ),
    weight: 3,
  },
)

type TokenChoice = { kind: keyof FuzzTokens | 'none' | 'garbage'; header?: string }
const tokenChoice = (tokens: FuzzTokens): fc.Arbitrary<TokenChoice> => {
  const named = (kind: keyof FuzzTokens) => fc.constant<TokenChoice>({ kind, header: `Bearer ${tokens[kind]}` })
  const tamper = (token: string, flip: number) => {
    const at = flip % token.length
    return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
  }
  return fc.oneof(
    { arbitrary: named('plain'), weight: 8 },
    { arbitrary: fc.constant<TokenChoice>({ kind: 'none' }), weight: 2 },
    { arbitrary: named('expired'), weight: 1 },
    { arbitrary: named('foreignKey'), weight: 1 },
    { arbitrary: named('otherClient'), weight: 1 },
    { arbitrary: named('idToken'), weight: 1 },
    { arbitrary: named('revoked'), weight: 1 },
    { arbitrary: named('refresh'), weight: 1 },
    {
      arbitrary: fc
        .oneof(
          fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
          fc.integer({ min: 1, max: 2_000 }).map((flip) => `Bearer ${tamper(tokens.plain, flip)}`),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            `bearer ${tokens.plain}`,
            tokens.plain,
            `Bearer ${tokens.plain} ${tokens.plain}`,
            `Bearer ${tokens.plain}.`,
            'Basic YWRtaW46YWRtaW4=',
            `Bearer ${'a'.repeat(8_000)}`,
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
            'Bearer ..',
          ),
        )
        .map((header) => ({ kind: 'garbage' as const, header })),
      weight: 3,
    },
  )
}

// ---------------------------------------------------------------- the oracle

const isApiPath = (pathname: string) =>
  pathname.startsWith('/api/') || pathname === '/api' || pathname === '/countries' || pathname.startsWith('/countries/')

/** The row the local gateway (and API Gateway) runs for this method and path: literal segments win. */
function dispatch(method: string, pathname: string): { route?: RouteDef; params?: Record<string, string>; pathMatches: boolean } {
  const matches = routeList
    .map((route): { route: RouteDef; params: Record<string, string> | undefined } => ({ route, params: matchPath(route.path, pathname) }))
    .filter((m): m is { route: RouteDef; params: Record<string, string> } => m.params !== undefined)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)
  const match = matches.find((m) => m.route.method === method)
  return match ? { route: match.route, params: match.params, pathMatches: true } : { pathMatches: matches.length > 0 }
}

const valid = (schema: Schema, value: unknown) => z.safeParse(schema, value).success

/** What the gateway makes of a request body: its bytes as the JSON value the route would validate, or the refusal. */
function bodyVerdict(bytes: Uint8Array | undefined, type: string, schema: Schema): { status?: number; because?: string } {
  const size = bytes?.length ?? 0
  const text = Buffer.from(bytes ?? new Uint8Array()).toString('utf8')
  if (Buffer.byteLength(text, 'utf8') > BODY_LIMIT_BYTES) return { status: 413, because: 'body above 64 KB' }
  let value: unknown = {}
  if (size > 0 && text.trim() !== '') {
    if (!/^application\/json\b/i.test(type)) return { status: 415, because: `content type '${type}'` }
    try {
      value = JSON.parse(text)
    } catch {
      return { status: 400, because: 'invalid JSON' }
    }
  }
  return valid(schema, value) ? {} : { status: 400, because: 'body fails the schema' }
}

function verdict(
  request: Omit<FuzzRequest, 'dispatched' | 'expected' | 'because' | 'writes' | 'bodyKind'>,
  tokenOk: boolean,
): Pick<FuzzRequest, 'dispatched' | 'expected' | 'because' | 'writes'> {
  const url = new URL(request.url, 'http://fuzz.local')
  const found = dispatch(request.method, url.pathname)
  if (!found.route || !found.params) {
    return { expected: found.pathMatches ? 405 : 404, because: found.pathMatches ? 'method not allowed' : 'no such path', writes: false }
  }
  const { route, params } = found
  const dispatched = route.id
  const refuse = (expected: number, because: string) => ({ dispatched, expected, because, writes: false })
  if (route.params && !valid(route.params, params)) return refuse(400, 'path parameter fails the schema')
  if (route.query) {
    const query: Record<string, string> = {}
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value
    if (!valid(route.query, query)) return refuse(400, 'query fails the schema')
  }
  if (route.body) {
    const body = bodyVerdict(request.body, request.headers['content-type'] ?? '', route.body)
    if (body.status) return refuse(body.status, body.because ?? '')
  }
  if (route.auth !== 'public' && !tokenOk) return refuse(401, 'no genuine token')
  if (route.auth === 'admin') return refuse(403, 'a plain user on a staff route')
  // Valid in every respect the contract can tell: a read may succeed; a write may run only on a
  // path id no record has (fresh random ids), where it can only answer 404.
  const writes = route.method !== 'GET' && !route.params
  return { dispatched, because: 'valid as far as the contract tells', writes }
}

/** Generated requests for one row of the route table (each also tried with other methods now and then). */
export function fuzzRequests(route: RouteDef, { userId, tokens }: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
  const queryKeys = schemaKeys(route.query)
  const bodyKeys = schemaKeys(route.body)
  return (
    fc
      .record({
        method: fc.oneof({ arbitrary: fc.constant(route.method), weight: 12 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
        params: fc.array(paramValue, { minLength: names.length, maxLength: names.length }),
        query: fc
          .tuple(
            queryEntries(queryKeys.length > 0 ? queryKeys : ['q'], userId),
            // Paged lists get a cursor half the time: their start key reaches DynamoDB.
            queryKeys.includes('cursor') ? fc.option(cursorValue(userId), { freq: 2, nil: undefined }) : fc.constant(undefined),
          )
          .map(([entries, cursor]) => (cursor === undefined ? entries : [...entries, ['cursor', cursor] as [string, string]])),
        body: bodyPlan(bodyKeys.length > 0 ? bodyKeys : ['name']),
        type: contentType,
        token: tokenChoice(tokens),
        idempotencyKey: fc.option(
          fc.oneof(
            fc.uuid(),
            nastyString.filter((s) => /^[\x20-\x7e]*$/.test(s) && s.length < 500),
          ),
          { nil: undefined },
        ),
        // A quarter of the requests go deep: the row's own method, a genuine token and only the
        // generated cursor in the query, so the odd value is what reaches the store.
        deep: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      })
      .map(({ method: anyMethod, params, query: anyQuery, body, type, token: anyToken, idempotencyKey, deep }) => {
        const method = deep ? route.method : anyMethod
        const token: TokenChoice = deep ? { kind: 'plain', header: `Bearer ${tokens.plain}` } : anyToken
        const query = deep ? anyQuery.filter(([key]) => key === 'cursor').slice(-1) : anyQuery
        let i = 0
        const path = route.path.replace(/\{(\w+)\}/g, () => {
          const value = params[i++] ?? { text: 'x' }
          return 'raw' in value ? value.raw : percentEncode(value.text)
        })
        const search = query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')
        const headers: Record<string, string> = {}
        if (type !== '') headers['content-type'] = type
        if (token.header !== undefined) headers.authorization = token.header
        if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey
        const request = {
          target: route.id,
          method,
          url: `${path}${search ? `?${search}` : ''}`,
          headers,
          ...(body.bytes && method !== 'GET' ? { body: body.bytes } : {}),
        }
        return { ...request, ...verdict(request, token.kind === 'plain'), bodyKind: body.kind }
      })
      // Request lines and headers beyond 8 KB are refused by the HTTP server itself (431; API Gateway
      // has its own 10 KB limit) before any route runs: not what this fuzzes.
      .filter((request) => request.url.length + JSON.stringify(request.headers).length <= URL_AND_HEADERS_LIMIT)
      .filter((request) => isApiPath(new URL(request.url, 'http://fuzz.local').pathname) && !request.writes)
  )
}
