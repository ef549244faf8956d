import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { SessionSchema } from '../shared/users/user'
import { testStack } from '../functions/lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const dataDir = testStack().dataDir
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

async function adminCreate(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts', 'admin-create.ts'), '--local', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    },
  )
  return stdout
}

async function logIn(email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('npm run admin:create -- --local', () => {
  it('creates a verified super admin with a generated password, then promotes idempotently', async () => {
    const email = `ops-${Date.now()}@example.com`
    const first = await adminCreate('--email', email)
    expect(first).toMatch(new RegExp(`^Created ${email} \\(`))
    const password = /Password \(shown once\): (\S+)/.exec(first)?.[1]
    expect(password).toBeDefined()

    const login = await logIn(email, password ?? '')
    expect(login.status).toBe(200)
    expect(z.parse(SessionSchema, login.body)).toMatchObject({ email, isAdmin: true, superAdmin: true, verified: true })

    const again = await adminCreate('--email', email)
    expect(again).toMatch(new RegExp(`^Promoted ${email} \\(`))
    expect(again).not.toContain('Password')
  }, 60_000)

  it('refuses a password that breaks the policy, creating nothing', async () => {
    const email = `weak-${Date.now()}@example.com`
    await expect(adminCreate('--email', email, '--password', 'short')).rejects.toThrow(/Password must be at least 8 characters/)
    expect((await logIn(email, 'short')).status).toBe(401)
  }, 60_000)
})
