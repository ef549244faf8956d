import type { MailTexts } from './types'

/** Somali (Soomaali). Plain, short sentences, for review by native speakers. */
export const so: MailTexts = {
  greeting: (firstName) => `Salaan ${firstName},`,
  tollFree: '(wicitaan bilaash ah)',
  mobileMoney: 'lacagta mobilka',
  labels: {
    invoice: 'Qaansheeg',
    paid: 'Waqtiga lacag bixinta',
    recipient: 'Qaataha',
    recipientPhone: 'Telefoonka qaataha',
    recipientLocation: 'Goobta qaataha',
    paymentType: 'Habka lacagta loo bixinayo',
    wallet: 'Akoonka mobilka',
    bank: 'Bangiga',
    account: 'Akoonka',
    card: 'Kaarka',
    recipientGets: 'Qaataha wuxuu helayaa',
    amount: 'Qaddarka',
    cancelled: 'Waqtiga la joojiyay',
    refund: 'Lacag celin',
    youReported: 'Waxaad soo sheegtay',
    ourFinding: 'Natiijadayada',
    reported: 'Waqtiga la soo sheegay',
    answerBy: 'Waxaan ku jawaabaynaa ugu dambayn',
  },
  transferPageLink: 'Ka eeg xawilaaddaada barnaamijka:',
  paymentTypes: { 'Cash Collection': 'Qaadasho lacag caddaan ah', 'Mobile Money': 'Lacagta mobilka', 'Bank Transfer': 'Xawilaad bangi' },
  receipt: {
    subject: ({ invoice, total, recipient }) => `Rasiidka ${invoice}: ${total} loo diray ${recipient}`,
    heading: 'Rasiidkaaga',
    thanks: ({ total, recipient, country }) =>
      `waad ku mahadsan tahay. Waxaad bixisay ${total} si aad lacag ugu dirto ${recipient} oo jooga ${country}.`,
    heldDateAvailable: 'Waxay ku xiran tahay dib-u-eegistayada: taariikhda waan kuu sheegi doonnaa marka ay socoto',
    onHold:
      'Waxaan hubinaynaa dhowr faahfaahin ka hor inta aan xawilaaddan la sii wadin. Waxaan kuu soo diri doonnaa iimayl marka ay sii socoto; wax aad samaynayso ma jiraan.',
    englishCopyBelow: 'Rasiidkan oo Ingiriisi ku qoran ayaa ku jira dhammaadka iimaylkan.',
  },
  paidOut: {
    subject: ({ invoice, recipient }) => `${invoice}: lacagta ${recipient} waa la bixiyay`,
    heading: 'Lacagta waa la bixiyay',
    toWallet: ({ amount, recipient, country, wallet }) =>
      `lacagta ${amount} ah ee aad u dirtay ${recipient} oo jooga ${country} waxaa la geliyay akoonka ${wallet} ee qaataha.`,
    toBank: ({ amount, recipient, country }) =>
      `lacagta ${amount} ah ee aad u dirtay ${recipient} oo jooga ${country} waxaa la geliyay akoonka bangiga ee qaataha.`,
    toCollect: ({ amount, recipient, country }) =>
      `lacagta ${amount} ah ee aad u dirtay ${recipient} oo jooga ${country} hadda waa diyaar, qaatahuna wuu qaadan karaa.`,
  },
  cancelled: {
    subject: ({ invoice }) => `${invoice}: waa la joojiyay, lacagtana waa la celiyay`,
    heading: 'Xawilaadda waa la joojiyay',
    body: ({ recipient }) =>
      `xawilaaddii aad u dirtay ${recipient} waa la joojiyay. Wax kasta oo aad bixisay, khidmadaha ay ku jiraan, waxaa lagu celinayaa kaarkaaga.`,
    bankDelay: 'Bangigaagu wuxuu qaadan karaa dhowr maalmood inuu muujiyo lacag celinta.',
  },
  held: {
    subject: ({ invoice }) => `${invoice}: waxaan dib u eegaynaa xawilaaddaada`,
    heading: 'Xawilaaddaada dib ayaa loo eegayaa',
    body: ({ recipient }) =>
      `waxaan hubinaynaa dhowr faahfaahin oo ku saabsan xawilaaddii aad u dirtay ${recipient} ka hor inta aysan sii socon, sida sharcigu naga rabo. Inta badan, dib u eegistu waxay qaadataa wax ka yar hal maalin shaqo. Waxaan kuu soo diri doonnaa iimayl marka ay dhammaato, waanan kula soo xiriiri doonnaa haddii aan wax kaa u baahanno.`,
  },
  released: {
    subject: ({ invoice }) => `${invoice}: xawilaaddaadu way socotaa`,
    heading: 'Dib u eegista waa dhammaatay',
    body: ({ recipient }) => `waan dhammaynay dib u eegista xawilaaddii aad u dirtay ${recipient}. Hadda way socotaa.`,
  },
  claimReceived: {
    subject: ({ invoice }) => `${invoice}: waan helnay dhibaatada aad soo sheegtay`,
    heading: 'Waan helnay warbixintaada',
    body: ({ recipient }) =>
      `waan helnay dhibaatada aad ka soo sheegtay xawilaaddii aad u dirtay ${recipient}. Waan baaraynaa, waxaana kuu soo qori doonnaa jawaabtayada ka hor taariikhda hoose.`,
  },
  claimResolved: {
    subject: ({ invoice }) => `${invoice}: jawaabta dhibaatada aad soo sheegtay`,
    heading: 'Jawaabta warbixintaada',
    body: ({ recipient }) => `waan baarnay dhibaatada aad ka soo sheegtay xawilaaddii aad u dirtay ${recipient}.`,
    documents: 'Waxaad codsan kartaa nuqullada dukumentiyada aan ku tiirsanayn. Na soo wac ama noo soo qor.',
  },
  readySms: {
    toWallet: ({ company, sender, amount, wallet, reference }) =>
      `${company}: ${sender} ayaa kuu soo diray ${amount}, waxaana la geliyay akoonkaaga ${wallet}. Tixraac ${reference}.`,
    toBank: ({ company, sender, amount, reference }) => `${company}: ${sender} ayaa ${amount} u diray akoonkaaga bangiga. Tixraac ${reference}.`,
    toCollect: ({ company, sender, amount, city, reference }) =>
      `${company}: ${sender} ayaa kuu soo diray ${amount}. Ka qaado ${city}, adoo wata tixraaca ${reference} iyo aqoonsigaaga.`,
    track: 'La soco:',
  },
  accountVerified: {
    subject: 'Akoonkaaga waa la xaqiijiyay',
    heading: 'Akoonka waa la xaqiijiyay',
    body: ({ day, month }) =>
      `waxaan xaqiijinay akoonkaaga. Hadda waxaad diri kartaa ilaa ${day} 24-kii saacadood kasta iyo ${month} 30-kii maalmood kasta.`,
  },
  verificationRefused: {
    subject: 'Ma aanan xaqiijin karin akoonkaaga',
    heading: 'Xaqiijinta waa la diiday',
    body: 'waxaan eegnay dukumeentiyadaada mana aanan xaqiijin karin akoonkaaga. Sababteenu:',
    next: 'Ku soo geli dukumeenti cusub qaybta Dukumeentiyada, dib ayaanu u eegi doonnaa.',
  },
  addressInUse: {
    subject: 'Qof ayaa isku dayay inuu isticmaalo ciwaankaaga iimaylka',
    heading: 'Ciwaankaagu horay ayuu u jiray',
    signUp: ({ when }) =>
      `qof ayaa ${when} isku dayay inuu akoon cusub ku furo ciwaankan iimaylka. Ciwaankan akoon ayuu horay u lahaa, sidaas darteed akoon cusub lama furin, waxba iskamana beddelin akoonkaaga.`,
    emailChange: ({ when }) =>
      `qof ayaa ${when} codsaday in akoon kale loo wareejiyo ciwaankan iimaylka. Ciwaankan akoon ayuu horay u lahaa, sidaas darteed waxba lama wareejin, waxba iskamana beddelin akoonkaaga.`,
    ifYou: 'Haddii adigu ahayd, akoon ayaad horay noogu leedahay, waadna isticmaali kartaa:',
    signIn: 'Soo gal:',
    resetPassword: 'Ma ilowday furaha sirta? Samee mid cusub:',
    notYou: 'Haddii aanad adigu ahayn, waxba uma baahnid inaad samayso: qofna ma isticmaali karo ciwaankan isagoon galin sanduuqaaga iimaylka.',
  },
  emailChanged: {
    subject: 'Ciwaanka iimaylka ee akoonkaaga waa la beddelay',
    heading: 'Ciwaanka iimaylka waa la beddelay',
    body: ({ newEmail, when }) =>
      `ciwaanka iimaylka ee akoonkaaga waxaa loo beddelay ${newEmail} ${when}. Hadda wixii ka dambeeya waxaad ku soo gashaa ciwaankaas, annaguna halkaas ayaan kuugu soo qornaa, ee ma aha ciwaankan.`,
    notYou: ({ phone }) => `Haddii aanad adigu beddelin, hadda nagala soo xiriir ${phone}: qof kale ayaa laga yaabaa inuu hayo furahaaga sirta ah.`,
  },
  passwordChanged: {
    subject: 'Furahaaga sirta ah waa la beddelay',
    heading: 'Furaha sirta ah waa la beddelay',
    body: ({ when }) => `furaha sirta ah ee akoonkaaga waa la beddelay ${when}, qalab kasta oo ku jiray akoonkana waa laga saaray.`,
    notYou: ({ phone }) => `Haddii aanad adigu beddelin, hadda samee furaha sirta oo cusub, nagalana soo xiriir ${phone}.`,
    setNew: 'Samee furaha sirta oo cusub:',
  },
  twoFactorChanged: {
    subjectOn: 'Galitaanka laba-tallaabo waa shidan yahay',
    subjectOff: 'Galitaanka laba-tallaabo waa dansan yahay',
    heading: 'Galitaanka laba-tallaabo waa la beddelay',
    on: ({ when }) =>
      `galitaanka laba-tallaabo waa laga shiday akoonkaaga ${when}. Hadda wixii ka dambeeya, galitaanku wuxuu sidoo kale ku weydiin doonaa koodh ka yimaada abka xaqiijinta.`,
    off: ({ when }) =>
      `galitaanka laba-tallaabo waa laga damiyay akoonkaaga ${when}. Hadda galitaanku wuxuu ku weydiinayaa furaha sirta ah oo keliya.`,
    offBySupport: ({ when }) =>
      `kooxdayada taageerada ayaa ka damisay galitaanka laba-tallaabo akoonkaaga ${when}, sidii la codsaday kadib markii taleefan lumay ama la beddelay. Hadda galitaanku wuxuu ku weydiinayaa furaha sirta ah oo keliya.`,
    notYou: ({ phone }) => `Haddii aanad adigu codsan, hadda nagala soo xiriir ${phone}.`,
  },
}
