import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseOfacFiles } from './ofac-files'
import { MATCH_THRESHOLD, nameScore, normaliseName, SanctionsMatcher } from './sanctions-matcher'

const list = parseOfacFiles(readFileSync('data/sanctions/sdn.csv', 'utf8'), readFileSync('data/sanctions/alt.csv', 'utf8'))
const matcher = new SanctionsMatcher('test', list)

/**
 * The labelled set the threshold was chosen on: names a reviewer must see (typos, reordered, with
 * accents or other spellings, aliases) with the entry they belong to, and names that must pass
 * (common East African and Turkish names, and names that share one word with a listed one).
 */
const SHOULD_MATCH: [string, string][] = [
  ['Xasan Qorane Dhuubow', '90001'],
  ['Dhuubow Xasan Qorane', '90001'],
  ['Xasan Qoraane Dhuubow', '90001'],
  ['Hassan Qorane Dhubow', '90001'],
  ['Hasan Qorane Dhubow', '90001'],
  ['Abdikarim Yusuf Gedi Warsame', '90002'],
  ['Abdikarim Yusuf Warsame', '90002'],
  ['Abdulkarim Warsami', '90002'],
  ['Abdikareem Yusuf Warsame', '90002'],
  ['Temesgen Okonkwo Baye', '90003'],
  ['Mehmet Emin Taşdelen Karabulut', '90004'],
  ['Mehmet Tasdelen', '90004'],
  ['Faadumo Cigaal Barreh', '90005'],
  ['Fadumo Barre Cigal', '90005'],
  ['Peterson Gichuru Njoroge Kamau', '90006'],
  ['Berhanu Tsegaye Woldemichael Hailemariam', '90007'],
  ['Berhanu Woldemikael', '90007'],
  ['Kadir Selçuk Özdemirci', '90008'],
  ['Juma Hamisi Mwakalinga', '90009'],
  ['Mohamed Abdirahman Hirsi Guled', '90010'],
  ['Maxamed Guuleed', '90010'],
  ['Al Harazi Trading Co', '90011'],
  ['Blue Horizon Money Transfer', '90012'],
  ['Evaline Kerubo Nyamweya', '90013'],
  ['Yonatan Gebreselassie Tesfamariam', '90014'],
  ['Serkan Bülent Yıldırımoğlu', '90015'],
  ['Wycliffe Odhiambo Otieno', '90016'],
  ['Ilhaan Shiine Khadar', '90017'],
  ['Ilhan Shine Khadar', '90017'],
  ['Daniel Habtom Ghebre Semere', '90018'],
  ['Tichaona Farai Runganga', '90020'],
  ['Sahra Ibrahim Mohamud', '90021'],
  ['Ahmet Bayraktar', '90023'],
  ['Liban Osman Abdikadir', '90025'],
]

const SHOULD_PASS: string[] = [
  'Mohamed Ali',
  'Ahmed Hassan',
  'Fatuma Hassan',
  'Hodan Ali Warsame',
  'Abdi Warsame',
  'Yusuf Gedi',
  'Amina Yusuf',
  'Mehmet Yilmaz',
  'Ayse Kaya',
  'Mustafa Demir',
  'Emine Karabulut',
  'Kadir Ozdemir',
  'Juma Hamisi',
  'Peter Kamau',
  'Grace Wanjiru Njoroge',
  'John Otieno',
  'Daniel Tesfaye',
  'Berhanu Tadesse',
  'Selamawit Bekele',
  'Ilhan Omar',
  'Sahra Mohamed',
  'Liban Abdi',
  'Serkan Yildiz',
  'Ahmet Kaplan',
  'Evaline Achieng',
  'Hassan Mohamud Abdullahi',
  'Maryan Guled',
  'Faadumo Abdi',
  'Wycliffe Onyango',
  'Temesgen Haile',
  'Tichaona Moyo',
  'Blue Sky Travel',
  'Horizon Trading LLC',
  'Zeynep Celik',
  'Halima Juma',
]

describe('sanctions matcher', () => {
  it('normalises case, accents, punctuation and apostrophes', () => {
    expect(normaliseName("  O'Neil-Núñez, JOSÉ  ")).toEqual(['oneil', 'nunez', 'jose'])
    expect(normaliseName('Yıldırımoğlu')).toEqual(['yıldırımoglu'])
  })

  it('scores reordered names as the same and missing words lower', () => {
    expect(nameScore(normaliseName('Ali Hassan'), normaliseName('HASSAN, Ali'))).toBe(1)
    expect(nameScore(normaliseName('Mohamed Ali'), normaliseName('Mohamed Ali Abdi Hassan'))).toBeLessThan(MATCH_THRESHOLD)
  })

  it.each(SHOULD_MATCH)('finds %s (entry %s)', (name, uid) => {
    expect(matcher.screen(name)?.entry.uid).toBe(uid)
  })

  it.each(SHOULD_PASS)('does not flag %s', (name) => {
    expect(matcher.screen(name)).toBeUndefined()
  })

  it('reports precision and recall on the labelled set', () => {
    const truePositives = SHOULD_MATCH.filter(([name, uid]) => matcher.screen(name)?.entry.uid === uid).length
    const falsePositives = SHOULD_PASS.filter((name) => matcher.screen(name) !== undefined).length
    const precision = truePositives / (truePositives + falsePositives)
    const recall = truePositives / SHOULD_MATCH.length
    console.log(`labelled names: ${SHOULD_MATCH.length + SHOULD_PASS.length}; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`)
    expect(SHOULD_MATCH.length + SHOULD_PASS.length).toBeGreaterThanOrEqual(50)
    expect(precision).toBe(1)
    expect(recall).toBe(1)
  })
})
