/**
 * Names so common among the senders and recipients served here (Somali, Arabic, Ethiopian and
 * Eritrean, Kenyan and Ugandan, Turkish) that sharing one says little about who a person is, even
 * where the sanctions list itself holds them rarely. Each word is read as if that share of listed
 * names held it (see the word weights in sanctions-matcher.ts). Spelt as typed; the matcher folds them.
 */
const VERY_COMMON = [
  'mohamed mohammed muhammad mohammad mohamad muhamed maxamed mohamud mahamud mahmoud mahmud ahmed ahmad axmed',
  'ali cali hassan hasan xasan hussein husein xuseen hussain abdi cabdi abdullahi cabdullaahi abdullah omar cumar',
  'osman cismaan othman ibrahim ibraahim yusuf yussuf yousef abdirahman abdulrahman abdul abd abu bin ibn al el',
  'fatima faadumo fadumo amina aamina halima xaliimo khadija khadiija hawa asha aisha maryan mariam maryam',
  'mehmet ahmet mustafa ali huseyin hasan ibrahim ismail osman yusuf murat emine ayse fatma hatice zeynep elif',
  'john joseph peter james mary grace paul david daniel samuel michael',
]
const COMMON = [
  'abdulkadir abdikadir abdiqadir abdullahi abdinasir abdirizak abdiaziz abdisalam abdiwali abdikarim abdulkarim',
  'farah warsame jama nur noor aden adan aadan said saciid salah salad yasin isse ise farax guled jamal khalid',
  'hamza idris ismail musa moussa suleiman sulayman hamid hamed rashid sheikh sheekh haji xaaji shire dahir',
  'hodan sahra ruqia ayan ubah fartun nasra sadia zahra hibo ifrah safia ilhan idil ladan',
  'tesfaye bekele girma haile alemu tadesse getachew kebede mulugeta tesfay gebre berhane abebe solomon dawit yohannes',
  'mekonnen wolde tekle hailu desta negash worku alemayehu tigist almaz meseret selam hirut',
  'kamau mwangi otieno ochieng odhiambo wanjiru njeri achieng akinyi kiprop kipchoge chebet mutua wambui juma',
  'mugisha okello opio namubiru nakato nansubuga ssemakula kato wasswa babirye',
  'yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin kara koc kurt ozkan',
  'mehmed emre can burak yusuf omer hakan kemal serkan selim kadir murat ramazan halil recep',
]

/** Folded word → the share of listed names it is read as. */
export function commonNameShares(fold: (token: string) => string): Map<string, number> {
  const shares = new Map<string, number>()
  const add = (lines: readonly string[], share: number) => {
    for (const word of lines.join(' ').split(' ')) {
      const folded = fold(word)
      shares.set(folded, Math.max(shares.get(folded) ?? 0, share))
    }
  }
  add(COMMON, 0.003)
  add(VERY_COMMON, 0.03)
  return shares
}
