import type { AccountScreening, HoldParty, HoldReason } from '../../shared/compliance/hold'
import { readListEntries, readListPointer, type ListPointer } from '../store/sanctions-store'
import type { BirthFacts } from './sanctions-birth'
import { SanctionsMatcher } from './sanctions-matcher'

/**
 * Screening against the current sanctions list. The list is read once per version and
 * per warm function (a Lambda keeps it between requests); each screening reads only the pointer,
 * and a new version is loaded when the pointer names one. A matcher is immutable, so a screening
 * that started on one version finishes on it while the next loads.
 */
let loaded: { version: string; matcher: Promise<SanctionsMatcher | undefined> } | undefined

async function build(pointer: ListPointer): Promise<SanctionsMatcher | undefined> {
  const entries = await readListEntries(pointer)
  return entries ? new SanctionsMatcher(pointer.version, entries) : undefined
}

/** The matcher of the version `pointer` names, loaded on first use; undefined when no list is loaded or it is not whole. */
export async function matcherFor(pointer: ListPointer | undefined): Promise<SanctionsMatcher | undefined> {
  if (!pointer) return undefined
  if (loaded?.version !== pointer.version) {
    const matcher = build(pointer)
    loaded = { version: pointer.version, matcher }
    // A failed or partial load is tried again by the next screening, not remembered.
    matcher.then(
      (built) => {
        if (!built && loaded?.matcher === matcher) loaded = undefined
      },
      () => {
        if (loaded?.matcher === matcher) loaded = undefined
      },
    )
  }
  return loaded.matcher
}

const currentMatcher = async () => matcherFor(await readListPointer())

export interface ScreenedName {
  party: HoldParty
  name: string
  /** The person's date and place of birth when the product knows them (the sender's profile): a clear mismatch lowers the score. */
  birth?: BirthFacts
}

/**
 * The hold reasons for `names`: a sanctions reason per entry a name matches (the best few, see
 * SanctionsMatcher.screenAll), or 'unscreened' when no whole list is loaded (a transmitter may not
 * send unscreened money, so it waits for staff).
 */
export function screenNames(matcher: SanctionsMatcher | undefined, names: readonly ScreenedName[]): HoldReason[] {
  if (!matcher) return [{ kind: 'unscreened' }]
  return names.flatMap(({ party, name, birth }) =>
    matcher.screenAll(name, birth).map((match) => ({
      kind: 'sanctions' as const,
      party,
      screenedName: name,
      matchedName: match.matchedName,
      score: Math.round(match.score * 1000) / 1000,
      listVersion: matcher.version,
      entry: match.entry,
      ...(match.birth ? { birth: match.birth.notes } : {}),
    })),
  )
}

/** The screening of an account holder's name (on sign-up and on a change of name or birth facts), for their profile: its best match. */
export async function screenAccountName(holder: { firstName: string; lastName: string } & BirthFacts, now: Date): Promise<AccountScreening> {
  const matcher = await currentMatcher()
  const { firstName, lastName, dateOfBirth, placeOfBirth } = holder
  const birth = { dateOfBirth, placeOfBirth }
  const [reason] = matcher ? screenNames(matcher, [{ party: 'sender', name: `${firstName} ${lastName}`, birth }]) : []
  return { at: now.toISOString(), ...(matcher ? { listVersion: matcher.version } : {}), ...(reason ? { match: reason } : {}) }
}
