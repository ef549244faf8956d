import type { LegalTexts } from './types'

/** Swahili (Kiswahili). Plain, short sentences, for review by native speakers. */
export const sw: LegalTexts = {
  disclosureLabels: {
    transferAmount: 'Kiasi cha uhamisho',
    transferFees: 'Ada za uhamisho',
    transferTaxes: 'Kodi za uhamisho',
    total: 'Jumla',
    exchangeRate: 'Kiwango cha ubadilishaji',
    amountInCurrency: (currency) => `Kiasi cha uhamisho kwa ${currency}`,
    otherFees: 'Ada nyingine',
    totalToRecipient: 'Jumla kwa mpokeaji',
  },
  noExchange: 'Hakuna (hulipwa kwa dola za Marekani)',
  dateAvailable: 'Tarehe pesa zitakapopatikana',
  mayReceiveLessNotice: 'Mpokeaji anaweza kupokea kiasi kidogo kwa sababu ya ada za benki ya mpokeaji na kodi za nje ya nchi.',
  rightsTitle: 'Haki zako',
  rightsTexts: [
    'Unaweza kughairi uhamisho huu ndani ya dakika 30 baada ya kulipa, na utarudishiwa pesa zote, pamoja na ada. Huwezi kughairi kama pesa zimeshachukuliwa au kuwekwa kwenye akaunti. Ghairi uhamisho huo katika Wapokeaji Wangu au Historia ya Miamala, au utupigie simu.',
    'Ukidhani kuna kosa katika uhamisho huu, ripoti tatizo kwenye ukurasa wake au wasiliana nasi ndani ya siku 180 tangu tarehe ambayo pesa ziliahidiwa kupatikana. Tutakueleza tulichogundua ndani ya siku 90, na tutarekebisha kosa lolote tulilofanya.',
    'Kupata maelezo ya maandishi kuhusu haki zako, wasiliana nasi.',
  ],
  complaintsTitle: 'Malalamiko',
  complaintsText: (company) => `Kwa maswali au malalamiko kuhusu ${company}, wasiliana nasi kwanza. Unaweza pia kuwasiliana na:`,
  regulatorLabel: (name, kind) =>
    kind === 'state' ? `${name} (mamlaka ya jimbo iliyotupa leseni)` : `${name} (mamlaka ya serikali kuu ya Marekani)`,
  cardEnding: (card) => `${card.brand} inayoishia na ${card.last4}`,
  refundText: (amount, card) => `Marejesho ya ${amount} yametolewa kwenye ${card.brand} inayoishia na ${card.last4}`,
  claimTypeLabels: {
    'not-received': 'Mpokeaji hakupokea pesa kufikia tarehe iliyoahidiwa',
    'wrong-amount': 'Mpokeaji alipokea kiasi tofauti',
    'wrong-recipient': 'Pesa zilienda kwa mpokeaji au akaunti isiyo sahihi',
    'no-disclosures': 'Sikupewa taarifa (ada, kiwango, kiasi) kabla au baada ya kulipa',
    other: 'Jambo jingine',
  },
  claimOutcomeLabels: {
    'no-error': 'Hakuna kosa lililopatikana',
    refund: 'Kurejeshewa pesa',
    resend: 'Kutumwa tena bila malipo',
  },
  claimTextTooLong: (max) => `Si zaidi ya herufi ${max}`,
}
