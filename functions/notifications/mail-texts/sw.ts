import type { MailTexts } from './types'

/** Swahili (Kiswahili). Plain, short sentences, for review by native speakers. */
export const sw: MailTexts = {
  greeting: (firstName) => `Habari ${firstName},`,
  tollFree: '(bila malipo)',
  mobileMoney: 'pesa kwa simu',
  labels: {
    invoice: 'Ankara',
    paid: 'Tarehe ya malipo',
    recipient: 'Mpokeaji',
    recipientPhone: 'Simu ya mpokeaji',
    recipientLocation: 'Mahali alipo mpokeaji',
    paymentType: 'Njia ya kupokea',
    wallet: 'Pochi ya simu',
    bank: 'Benki',
    account: 'Akaunti',
    card: 'Kadi',
    recipientGets: 'Mpokeaji anapata',
    amount: 'Kiasi',
    cancelled: 'Tarehe ya kughairi',
    refund: 'Marejesho',
    youReported: 'Uliripoti',
    ourFinding: 'Tulichogundua',
    reported: 'Tarehe ya kuripoti',
    answerBy: 'Tutajibu kabla ya',
  },
  transferPageLink: 'Tazama uhamisho wako kwenye programu:',
  paymentTypes: { 'Cash Collection': 'Kuchukua pesa taslimu', 'Mobile Money': 'Pesa kwa simu', 'Bank Transfer': 'Uhamisho wa benki' },
  receipt: {
    subject: ({ invoice, total, recipient }) => `Risiti ya ${invoice}: ${total} kwa ${recipient}`,
    heading: 'Risiti yako',
    thanks: ({ total, recipient, country }) => `asante. Ulilipa ${total} kutuma pesa kwa ${recipient} nchini ${country}.`,
    heldDateAvailable: 'Inategemea ukaguzi wetu: tutakujulisha tarehe utakapoendelea',
    onHold: 'Tunakagua taarifa chache kabla uhamisho huu haujaendelea. Tutakutumia barua pepe utakapoendelea; huhitaji kufanya chochote.',
    englishCopyBelow: 'Nakala ya risiti hii kwa Kiingereza iko mwishoni mwa barua pepe hii.',
  },
  paidOut: {
    subject: ({ invoice, recipient }) => `${invoice}: pesa za ${recipient} zimelipwa`,
    heading: 'Pesa zimelipwa',
    toWallet: ({ amount, recipient, country, wallet }) =>
      `pesa ${amount} ulizomtumia ${recipient} nchini ${country} zimetumwa kwenye pochi yake ya ${wallet}.`,
    toBank: ({ amount, recipient, country }) => `pesa ${amount} ulizomtumia ${recipient} nchini ${country} zimewekwa kwenye akaunti yake ya benki.`,
    toCollect: ({ amount, recipient, country }) => `pesa ${amount} ulizomtumia ${recipient} nchini ${country} ziko tayari kuchukuliwa.`,
  },
  cancelled: {
    subject: ({ invoice }) => `${invoice}: umeghairiwa na pesa zimerudishwa`,
    heading: 'Uhamisho umeghairiwa',
    body: ({ recipient }) => `uhamisho wako kwa ${recipient} umeghairiwa. Kila ulicholipa, pamoja na ada, kinarudishwa kwenye kadi yako.`,
    bankDelay: 'Benki yako inaweza kuchukua siku chache kuonyesha marejesho.',
  },
  held: {
    subject: ({ invoice }) => `${invoice}: tunakagua uhamisho wako`,
    heading: 'Uhamisho wako unakaguliwa',
    body: ({ recipient }) =>
      `tunakagua taarifa chache za uhamisho wako kwa ${recipient} kabla haujaendelea, kama sheria inavyotutaka. Ukaguzi mwingi huchukua chini ya siku moja ya kazi. Tutakutumia barua pepe ukikamilika, na tutawasiliana nawe tukihitaji chochote.`,
  },
  released: {
    subject: ({ invoice }) => `${invoice}: uhamisho wako uko njiani`,
    heading: 'Ukaguzi umekamilika',
    body: ({ recipient }) => `tumemaliza kukagua uhamisho wako kwa ${recipient}. Uko njiani.`,
  },
  claimReceived: {
    subject: ({ invoice }) => `${invoice}: tumepokea tatizo uliloripoti`,
    heading: 'Tumepokea ripoti yako',
    body: ({ recipient }) =>
      `tumepokea tatizo uliloripoti kuhusu uhamisho wako kwa ${recipient}. Tunalichunguza na tutakuandikia jibu letu kabla ya tarehe iliyo hapa chini.`,
  },
  claimResolved: {
    subject: ({ invoice }) => `${invoice}: jibu la tatizo uliloripoti`,
    heading: 'Jibu la ripoti yako',
    body: ({ recipient }) => `tumechunguza tatizo uliloripoti kuhusu uhamisho wako kwa ${recipient}.`,
    documents: 'Unaweza kuomba nakala za nyaraka tulizotegemea. Tupigie simu au utuandikie.',
  },
  readySms: {
    toWallet: ({ company, sender, amount, wallet, reference }) =>
      `${company}: ${sender} amekutumia ${amount} kwenye pochi yako ya ${wallet}. Kumbukumbu ${reference}.`,
    toBank: ({ company, sender, amount, reference }) =>
      `${company}: ${sender} amekutumia ${amount} kwenye akaunti yako ya benki. Kumbukumbu ${reference}.`,
    toCollect: ({ company, sender, amount, city, reference }) =>
      `${company}: ${sender} amekutumia ${amount}. Zichukue mjini ${city} ukiwa na kumbukumbu ${reference} na kitambulisho chako.`,
    track: 'Fuatilia:',
  },
  accountVerified: {
    subject: 'Akaunti yako imethibitishwa',
    heading: 'Akaunti imethibitishwa',
    body: ({ day, month }) => `tumethibitisha akaunti yako. Sasa unaweza kutuma hadi ${day} katika saa 24 zozote na ${month} katika siku 30 zozote.`,
  },
  verificationRefused: {
    subject: 'Hatukuweza kuthibitisha akaunti yako',
    heading: 'Uthibitishaji umekataliwa',
    body: 'tumekagua nyaraka zako na hatukuweza kuthibitisha akaunti yako. Sababu yetu:',
    next: 'Pakia hati mpya chini ya Nyaraka na tutaikagua tena.',
  },
  addressInUse: {
    subject: 'Mtu alijaribu kutumia anwani yako ya barua pepe',
    heading: 'Anwani yako tayari inatumika',
    signUp: ({ when }) =>
      `mtu alijaribu kufungua akaunti mpya kwa anwani hii ya barua pepe tarehe ${when}. Anwani hii tayari ina akaunti, kwa hiyo hakuna akaunti mpya iliyofunguliwa na hakuna kilichobadilika kwenye akaunti yako.`,
    emailChange: ({ when }) =>
      `mtu aliomba tarehe ${when} kuhamishia akaunti nyingine kwenye anwani hii ya barua pepe. Anwani hii tayari ina akaunti, kwa hiyo hakuna kilichohamishwa na hakuna kilichobadilika kwenye akaunti yako.`,
    ifYou: 'Ikiwa ni wewe, tayari una akaunti nasi na unaweza kuitumia:',
    signIn: 'Ingia:',
    resetPassword: 'Umesahau nenosiri? Weka jipya:',
    notYou: 'Ikiwa si wewe, huhitaji kufanya chochote: hakuna anayeweza kutumia anwani hii bila kufikia kisanduku chako cha barua.',
  },
  emailChanged: {
    subject: 'Anwani ya barua pepe ya akaunti yako imebadilishwa',
    heading: 'Anwani ya barua pepe imebadilishwa',
    body: ({ newEmail, when }) =>
      `anwani ya barua pepe ya akaunti yako ilibadilishwa kuwa ${newEmail} tarehe ${when}. Kuanzia sasa unaingia kwa anwani hiyo, na tutakuandikia huko, si kwa anwani hii.`,
    notYou: ({ phone }) => `Ikiwa hukuibadilisha wewe, tupigie sasa kwa ${phone}: huenda mtu mwingine ana nenosiri lako.`,
  },
  passwordChanged: {
    subject: 'Nenosiri lako limebadilishwa',
    heading: 'Nenosiri limebadilishwa',
    body: ({ when }) => `nenosiri la akaunti yako lilibadilishwa tarehe ${when}, na kila kifaa kilichokuwa kimeingia kimetolewa.`,
    notYou: ({ phone }) => `Ikiwa hukulibadilisha wewe, weka nenosiri jipya sasa na utupigie kwa ${phone}.`,
    setNew: 'Weka nenosiri jipya:',
  },
  twoFactorChanged: {
    subjectOn: 'Kuingia kwa hatua mbili kumewashwa',
    subjectOff: 'Kuingia kwa hatua mbili kumezimwa',
    heading: 'Kuingia kwa hatua mbili kumebadilishwa',
    on: ({ when }) =>
      `kuingia kwa hatua mbili kuliwashwa kwenye akaunti yako tarehe ${when}. Kuanzia sasa, kuingia kutaomba pia msimbo kutoka kwenye programu yako ya uthibitishaji.`,
    off: ({ when }) => `kuingia kwa hatua mbili kulizimwa kwenye akaunti yako tarehe ${when}. Sasa kuingia kunaomba nenosiri lako tu.`,
    offBySupport: ({ when }) =>
      `timu yetu ya msaada ilizima kuingia kwa hatua mbili kwenye akaunti yako tarehe ${when}, kama ilivyoombwa baada ya simu kupotea au kubadilishwa. Sasa kuingia kunaomba nenosiri lako tu.`,
    notYou: ({ phone }) => `Ikiwa hukuomba hili, tupigie sasa kwa ${phone}.`,
  },
}
