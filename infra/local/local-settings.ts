import { resolve } from 'node:path'
import * as z from 'zod/mini'
import { EmailSchema, PasswordSchema } from '../../shared/auth/signup-schema'

const port = (fallback: number) =>
  z._default(z.coerce.number().check(z.refine(Number.isInteger, 'must be a whole number'), z.minimum(1), z.maximum(65_535)), fallback)

const LocalEnvSchema = z.object({
  PORT: port(3000),
  VITE_PORT: port(5173),
  LOCAL_DYNAMODB_PORT: port(8600),
  LOCAL_COGNITO_PORT: port(9329),
  LOCAL_S3_PORT: port(4569),
  LOCAL_SES_PORT: port(8005),
  LOCAL_SMS_PORT: port(8006),
  LOCAL_DATA_DIR: z._default(z.string().check(z.minLength(1)), '.local'),
  VERBOSE: z._default(z.enum(['0', '1', 'true', 'false']), '0'),
  LOCAL_ADMIN_EMAIL: z._default(EmailSchema, 'admin@remit.local'),
  LOCAL_ADMIN_PASSWORD: z._default(PasswordSchema, 'Remit-Admin-2026!'),
  LOCAL_RESET_CODE: z._default(z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits')), '123456'),
  LOCAL_SPA_DIR: z.optional(z.string().check(z.minLength(1))),
  LOCAL_TRANSFER_VELOCITY: z.optional(z.string().check(z.minLength(1))),
  LOCAL_SENDING_LIMITS: z.optional(z.string().check(z.minLength(1))),
  LOCAL_SIGN_UP_FLOOR_MS: z.optional(z.string().check(z.regex(/^\d{1,5}$/, 'must be whole milliseconds'))),
  LOCAL_IN_MEMORY: z._default(z.enum(['0', '1']), '0'),
})

export interface LocalSettings {
  port: number
  vitePort: number
  emulatorPorts: { dynamodb: number; cognito: number; s3: number; ses: number; sms: number }
  /** Which variable sets each port, to name it when the port is busy. */
  portVariables: Record<number, string>
  dataDir: string
  verbose: boolean
  /** The verified super admin `npm start` makes sure exists. */
  admin: { email: string; password: string }
  /** cognito-local sends this code for every password reset (it delivers no e-mail). */
  resetCode: string
  /**
   * A built SPA to serve instead of building frontend/dist (`npm run audit` serves its own build,
   * so a concurrent rebuild of frontend/dist cannot change what it measures).
   */
  spaDir?: string
  /**
   * Velocity limits other than the stage defaults, as the functions' TRANSFER_VELOCITY JSON: only
   * `npm run bench`, whose load test sends hundreds of creates from one sender, sets it.
   */
  transferVelocity?: string
  /** Sending limits other than the stage defaults, as the functions' SENDING_LIMITS JSON (`npm run bench` only). */
  sendingLimits?: string
  /** The functions' SIGN_UP_FLOOR_MS (the test stacks: 0); unset, every sign-up takes a second as in AWS. */
  signUpFloorMs?: string
  /** The emulators keep their data in memory, not in dataDir (DynamoDB Local's table, cognito-local's pools): for stacks nobody restarts (the test pool). */
  inMemory: boolean
}

/** The local stack's settings from the environment; fixed default ports keep tokens valid across restarts. */
export function readLocalSettings(env: NodeJS.ProcessEnv, cwd: string): LocalSettings {
  const parsed = LocalEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid local settings: ${problems}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    vitePort: e.VITE_PORT,
    emulatorPorts: {
      dynamodb: e.LOCAL_DYNAMODB_PORT,
      cognito: e.LOCAL_COGNITO_PORT,
      s3: e.LOCAL_S3_PORT,
      ses: e.LOCAL_SES_PORT,
      sms: e.LOCAL_SMS_PORT,
    },
    portVariables: {
      [e.PORT]: 'PORT',
      [e.LOCAL_DYNAMODB_PORT]: 'LOCAL_DYNAMODB_PORT',
      [e.LOCAL_COGNITO_PORT]: 'LOCAL_COGNITO_PORT',
      [e.LOCAL_S3_PORT]: 'LOCAL_S3_PORT',
      [e.LOCAL_SES_PORT]: 'LOCAL_SES_PORT',
      [e.LOCAL_SMS_PORT]: 'LOCAL_SMS_PORT',
    },
    dataDir: resolve(cwd, e.LOCAL_DATA_DIR),
    verbose: e.VERBOSE === '1' || e.VERBOSE === 'true',
    admin: { email: e.LOCAL_ADMIN_EMAIL, password: e.LOCAL_ADMIN_PASSWORD },
    resetCode: e.LOCAL_RESET_CODE,
    ...(e.LOCAL_SPA_DIR ? { spaDir: resolve(cwd, e.LOCAL_SPA_DIR) } : {}),
    ...(e.LOCAL_TRANSFER_VELOCITY ? { transferVelocity: e.LOCAL_TRANSFER_VELOCITY } : {}),
    ...(e.LOCAL_SENDING_LIMITS ? { sendingLimits: e.LOCAL_SENDING_LIMITS } : {}),
    ...(e.LOCAL_SIGN_UP_FLOOR_MS ? { signUpFloorMs: e.LOCAL_SIGN_UP_FLOOR_MS } : {}),
    inMemory: e.LOCAL_IN_MEMORY === '1',
  }
}
