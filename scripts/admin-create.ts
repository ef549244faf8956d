/**
 * Creates or promotes a verified super admin.
 *
 *   npm run admin:create -- --stage dev --email someone@example.com [--password '…'] [--region eu-west-1]
 *   npm run admin:create -- --local --email someone@example.com [--password '…']
 *
 * `--stage` finds the stage's table and user pool in the outputs of its `Remit-<stage>-Stateful`
 * stack (AWS credentials for that account are needed); `--local` uses the running `npm start`
 * stack (`$LOCAL_DATA_DIR/stack.json`). Creating an account without `--password` generates one and
 * prints it once.
 */
import { randomInt } from 'node:crypto'
import * as z from 'zod/mini'
import { EmailSchema, PasswordSchema } from '../shared/auth/signup-schema'
import { runOperatorScript } from './lib/stage-environment'

function parseOrFail<S extends z.core.$ZodType>(schema: S, value: unknown, what: string, fail: (message: string) => never): z.output<S> {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) fail(`${what}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return parsed.data
}

/** A password that meets the policy: 20 characters from each required class, shuffled. */
function generatePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?']
  const pick = (set: string) => set.charAt(randomInt(set.length))
  const chars = [...sets.map(pick), ...Array.from({ length: 16 }, () => pick(sets.join('')))]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? '']
  }
  return chars.join('')
}

runOperatorScript(
  'admin:create',
  { options: { email: { type: 'string' }, password: { type: 'string' } }, usage: '--email <address> [--password <password>]' },
  async ({ values, fail }) => {
    const email = parseOrFail(EmailSchema, values.email ?? '', 'Email', fail)
    const password = values.password === undefined ? undefined : parseOrFail(PasswordSchema, values.password, 'Password', fail)
    const { ensureSuperAdmin } = await import('../functions/services/admin-bootstrap')
    const { findUserIdByEmail } = await import('../functions/store/users-store')
    const generated = password === undefined && !(await findUserIdByEmail(email)) ? generatePassword() : undefined
    const { user, created } = await ensureSuperAdmin({ email, ...((password ?? generated) ? { password: password ?? generated } : {}) }, new Date())
    console.log(`${created ? 'Created' : 'Promoted'} ${user.email} (${user.id}): verified super admin.`)
    if (generated) console.log(`Password (shown once): ${generated}`)
    console.log('Next: sign in and enrol an authenticator app in Profile Settings → Two-factor sign-in; staff screens stay closed until then.')
  },
)
