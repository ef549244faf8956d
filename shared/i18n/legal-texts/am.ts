import type { LegalTexts } from './types'

/** Amharic (አማርኛ), in Ethiopic script. Plain, short sentences, for review by native speakers. */
export const am: LegalTexts = {
  disclosureLabels: {
    transferAmount: 'የዝውውሩ መጠን',
    transferFees: 'የዝውውር ክፍያዎች',
    transferTaxes: 'የዝውውር ታክሶች',
    total: 'ጠቅላላ ድምር',
    exchangeRate: 'የምንዛሪ ተመን',
    amountInCurrency: (currency) => `የዝውውሩ መጠን (${currency})`,
    otherFees: 'ሌሎች ክፍያዎች',
    totalToRecipient: 'ለተቀባዩ የሚደርሰው ጠቅላላ',
  },
  noExchange: 'የለም (በአሜሪካ ዶላር ይከፈላል)',
  dateAvailable: 'ገንዘቡ የሚደርስበት ቀን',
  mayReceiveLessNotice: 'በተቀባዩ ባንክ ክፍያዎች እና በውጭ አገር ታክሶች ምክንያት ተቀባዩ ያነሰ ገንዘብ ሊደርሰው ይችላል።',
  rightsTitle: 'መብቶችዎ',
  rightsTexts: [
    'ከከፈሉ በኋላ በ30 ደቂቃ ውስጥ ይህን ዝውውር መሰረዝ ይችላሉ፤ ክፍያዎችን ጨምሮ ገንዘብዎ በሙሉ ይመለስልዎታል። ገንዘቡ ቀድሞ ከተወሰደ ወይም ወደ ሂሳብ ከገባ ግን መሰረዝ አይቻልም። ዝውውሩን «የእኔ ተቀባዮች» ወይም «የግብይት ታሪክ» ገጽ ላይ ይሰርዙ፣ ወይም ይደውሉልን።',
    'በዚህ ዝውውር ላይ ስህተት አለ ብለው ካሰቡ፣ ገንዘቡ እንደሚደርስ ቃል ከተገባበት ቀን ጀምሮ በ180 ቀናት ውስጥ በዝውውሩ ገጽ ላይ ችግሩን ያሳውቁ ወይም ያግኙን። ያገኘነውን በ90 ቀናት ውስጥ እንነግርዎታለን፤ የሠራነውንም ማንኛውንም ስህተት እናርማለን።',
    'ስለ መብቶችዎ የጽሑፍ ማብራሪያ ለማግኘት ያግኙን።',
  ],
  complaintsTitle: 'ቅሬታዎች',
  complaintsText: (company) => `ስለ ${company} ጥያቄ ወይም ቅሬታ ካለዎት፣ መጀመሪያ እኛን ያግኙ። የሚከተሉትንም ማግኘት ይችላሉ፦`,
  regulatorLabel: (name, kind) => (kind === 'state' ? `${name} (ፈቃድ የሰጠን የግዛት ተቆጣጣሪ)` : `${name} (የአሜሪካ ፌዴራል ተቆጣጣሪ)`),
  cardEnding: (card) => `በ${card.last4} የሚያልቅ ${card.brand}`,
  refundText: (amount, card) => `ተመላሽ ገንዘብ ${amount} በ${card.last4} ወደሚያልቅ ${card.brand} ተልኳል`,
  claimTypeLabels: {
    'not-received': 'ተቀባዩ ገንዘቡን በተገለጸው ቀን አልደረሰውም',
    'wrong-amount': 'ተቀባዩ የደረሰው መጠን የተለየ ነው',
    'wrong-recipient': 'ገንዘቡ ወደ ተሳሳተ ተቀባይ ወይም ሂሳብ ሄዷል',
    'no-disclosures': 'ከመክፈሌ በፊት ወይም በኋላ መረጃው (ክፍያዎች፣ ተመን፣ መጠን) አልተሰጠኝም',
    other: 'ሌላ ነገር',
  },
  claimOutcomeLabels: {
    'no-error': 'ምንም ስህተት አልተገኘም',
    refund: 'ገንዘብ ተመላሽ',
    resend: 'ያለ ክፍያ እንደገና መላክ',
  },
  claimTextTooLong: (max) => `ቢበዛ ${max} ፊደላት`,
}
