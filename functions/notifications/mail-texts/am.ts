import type { MailTexts } from './types'

/**
 * Amharic (አማርኛ), in Ethiopic script. Plain, short sentences, for review by native speakers. Its
 * SMS cannot be GSM 7-bit: it goes as UCS-2 (70 characters a part), so it stays short.
 */
export const am: MailTexts = {
  greeting: (firstName) => `ሰላም ${firstName}፣`,
  tollFree: '(ነጻ ጥሪ)',
  mobileMoney: 'ሞባይል ገንዘብ',
  labels: {
    invoice: 'የደረሰኝ ቁጥር',
    paid: 'የተከፈለበት ጊዜ',
    recipient: 'ተቀባይ',
    recipientPhone: 'የተቀባዩ ስልክ',
    recipientLocation: 'ተቀባዩ ያሉበት ቦታ',
    paymentType: 'የአከፋፈል ዘዴ',
    wallet: 'የሞባይል ገንዘብ ሂሳብ',
    bank: 'ባንክ',
    account: 'የሂሳብ ቁጥር',
    card: 'ካርድ',
    recipientGets: 'ተቀባዩ የሚያገኙት',
    amount: 'መጠን',
    cancelled: 'የተሰረዘበት ጊዜ',
    refund: 'ተመላሽ ገንዘብ',
    youReported: 'ያሳወቁት ችግር',
    ourFinding: 'የደረስንበት ውጤት',
    reported: 'ያሳወቁበት ጊዜ',
    answerBy: 'ምላሽ የምንሰጥበት የመጨረሻ ቀን',
  },
  transferPageLink: 'ዝውውርዎን በመተግበሪያው ይመልከቱ፦',
  paymentTypes: { 'Cash Collection': 'በጥሬ ገንዘብ መቀበል', 'Mobile Money': 'የሞባይል ገንዘብ', 'Bank Transfer': 'የባንክ ዝውውር' },
  receipt: {
    subject: ({ invoice, total, recipient }) => `ደረሰኝ ${invoice}፦ ${total}፣ ለተቀባይ ${recipient}`,
    heading: 'የእርስዎ ደረሰኝ',
    thanks: ({ total, recipient, country }) => `እናመሰግናለን። ${country} ውስጥ ላሉት ተቀባይ ${recipient} ገንዘብ ለመላክ ${total} ከፍለዋል።`,
    heldDateAvailable: 'በግምገማችን ላይ የተመሰረተ ነው፦ ሲቀጥል ቀኑን እናሳውቅዎታለን',
    onHold: 'ይህ ዝውውር ከመቀጠሉ በፊት ጥቂት ዝርዝሮችን እያጣራን ነው። ሲቀጥል በኢሜይል እናሳውቅዎታለን፤ እርስዎ ምንም ማድረግ አያስፈልግዎትም።',
    englishCopyBelow: 'የዚህ ደረሰኝ የእንግሊዝኛ ቅጂ በዚህ ኢሜይል መጨረሻ ላይ ይገኛል።',
  },
  paidOut: {
    subject: ({ invoice, recipient }) => `${invoice}፦ ለተቀባይ ${recipient} ገንዘቡ ተከፍሏል`,
    heading: 'ገንዘቡ ተከፍሏል',
    toWallet: ({ amount, recipient, country, wallet }) => `${country} ውስጥ ላሉት ተቀባይ ${recipient} የላኩት ${amount} ወደ ${wallet} ሂሳባቸው ገብቷል።`,
    toBank: ({ amount, recipient, country }) => `${country} ውስጥ ላሉት ተቀባይ ${recipient} የላኩት ${amount} ወደ ባንክ ሂሳባቸው ገብቷል።`,
    toCollect: ({ amount, recipient, country }) => `${country} ውስጥ ላሉት ተቀባይ ${recipient} የላኩት ${amount} ለመውሰድ ዝግጁ ነው።`,
  },
  cancelled: {
    subject: ({ invoice }) => `${invoice}፦ ተሰርዟል፤ ገንዘቡም ተመልሷል`,
    heading: 'ዝውውሩ ተሰርዟል',
    body: ({ recipient }) => `ወደ ተቀባይ ${recipient} ያደረጉት ዝውውር ተሰርዟል። ክፍያዎችን ጨምሮ የከፈሉት በሙሉ ወደ ካርድዎ ይመለሳል።`,
    bankDelay: 'ተመላሹ በባንክዎ ላይ እስኪታይ ጥቂት ቀናት ሊወስድ ይችላል።',
  },
  held: {
    subject: ({ invoice }) => `${invoice}፦ ዝውውርዎን እየገመገምን ነው`,
    heading: 'ዝውውርዎ እየተገመገመ ነው',
    body: ({ recipient }) =>
      `ሕጉ በሚጠይቀን መሰረት፣ ወደ ተቀባይ ${recipient} ያደረጉት ዝውውር ከመቀጠሉ በፊት ጥቂት ዝርዝሮችን እያጣራን ነው። አብዛኞቹ ግምገማዎች ከአንድ የሥራ ቀን ያነሰ ጊዜ ይወስዳሉ። ሲጠናቀቅ በኢሜይል እናሳውቅዎታለን፤ የሚያስፈልገን ነገር ካለም እናገኝዎታለን።`,
  },
  released: {
    subject: ({ invoice }) => `${invoice}፦ ዝውውርዎ በመንገድ ላይ ነው`,
    heading: 'ግምገማው ተጠናቋል',
    body: ({ recipient }) => `ወደ ተቀባይ ${recipient} ያደረጉትን ዝውውር ገምግመን ጨርሰናል። አሁን በመንገድ ላይ ነው።`,
  },
  claimReceived: {
    subject: ({ invoice }) => `${invoice}፦ ያሳወቁትን ችግር ተቀብለናል`,
    heading: 'ሪፖርትዎን ተቀብለናል',
    body: ({ recipient }) => `ወደ ተቀባይ ${recipient} ባደረጉት ዝውውር ላይ ያሳወቁትን ችግር ተቀብለናል። እየመረመርነው ነው፤ ከታች ካለው ቀን በፊት ምላሻችንን እንጽፍልዎታለን።`,
  },
  claimResolved: {
    subject: ({ invoice }) => `${invoice}፦ ላሳወቁት ችግር የተሰጠ ምላሽ`,
    heading: 'ለሪፖርትዎ የተሰጠ ምላሽ',
    body: ({ recipient }) => `ወደ ተቀባይ ${recipient} ባደረጉት ዝውውር ላይ ያሳወቁትን ችግር መርምረናል።`,
    documents: 'ውሳኔያችን የተመሠረተባቸውን ሰነዶች ቅጂዎች መጠየቅ ይችላሉ። ይደውሉልን ወይም ይጻፉልን።',
  },
  readySms: {
    toWallet: ({ company, sender, amount, wallet, reference }) => `${company}፦ ${sender} ${amount} ወደ ${wallet} ሂሳብዎ ልከዋል። ማጣቀሻ፦ ${reference}`,
    toBank: ({ company, sender, amount, reference }) => `${company}፦ ${sender} ${amount} ወደ ባንክ ሂሳብዎ ልከዋል። ማጣቀሻ፦ ${reference}`,
    toCollect: ({ company, sender, amount, city, reference }) =>
      `${company}፦ ${sender} ${amount} ልከውልዎታል። ${city} ውስጥ በማጣቀሻ ${reference} እና በመታወቂያዎ ይውሰዱ።`,
    track: 'ይከታተሉ፦',
  },
  accountVerified: {
    subject: 'መለያዎ ተረጋግጧል',
    heading: 'መለያ ተረጋግጧል',
    body: ({ day, month }) => `መለያዎን አረጋግጠናል። አሁን በማንኛውም 24 ሰዓት እስከ ${day} እና በማንኛውም 30 ቀናት እስከ ${month} መላክ ይችላሉ።`,
  },
  verificationRefused: {
    subject: 'መለያዎን ማረጋገጥ አልቻልንም',
    heading: 'ማረጋገጫ ተቀባይነት አላገኘም',
    body: 'ሰነዶችዎን ገምግመን መለያዎን ማረጋገጥ አልቻልንም። ምክንያታችን፦',
    next: 'በሰነዶች ስር አዲስ ሰነድ ይስቀሉ፤ እንደገና እንገመግመዋለን።',
  },
  addressInUse: {
    subject: 'አንድ ሰው የኢሜይል አድራሻዎን ለመጠቀም ሞክሯል',
    heading: 'አድራሻዎ አስቀድሞ ጥቅም ላይ ነው',
    signUp: ({ when }) => `አንድ ሰው በ${when} በዚህ የኢሜይል አድራሻ አዲስ መለያ ለመክፈት ሞክሯል። ይህ አድራሻ አስቀድሞ መለያ ስላለው አዲስ መለያ አልተከፈተም፣ በመለያዎም ምንም አልተለወጠም።`,
    emailChange: ({ when }) => `አንድ ሰው በ${when} ሌላ መለያን ወደዚህ የኢሜይል አድራሻ ለማዛወር ጠይቋል። ይህ አድራሻ አስቀድሞ መለያ ስላለው ምንም አልተዛወረም፣ በመለያዎም ምንም አልተለወጠም።`,
    ifYou: 'እርስዎ ከሆኑ፣ ከእኛ ጋር መለያ አስቀድመው አለዎት፤ ሊጠቀሙበት ይችላሉ፦',
    signIn: 'ይግቡ፦',
    resetPassword: 'የይለፍ ቃልዎን ረስተዋል? አዲስ ያዘጋጁ፦',
    notYou: 'እርስዎ ካልሆኑ ምንም ማድረግ አያስፈልግዎትም፦ የኢሜይል ሳጥንዎን ሳይደርስ ማንም ይህን አድራሻ መጠቀም አይችልም።',
  },
  emailChanged: {
    subject: 'የመለያዎ የኢሜይል አድራሻ ተቀይሯል',
    heading: 'የኢሜይል አድራሻ ተቀይሯል',
    body: ({ newEmail, when }) => `የመለያዎ የኢሜይል አድራሻ በ${when} ወደ ${newEmail} ተቀይሯል። ከአሁን ጀምሮ በዚያ አድራሻ ይገባሉ፣ እኛም ወደዚህ ሳይሆን ወደዚያ እንጽፍልዎታለን።`,
    notYou: ({ phone }) => `እርስዎ ካልቀየሩት አሁኑኑ በ${phone} ይደውሉልን፦ ሌላ ሰው የይለፍ ቃልዎን ይዞ ሊሆን ይችላል።`,
  },
  passwordChanged: {
    subject: 'የይለፍ ቃልዎ ተቀይሯል',
    heading: 'የይለፍ ቃል ተቀይሯል',
    body: ({ when }) => `የመለያዎ የይለፍ ቃል በ${when} ተቀይሯል፣ የገቡ መሣሪያዎች ሁሉ እንዲወጡ ተደርገዋል።`,
    notYou: ({ phone }) => `እርስዎ ካልቀየሩት አሁኑኑ አዲስ የይለፍ ቃል ያዘጋጁ፣ በ${phone} ይደውሉልን።`,
    setNew: 'አዲስ የይለፍ ቃል ያዘጋጁ፦',
  },
  twoFactorChanged: {
    subjectOn: 'ባለሁለት ደረጃ መግቢያ በርቷል',
    subjectOff: 'ባለሁለት ደረጃ መግቢያ ጠፍቷል',
    heading: 'ባለሁለት ደረጃ መግቢያ ተቀይሯል',
    on: ({ when }) => `ለመለያዎ ባለሁለት ደረጃ መግቢያ በ${when} በርቷል። ከአሁን ጀምሮ መግባት ከማረጋገጫ መተግበሪያዎ ኮድም ይጠይቃል።`,
    off: ({ when }) => `ለመለያዎ ባለሁለት ደረጃ መግቢያ በ${when} ጠፍቷል። መግባት አሁን የይለፍ ቃልዎን ብቻ ይጠይቃል።`,
    offBySupport: ({ when }) => `የድጋፍ ቡድናችን ስልክ ከጠፋ ወይም ከተቀየረ በኋላ በተጠየቀው መሠረት ለመለያዎ ባለሁለት ደረጃ መግቢያን በ${when} አጥፍቷል። መግባት አሁን የይለፍ ቃልዎን ብቻ ይጠይቃል።`,
    notYou: ({ phone }) => `ይህን እርስዎ ካልጠየቁ አሁኑኑ በ${phone} ይደውሉልን።`,
  },
}
