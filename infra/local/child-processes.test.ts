import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PidFile, StackRunningError } from './child-processes'

const started: ChildProcess[] = []
const dir = mkdtempSync(join(tmpdir(), 'remit-pids-'))

/** A long-running process whose command line carries `tag`. */
function sleeper(tag: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', tag], { stdio: 'ignore' })
  started.push(child)
  return child
}
const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
const exited = (child: ChildProcess) => new Promise((resolve) => (alive(child) ? child.once('exit', resolve) : resolve(undefined)))

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('PidFile', () => {
  it('ends emulators left by a stack that died, and nothing else', async () => {
    const leftover = sleeper('DynamoDBLocal.jar')
    const stranger = sleeper('someone-elses-program')
    const file = join(dir, 'dead-owner.json')
    const deadOwner = 2 ** 22 + 12_345
    writeFileSync(
      file,
      JSON.stringify({
        owner: deadOwner,
        children: [
          { pid: leftover.pid, marker: 'DynamoDBLocal.jar' },
          { pid: stranger.pid, marker: 'cognito-local' },
        ],
      }),
    )
    expect(await new PidFile(file).killLeftovers()).toBe(1)
    await exited(leftover)
    expect(alive(leftover)).toBe(false)
    expect(alive(stranger)).toBe(true)
  })

  it('refuses to touch the emulators of a stack that is still running', async () => {
    const owner = sleeper('infra/local/start.ts')
    const emulator = sleeper('DynamoDBLocal.jar')
    const file = join(dir, 'live-owner.json')
    writeFileSync(file, JSON.stringify({ owner: owner.pid, children: [{ pid: emulator.pid, marker: 'DynamoDBLocal.jar' }] }))
    await expect(new PidFile(file).killLeftovers()).rejects.toBeInstanceOf(StackRunningError)
    expect(alive(emulator)).toBe(true)
  })

  it('treats a missing or unreadable file as nothing to do', async () => {
    expect(await new PidFile(join(dir, 'none.json')).killLeftovers()).toBe(0)
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '{"owner": 1, "chil')
    expect(await new PidFile(broken).killLeftovers()).toBe(0)
  })
})
