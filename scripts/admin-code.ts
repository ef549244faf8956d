import { REPO_ROOT } from '../infra/repo-root'
import { readLocalSettings } from '../infra/local/local-settings'
import { adminSecretFile, readAdminSecret, totpCode } from './lib/local-two-factor'

/**
 * `npm run admin:code`: the local admin's current two-factor code, for a person signing in to a local
 * stack whose admin a tool (tests, audit) enrolled. Local only: real staff use their own authenticator.
 */
const settings = readLocalSettings(process.env, REPO_ROOT)
const secret = readAdminSecret(settings.dataDir, settings.admin.email)
if (!secret) {
  console.error(
    `No authenticator secret for ${settings.admin.email} in ${adminSecretFile(settings.dataDir)}: enrol one in Profile Settings, or run a tool that signs the admin in (npm run audit).`,
  )
  process.exit(1)
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30)
console.log(`${totpCode(secret)}  (${settings.admin.email}; valid for ${secondsLeft} more seconds)`)
