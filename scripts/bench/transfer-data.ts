/**
 * Realistic, reproducible transfers for the benchmark: names drawn with a skew (a few very common,
 * many rare), senders who send to the same recipients again, ids spread over the last year.
 * The names, counts and fragments are what the benchmark searches for, so they live here.
 */
import { ulid } from 'ulid'
import { computeFees } from '../../shared/money/fees'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { PAYMENT_METHODS, PAYMENT_TYPES, RELATIONSHIPS, SENDING_REASONS, SOMALI_REGIONS } from '../../shared/transfers/transfer-options'
import { addStats, counterKeys, statsOf, ZERO_STATS, type Stats } from '../../functions/model/transfer-counters'
import type { TransferRecord } from '../../functions/model/transfer-record'
import type { SenderTerms } from '../../functions/model/search-terms'

/** Somali, Kenyan, Ethiopian and Turkish first names, roughly most common first. */
const FIRST_NAMES = [
  'Mohamed',
  'Ahmed',
  'Abdi',
  'Fatima',
  'Hodan',
  'Ali',
  'Amina',
  'Hassan',
  'Faduma',
  'Omar',
  'Ibrahim',
  'Halima',
  'Yusuf',
  'Khadija',
  'Abdullahi',
  'Hawa',
  'Mustafa',
  'Sahra',
  'Ismail',
  'Asha',
  'Wanjiru',
  'Kamau',
  'Otieno',
  'Achieng',
  'Njeri',
  'Kiprono',
  'Wambui',
  'Mwangi',
  'Akinyi',
  'Cheruiyot',
  'Abebe',
  'Tigist',
  'Dawit',
  'Meron',
  'Selam',
  'Tesfaye',
  'Hirut',
  'Yonas',
  'Bethlehem',
  'Girma',
  'Mehmet',
  'Ayse',
  'Emre',
  'Elif',
  'Burak',
  'Zeynep',
  'Murat',
  'Esra',
  'Kerem',
  'Deniz',
]

const LAST_NAMES = [
  'Mohamed',
  'Ahmed',
  'Hassan',
  'Ali',
  'Abdi',
  'Farah',
  'Warsame',
  'Jama',
  'Osman',
  'Nur',
  'Aden',
  'Hussein',
  'Ismail',
  'Dahir',
  'Egal',
  'Samatar',
  'Guled',
  'Barre',
  'Hirsi',
  'Yusuf',
  'Kariuki',
  'Ochieng',
  'Mutua',
  'Njoroge',
  'Kiptoo',
  'Wafula',
  'Onyango',
  'Chebet',
  'Maina',
  'Kimani',
  'Bekele',
  'Tadesse',
  'Haile',
  'Girma',
  'Alemu',
  'Tesfaye',
  'Getachew',
  'Mengistu',
  'Wolde',
  'Assefa',
  'Yilmaz',
  'Kaya',
  'Demir',
  'Sahin',
  'Celik',
  'Aydin',
  'Ozturk',
  'Arslan',
  'Dogan',
  'Koc',
]

const MIDDLE_NAMES = ['', '', '', 'Abdirahman', 'Nuur', 'Wairimu', 'Kebede', 'Can', 'Hassan', 'Ali']

/** A surname given to about one transfer in {@link RARE_EVERY}: a search for it finds almost nothing. */
const RARE_LAST_NAME = 'Zewditu'
export const RARE_EVERY = 10_000

/** Fragments the benchmark searches for: one that matches ~1 in 10,000 transfers, one that matches very many. */
export const RARE_FRAGMENT = 'zewdi'
export const COMMON_FRAGMENT = 'mohamed'

const CITIES: Record<string, readonly string[]> = {
  so: SOMALI_REGIONS,
  ke: ['Nairobi', 'Mombasa', 'Kisumu', 'Garissa', 'Eldoret'],
  et: ['Addis Ababa', 'Dire Dawa', 'Jijiga', 'Hawassa', 'Mekelle'],
  ug: ['Kampala', 'Gulu', 'Jinja'],
  tz: ['Dar es Salaam', 'Arusha', 'Mwanza'],
  dj: ['Djibouti', 'Ali Sabieh'],
  rw: ['Kigali', 'Butare'],
  tr: ['Istanbul', 'Ankara', 'Izmir', 'Bursa', 'Antalya'],
}

/** Local mobile prefixes (10 digits in all), so numbers look like the country's. */
const MOBILE_PREFIXES: Record<string, readonly string[]> = {
  so: ['061', '062', '063', '090'],
  ke: ['070', '071', '072', '079', '011'],
  et: ['091', '092', '093', '094'],
  ug: ['070', '075', '077', '078'],
  tz: ['065', '067', '071', '075'],
  dj: ['077'],
  rw: ['078', '072', '073'],
  tr: ['053', '054', '050', '055'],
}

/** How often each destination is chosen (Somalia and Kenya dominate, as in the product's market). */
const COUNTRY_WEIGHTS: Record<string, number> = { so: 40, ke: 20, et: 15, tr: 10, ug: 5, tz: 4, dj: 3, rw: 3 }

const SAMPLE_SIZE = 50
const DAY_MS = 24 * 60 * 60 * 1000
const YEAR_MS = 365 * DAY_MS

/** mulberry32: a small seeded generator, so two runs seed the same names, amounts and owners. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Recipient {
  firstName: string
  middleName: string
  lastName: string
  mobileNumber: string
  countryId: string
  country: string
  city: string
  relationship: string
}

/** One counter item the seed must write: its key and what it must hold. */
export interface CounterItem {
  key: { pk: string; sk: string }
  stats: Stats
}

/** Makes transfers one at a time and keeps the totals the counter items must hold. */
export class TransferGenerator {
  private readonly random: () => number
  private readonly owners: string[]
  private readonly recipients = new Map<string, Recipient[]>()
  private readonly invoices = new Set<string>()
  /** Every counter item (totals and day/month buckets, everyone's and each sender's), by `pk|sk`. */
  readonly counters = new Map<string, CounterItem>()
  /** Transfers for the exact lookups: a uniform sample of everything made so far (reservoir sampling). */
  readonly samples: TransferRecord[] = []
  private made = 0

  constructor(
    ownerCount: number,
    private readonly now = Date.now(),
    seed = 20_240_601,
  ) {
    this.random = prng(seed)
    this.owners = Array.from({ length: ownerCount }, (_, i) => this.ownerId(i))
  }

  get ownerIds(): readonly string[] {
    return this.owners
  }

  /**
   * The name and e-mail of a sender, as the search index keeps them on each of their transfers:
   * fixed by the owner's number (not drawn from the generator, so the transfers seeded stay the same).
   */
  senderOf(ownerId: string): SenderTerms {
    const i = Math.max(0, this.owners.indexOf(ownerId))
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Amina'
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Yusuf'
    return { firstName, lastName, email: `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase() }
  }

  private int(below: number): number {
    return Math.floor(this.random() * below)
  }

  private pick<T>(list: readonly T[]): T {
    const value = list[this.int(list.length)]
    if (value === undefined) throw new Error('pick from an empty list')
    return value
  }

  /** Rank r (0-based) is chosen with weight 1/(r+1): 'Mohamed' often, the end of the list rarely. */
  private skewed(list: readonly string[]): string {
    const harmonic = list.reduce((sum, _, r) => sum + 1 / (r + 1), 0)
    let x = this.random() * harmonic
    for (let r = 0; r < list.length; r++) {
      x -= 1 / (r + 1)
      if (x <= 0) return list[r] ?? ''
    }
    return list.at(-1) ?? ''
  }

  private weighted(weights: Record<string, number>): string {
    const entries = Object.entries(weights)
    let x = this.random() * entries.reduce((sum, [, w]) => sum + w, 0)
    for (const [key, w] of entries) {
      x -= w
      if (x <= 0) return key
    }
    return entries[0]?.[0] ?? ''
  }

  /** Cognito subs look like UUIDs; these are fixed so the per-owner partitions are the same every run. */
  private ownerId(i: number): string {
    const hex = (i + 1).toString(16).padStart(12, '0')
    return `b3e1c0de-0000-4000-8000-${hex}`
  }

  private digits(n: number): string {
    let s = ''
    for (let i = 0; i < n; i++) s += String(this.int(10))
    return s
  }

  private newRecipient(): Recipient {
    const countryId = this.weighted(COUNTRY_WEIGHTS)
    const country = DESTINATIONS.find((d) => d.id === countryId)
    const prefix = this.pick(MOBILE_PREFIXES[countryId] ?? ['070'])
    return {
      firstName: this.skewed(FIRST_NAMES),
      middleName: this.pick(MIDDLE_NAMES),
      lastName: this.int(RARE_EVERY) === 0 ? RARE_LAST_NAME : this.skewed(LAST_NAMES),
      mobileNumber: prefix + this.digits(10 - prefix.length),
      countryId,
      country: country?.countryName ?? countryId,
      city: this.pick(CITIES[countryId] ?? ['Other']),
      relationship: this.pick(RELATIONSHIPS),
    }
  }

  /** Senders mostly send to people they sent to before (so a mobile number has several transfers). */
  private recipientFor(ownerId: string): Recipient {
    const known = this.recipients.get(ownerId) ?? []
    if (known.length > 0 && this.random() < 0.7) return this.pick(known)
    const fresh = this.newRecipient()
    known.push(fresh)
    this.recipients.set(ownerId, known)
    return fresh
  }

  private invoiceNumber(): string {
    for (;;) {
      const invoice = `US-${this.int(10_000_000_000)}`
      if (!this.invoices.has(invoice)) {
        this.invoices.add(invoice)
        return invoice
      }
    }
  }

  next(): TransferRecord {
    const ownerId = this.pick(this.owners)
    const recipient = this.recipientFor(ownerId)
    const createdMs = this.now - this.int(YEAR_MS)
    const createdAt = new Date(createdMs).toISOString()
    // $20–$1,000 mostly, now and then up to $5,000 (above the fee threshold).
    const amountCents = this.random() < 0.05 ? 100_000 + this.int(400_000) : 2_000 + this.int(98_000)
    const { feeCents, totalCents } = computeFees(amountCents)
    // Older transfers are nearly all paid out; the last week's are mostly waiting.
    const paid = this.random() < (this.now - createdMs > 7 * DAY_MS ? 0.95 : 0.3)
    const expiryYear = 26 + this.int(5)
    const record: TransferRecord = {
      id: ulid(createdMs),
      ownerId,
      invoiceNumber: this.invoiceNumber(),
      ...recipient,
      sendingReason: this.pick(SENDING_REASONS),
      paymentType: this.pick(PAYMENT_TYPES),
      paymentMethod: this.pick(PAYMENT_METHODS),
      card: {
        brand: this.pick(['Visa', 'Mastercard']),
        last4: this.digits(4),
        expirationDate: `${String(1 + this.int(12)).padStart(2, '0')}/${expiryYear}`,
      },
      amountCents,
      feeCents,
      totalCents,
      status: paid ? 'PAID' : 'PENDING',
      note: paid && this.random() < 0.2 ? 'Paid out at the agent' : '',
      createdAt,
      updatedAt: paid ? new Date(Math.min(this.now, createdMs + DAY_MS)).toISOString() : createdAt,
      version: paid ? 2 : 1,
    }
    this.count(record)
    this.sample(record)
    return record
  }

  private sample(record: TransferRecord): void {
    this.made++
    if (this.samples.length < SAMPLE_SIZE) this.samples.push(record)
    else {
      const slot = this.int(this.made)
      if (slot < SAMPLE_SIZE) this.samples[slot] = record
    }
  }

  /** What the write transactions would have added to each counter item (`counterKeys` of the store). */
  private count(record: TransferRecord): void {
    const delta = { ...ZERO_STATS, ...statsOf(record, 1) }
    for (const key of counterKeys(record)) {
      const id = `${key.pk}|${key.sk}`
      this.counters.set(id, { key, stats: addStats(this.counters.get(id)?.stats ?? ZERO_STATS, delta) })
    }
  }
}
