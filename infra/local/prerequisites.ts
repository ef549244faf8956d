import { spawnSync } from 'node:child_process'

/** A missing prerequisite, reported to the developer as one line, never as a stack trace. */
export class PrerequisiteError extends Error {}

/** DynamoDB Local is AWS's own jar: it needs a Java 17+ runtime on PATH. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(
      'Java 17 or newer is needed for DynamoDB Local, and `java` was not found on PATH (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless).',
    )
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`)
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0
  if (major < 17) {
    throw new PrerequisiteError(`Java 17 or newer is needed for DynamoDB Local; found Java ${major || 'of unknown version'}.`)
  }
}
