import { describe, expect, it } from 'vitest'
import { baselineSource, clientsIn, documentCommandsIn } from './lambda-start'
import {
  apiTable,
  judgeApi,
  judgeScale,
  judgeStart,
  latencySummary,
  lazyChunksTable,
  median,
  ratio,
  scaleTable,
  startTable,
  TARGETS,
  type ApiRow,
  type LoadFigures,
} from './report'
import { percentile } from './timing'
import { parseSizes } from './transfers-scale'

const figures = (p50: number, extra: Partial<LoadFigures> = {}): LoadFigures => ({
  perSecond: 100,
  p50,
  p99: p50 * 3,
  count: 1000,
  errors: 0,
  non2xx: 0,
  ...extra,
})
const row = (connections: number, apiP50: number, rawP50: number, extra: Partial<LoadFigures> = {}): ApiRow => ({
  endpoint: 'GET /api/user/me',
  raw: 'GetItem',
  connections,
  api: figures(apiP50, extra),
  baseline: figures(rawP50),
})

describe('median', () => {
  it('is the middle value, the mean of the middle two for an even count, NaN for none; the input is not reordered', () => {
    const values = [9, 1, 5]
    expect(median(values)).toBe(5)
    expect(values).toEqual([9, 1, 5])
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('percentile (nearest rank) and latencySummary', () => {
  it('takes the ceil(p% × n)-th smallest sample', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })

  it('sorts unsorted latencies before ranking them', () => {
    expect(latencySummary([5, 1, 4, 2, 3])).toEqual({ count: 5, p50: 3, p99: 5 })
  })
})

describe('ratio', () => {
  it('divides, and is NaN (not 0 or ∞) when a side is missing, not finite or the divisor is 0', () => {
    expect(ratio(3, 2)).toBe(1.5)
    expect(ratio(3, 0)).toBeNaN()
    expect(ratio(undefined, 2)).toBeNaN()
    expect(ratio(Number.NaN, 2)).toBeNaN()
  })
})

describe('judgeApi', () => {
  it('judges the p50 ratio at 1 connection against 1.5×', () => {
    expect(judgeApi(row(1, 3, 2), 50)).toMatchObject({ ratio: 1.5, pass: true })
    expect(judgeApi(row(1, 3.1, 2), 50)).toMatchObject({ pass: false })
  })

  it('judges errors, time-outs and non-2xx answers at the highest concurrency, and nothing in between', () => {
    expect(judgeApi(row(50, 90, 20), 50)).toMatchObject({ pass: true })
    expect(judgeApi(row(50, 90, 20, { non2xx: 1 }), 50)).toMatchObject({ pass: false })
    expect(judgeApi(row(50, 90, 20, { errors: 2 }), 50)).toMatchObject({ pass: false })
    expect(judgeApi(row(10, 90, 20, { errors: 2 }), 50).pass).toBeUndefined()
  })

  it('misses a target it could not measure', () => {
    expect(judgeApi(row(1, Number.NaN, 2), 50).pass).toBe(false)
  })
})

describe('judgeStart', () => {
  const start = { routeId: 'getMe', clients: ['DynamoDB'], bytes: 260_000, importMedianMs: 30, baselineBytes: 207_000, baselineImportMedianMs: 25 }

  it('passes a bundle within 400 KB, 80 ms and 1.3× its baseline in size and import time', () => {
    expect(judgeStart(start)).toMatchObject({ pass: true, size: true, importTime: true, sizeVsBaseline: true, importVsBaseline: true })
  })

  it('names each target missed', () => {
    expect(judgeStart({ ...start, bytes: 401_000 })).toMatchObject({ pass: false, size: false, sizeVsBaseline: false })
    expect(judgeStart({ ...start, importMedianMs: 81, baselineImportMedianMs: 70 })).toMatchObject({
      pass: false,
      importTime: false,
      importVsBaseline: true,
    })
    expect(judgeStart({ ...start, importMedianMs: 40 })).toMatchObject({ pass: false, importTime: true, importVsBaseline: false })
  })

  it('gives a function that holds the S3 client 450 KB', () => {
    const document = { ...start, routeId: 'completeDocument', clients: ['DynamoDB', 'S3'], baselineBytes: 400_000 }
    expect(judgeStart({ ...document, bytes: 450_000 })).toMatchObject({ size: true })
    expect(judgeStart({ ...document, bytes: 450_001 })).toMatchObject({ size: false })
    expect(judgeStart({ ...start, bytes: 450_000 })).toMatchObject({ size: false })
  })
})

describe('judgeScale', () => {
  it('judges list, stats and exact lookups on the ratio of the largest to the smallest size', () => {
    expect(judgeScale({ operation: 'list', kind: 'ratio', p50: [2, 3], p95: [3, 4] })).toMatchObject({ ratio: 1.5, pass: true })
    expect(judgeScale({ operation: 'list', kind: 'ratio', p50: [2, 3.2], p95: [3, 4] }).pass).toBe(false)
  })

  it('judges search on its p95 at the largest size, whatever the ratio, and leaves info rows unjudged', () => {
    expect(judgeScale({ operation: 'search', kind: 'search', p50: [5, 60], p95: [8, 100] })).toMatchObject({ pass: true })
    expect(judgeScale({ operation: 'search', kind: 'search', p50: [5, 60], p95: [8, 101] }).pass).toBe(false)
    expect(judgeScale({ operation: 'all', kind: 'info', p50: [20, 3000], p95: [30, 4000] }).pass).toBeUndefined()
  })
})

describe('tables', () => {
  it('the API table has a row per endpoint and concurrency, with the ratio and the verdict where a target applies', () => {
    const table = apiTable([row(1, 3, 2), row(10, 30, 10), row(50, 90, 20, { non2xx: 3 })])
    const lines = table.split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toContain('| endpoint | conns | req/s |')
    expect(lines[2]).toContain('| 1.50× | p50 ≤ 1.5× raw PASS |')
    expect(lines[3]?.endsWith('| 3.00× |  |')).toBe(true)
    expect(lines[4]).toContain('| 3 |')
    expect(lines[4]).toContain('0 errors MISS')
  })

  it('the Lambda table starts with the targets and marks each judged cell', () => {
    const table = startTable([
      { routeId: 'getMe', clients: ['DynamoDB'], bytes: 420_000, importMedianMs: 30, baselineBytes: 207_000, baselineImportMedianMs: 25 },
    ])
    expect(table).toContain(`| *target* |  | ≤ 400.0 (with S3: 450.0) |  |  | ≤ ${TARGETS.baselineRatio}× | ≤ 80 |`)
    expect(table).toContain('| getMe | DynamoDB | 420.0 MISS | — | 207.0 | 2.03× MISS | 30.0 PASS | 25.0 | 1.20× PASS |')
  })

  it('the Scale table shows each size, the ratio and the verdict; with one size, only the figures', () => {
    expect(scaleTable([{ operation: 'stats', kind: 'ratio', p50: [1, 1.2], p95: [2, 2.5] }], ['1k', '100k'])).toContain(
      '| stats | 1.00 | 1.20 | 2.50 | 1.20× | ratio ≤ 1.5× PASS |',
    )
    expect(scaleTable([{ operation: 'stats', kind: 'ratio', p50: [1], p95: [2] }], ['1k'])).toContain('| stats | 1.00 | 2.00 |')
  })

  it('lazy chunks: JS judged against 30 KB, CSS listed', () => {
    const table = lazyChunksTable([
      { file: '/assets/a.js', gzipBytes: 31_000 },
      { file: '/assets/b.css', gzipBytes: 2_000 },
    ])
    expect(table).toContain('| `/assets/a.js` | 31.0 MISS |')
    expect(table).toContain('| `/assets/b.css` | 2.0 |')
  })
})

describe('Lambda bundles and their baselines', () => {
  it('finds the SDK clients a bundle holds and writes a baseline that imports and creates only those', () => {
    const clients = clientsIn([
      'node_modules/@aws-sdk/client-dynamodb/dist-es/index.js',
      'node_modules/@smithy/signature-v4/dist-es/SignatureV4.js',
      'functions/lib/route.ts',
    ])
    // The signer inside the DynamoDB client is not a client of its own.
    expect(clients).toEqual(['DynamoDB'])
    const source = baselineSource(clients)
    expect(source).toContain('new DynamoDBClient({})')
    expect(source).not.toContain('Cognito')
    expect(source).not.toContain('SignatureV4')
  })

  it('gives the DynamoDB baseline the document-client commands the bundle sends', () => {
    const inputs = [
      'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js',
      'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js',
      'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js',
      'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/utils.js',
    ]
    const commands = documentCommandsIn(inputs)
    expect(commands).toEqual(['BatchGetCommand', 'QueryCommand'])
    const source = baselineSource(['DynamoDB'], commands)
    expect(source).toContain("import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'")
    expect(source).toContain('clients.push(BatchGetCommand, QueryCommand)')
    expect(baselineSource(['Cognito'], commands)).not.toContain('QueryCommand')
  })

  it('counts the S3 client and its presigner as the S3 client (the document functions)', () => {
    const clients = clientsIn([
      'node_modules/@aws-sdk/client-dynamodb/dist-es/index.js',
      'node_modules/@aws-sdk/s3-request-presigner/dist-es/index.js',
      'functions/store/document-files.ts',
    ])
    expect(clients).toEqual(['DynamoDB', 'S3'])
    expect(baselineSource(clients)).toContain('new S3Client({})')
  })
})

describe('parseSizes', () => {
  it('reads increasing whole numbers, underscores allowed, and refuses anything else', () => {
    expect(parseSizes('1000,100_000')).toEqual([1000, 100_000])
    expect(() => parseSizes('1000,1000')).toThrow()
    expect(() => parseSizes('0')).toThrow()
    expect(() => parseSizes('1k')).toThrow()
  })
})
