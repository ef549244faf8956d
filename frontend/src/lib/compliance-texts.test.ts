import { afterEach, describe, expect, it } from 'vitest'
import { holdReasonText, type HoldReason } from '../../../shared/compliance/hold'
import { IDENTITY_DOCUMENT_LABELS, IDENTITY_DOCUMENT_TYPES } from '../../../shared/compliance/identity-rules'
import { DOCUMENT_TYPE_LABELS, holdReasonMessage } from './compliance-texts'
import { activateLocale, i18n } from './i18n/i18n'

const entry = { uid: '36', name: 'AEROCARIBBEAN AIRLINES', type: '', programs: 'CUBA', aliases: [] }
const REASONS: HoldReason[] = [
  {
    kind: 'sanctions',
    party: 'sender',
    screenedName: 'Aero Caribbean',
    matchedName: 'AEROCARIBBEAN AIRLINES',
    score: 0.9349,
    listVersion: 'sdn-2026-03-01',
    entry,
  },
  {
    kind: 'sanctions',
    party: 'recipient',
    screenedName: 'Xasan Qorane',
    matchedName: 'HASAN QORANE',
    // Just under 0.345 in binary: toFixed says 0.34 where Intl would say 0.35.
    score: 0.345,
    listVersion: 'sdn-2026-03-01',
    entry,
  },
  { kind: 'structuring', windowCents: 512_345, transfers: 3 },
  { kind: 'unscreened' },
]

afterEach(() => activateLocale('en'))

describe('compliance texts', () => {
  it.each(REASONS)('says a $kind hold reason in English exactly as the server does', (reason) => {
    expect(i18n._(holdReasonMessage(reason))).toBe(holdReasonText(reason))
  })

  it('names the identity documents in English as shared/compliance does', () => {
    for (const type of IDENTITY_DOCUMENT_TYPES) expect(i18n._(DOCUMENT_TYPE_LABELS[type])).toBe(IDENTITY_DOCUMENT_LABELS[type])
  })

  it("says them in the reader's language, with its decimal sign", async () => {
    await activateLocale('tr')
    expect(REASONS.map((reason) => i18n._(holdReasonMessage(reason)))).toEqual([
      'Olası yaptırım eşleşmesi: gönderenin adı "Aero Caribbean", "AEROCARIBBEAN AIRLINES" adına yakın (puan 0,93, liste sdn-2026-03-01)',
      'Olası yaptırım eşleşmesi: alıcının adı "Xasan Qorane", "HASAN QORANE" adına yakın (puan 0,34, liste sdn-2026-03-01)',
      'Olası bölerek gönderme (structuring): 24 saat içinde her biri $3.000 altında olan 3 transfer toplam $5123,45 ediyor',
      'Taranmadı: hiçbir yaptırım listesi yüklenmemişti',
    ])
    expect(IDENTITY_DOCUMENT_TYPES.map((type) => i18n._(DOCUMENT_TYPE_LABELS[type]))).toEqual(['Pasaport', 'Sürücü belgesi', 'Eyalet kimlik kartı'])
    await activateLocale('so')
    expect(i18n._(DOCUMENT_TYPE_LABELS.passport)).toBe('Baasaboor')
  })
})
