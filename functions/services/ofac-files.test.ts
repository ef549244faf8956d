import { describe, expect, it } from 'vitest'
import { parseOfacFiles } from './ofac-files'

/** Rows of OFAC's files of January 2022, where one entity number (2677) was published for two parties. */
const SDN_2022 = [
  '2677,"AL-ZOMOR, Abboud Abdul Latif Hassan",individual,SDGT,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 19 Apr 1947; POB Nahia, Giza, Egypt; nationality Egypt; Gender Male."',
  '2678,"AL-ZUMAR, Tariq",individual,SDGT,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '2677,HAMER AND NAIL CONSTRUCTION LIMITED,-0- ,SDGT,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Business Registration Number 120170002264 (Zambia)."',
].join('\r\n')
const ALT_2022 = ['2677,1796,aka,"ZUMAR, Abbud",-0- ', '2677,49609,aka,"AL-ZUMAR, Abbud",-0- '].join('\r\n')

describe('OFAC files', () => {
  it("keeps both parties published under one entity number, each with the number's aliases", () => {
    const entries = parseOfacFiles(SDN_2022, ALT_2022)
    expect(entries.map((entry) => [entry.uid, entry.name, entry.type])).toEqual([
      ['2677', 'AL-ZOMOR, Abboud Abdul Latif Hassan', 'individual'],
      ['2678', 'AL-ZUMAR, Tariq', 'individual'],
      ['2677', 'HAMER AND NAIL CONSTRUCTION LIMITED', 'entity'],
    ])
    expect(entries[0]?.aliases).toEqual(['ZUMAR, Abbud', 'AL-ZUMAR, Abbud'])
    expect(entries[0]?.remarks).toContain('DOB 19 Apr 1947')
  })

  it('refuses an alias of a number the SDN file does not hold', () => {
    expect(() => parseOfacFiles(SDN_2022, '9999,1,aka,"NOBODY",-0- ')).toThrow('alt.csv row 1: entity 9999 is not in sdn.csv')
  })
})
