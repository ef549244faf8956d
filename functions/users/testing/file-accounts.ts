import { beforeAll } from 'vitest'
import type { Session } from '../../../shared/users/user'
import { SEEDED_ADMIN, type createAccountsApi, type Flags, type TestAccount } from './accounts-api'

/**
 * How the file's set-up makes one of its accounts: `createAccount`'s label (the start of its unique
 * e-mail) and flags, or a maker of its own, given the seeded admin's token.
 */
type AccountSpec = ({ label: string } & Partial<Flags>) | ((rootToken: string) => Promise<TestAccount>)

/** What the tests read of the seeded admin's session. */
type RootSession = Pick<Session, 'id' | 'token'>

type Made<Name extends string> = { root: Session; accounts: Map<Name, TestAccount> }

/**
 * The seeded admin signed in (`root`) and the file's own accounts, made once, all at once, in a
 * beforeAll this registers. What it returns can be destructured at the top of the file: each value
 * reads what the hook made when a test (or a later hook) reads its fields, and throws before.
 */
export function fileAccounts<Name extends string = never>(
  api: Pick<ReturnType<typeof createAccountsApi>, 'logIn' | 'createAccount'>,
  // An account named root would hide the seeded admin's session.
  specs: Record<Name, AccountSpec> & ('root' extends Name ? never : unknown),
): { root: RootSession } & Record<Name, TestAccount> {
  let made: Made<Name> | undefined
  beforeAll(async () => {
    const root = await api.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
    const accounts = await Promise.all(
      names(specs).map(async (name): Promise<[Name, TestAccount]> => {
        const spec: AccountSpec = specs[name]
        if (typeof spec === 'function') return [name, await spec(root.token)]
        const { label, ...flags } = spec
        return [name, await api.createAccount(label, root.token, flags)]
      }),
    )
    made = { root, accounts: new Map(accounts) }
  })

  function read(): Made<Name> {
    if (!made) throw new Error("The file's accounts are made in its beforeAll: read them in a test or a later hook")
    return made
  }
  function account(name: Name): TestAccount {
    const found = read().accounts.get(name)
    if (!found) throw new Error(`No account ${name} was made`)
    return found
  }
  const lazyAccount = (name: Name): TestAccount => ({
    get user() {
      return account(name).user
    },
    get session() {
      return account(name).session
    },
    get email() {
      return account(name).email
    },
    get password() {
      return account(name).password
    },
  })
  const root: RootSession = {
    get id() {
      return read().root.id
    },
    get token() {
      return read().root.token
    },
  }
  return Object.assign({ root }, Object.fromEntries(names(specs).map((name) => [name, lazyAccount(name)])) as Record<Name, TestAccount>)
}

/** The spec's keys, as the names they are (Object.keys types them as any string). */
const names = <Name extends string>(specs: Record<Name, unknown>): Name[] => Object.keys(specs) as Name[]
