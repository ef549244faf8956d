import type { LegalTexts } from './types'

/** Somali (Soomaali). Plain, short sentences, for review by native speakers. */
export const so: LegalTexts = {
  disclosureLabels: {
    transferAmount: 'Qaddarka xawilaadda',
    transferFees: 'Khidmadaha xawilaadda',
    transferTaxes: 'Canshuuraha xawilaadda',
    total: 'Wadarta',
    exchangeRate: 'Qiimaha sarifka',
    amountInCurrency: (currency) => `Qaddarka xawilaadda oo ${currency} ah`,
    otherFees: 'Khidmado kale',
    totalToRecipient: 'Wadarta qaataha helayo',
  },
  noExchange: 'Ma jiro (waxaa lagu bixiyaa doollarka Maraykanka)',
  dateAvailable: 'Taariikhda lacagta la heli karo',
  mayReceiveLessNotice:
    'Qaataha waxaa laga yaabaa inuu helo lacag ka yar, sababo la xiriira khidmadaha bangiga qaataha iyo canshuuraha dalka dibadda.',
  rightsTitle: 'Xuquuqdaada',
  rightsTexts: [
    'Waxaad joojin kartaa xawilaaddan 30 daqiiqo gudahood marka aad lacagta bixiso kadib, lacagta oo dhan ayaana laguu celinayaa, khidmadaha ay ku jiraan. Tan lama samayn karo haddii lacagta horay loo qaatay ama akoon loo dhigay. Ka jooji xawilaadda bogga Qaatayaashayda ama Taariikhda Xawilaadaha, ama na soo wac.',
    'Haddii aad u malaynayso in xawilaaddan khalad ku jiro, ka sheeg dhibaatada boggeeda ama nala soo xiriir 180 maalmood gudahood laga bilaabo taariikhda la ballanqaaday in lacagtu diyaar noqoto. Waxaan kuu sheegi doonnaa waxa aan ogaanno 90 maalmood gudahood, waxaanan sixi doonnaa khalad kasta oo aan samaynay.',
    'Si aad u hesho sharraxaad qoraal ah oo ku saabsan xuquuqdaada, nala soo xiriir.',
  ],
  complaintsTitle: 'Cabashooyin',
  complaintsText: (company) => `Su'aalaha ama cabashooyinka ku saabsan ${company}, marka hore nala soo xiriir. Waxaad sidoo kale la xiriiri kartaa:`,
  regulatorLabel: (name, kind) =>
    kind === 'state' ? `${name} (hay'adda gobolka ee na siisay shatiga)` : `${name} (hay'adda federaalka ee Maraykanka)`,
  cardEnding: (card) => `${card.brand} oo ku dhammaata ${card.last4}`,
  refundText: (amount, card) => `Lacag celin dhan ${amount} ayaa loo diray ${card.brand} oo ku dhammaata ${card.last4}`,
  claimTypeLabels: {
    'not-received': 'Qaataha ma helin lacagta taariikhdii la ballanqaaday',
    'wrong-amount': 'Qaataha wuxuu helay qaddar ka duwan',
    'wrong-recipient': 'Lacagta waxay gaartay qaataha ama akoon khaldan',
    'no-disclosures': 'Lama i siin macluumaadka (khidmadaha, sarifka, qaddarka) ka hor ama kadib markii aan lacagta bixiyay',
    other: 'Wax kale',
  },
  claimOutcomeLabels: {
    'no-error': 'Khalad lama helin',
    refund: 'Lacag celin',
    resend: 'Dib loo diray bilaash',
  },
  claimTextTooLong: (max) => `Ugu badnaan ${max} xaraf`,
}
