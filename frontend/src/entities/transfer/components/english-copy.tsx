import { useLingui } from '@lingui/react'
import { HELD_DATE_AVAILABLE_MESSAGE } from '../../../../../shared/compliance/hold'
import { DEFAULT_LOCALE, LOCALE_NAMES } from '../../../../../shared/i18n/locales'
import { legalTexts } from '../../../../../shared/i18n/legal-texts'
import { CFPB, formatDateAvailable, type Regulator } from '../../../../../shared/rates/disclosure'
import { DISCLOSURE_ROW_KEYS, disclosureValues, englishDisclosureLabel, type DisclosureFigures } from '../../../../../shared/rates/disclosure-rows'
import { site } from '../../../config/site'
import { Fact } from '../../../components/fact/fact'
import './english-copy.css'

const en = legalTexts(DEFAULT_LOCALE)
/** What the copy is called, in English on purpose (it is the English copy). */
const TITLES = { disclosure: 'Disclosure in English', receipt: 'Receipt in English' } as const

interface EnglishCopyProps {
  kind: keyof typeof TITLES
  figures: DisclosureFigures
  dateAvailable: string
  /** Held for review: the date depends on the review (no date is promised). */
  held?: boolean
  /** Paid into a bank account: the recipient's bank may take fees of its own (1005.31(b)(1)(viii)). */
  mayReceiveLess: boolean
  /** The receipt's complaints row names the stage's state regulator (1005.31(b)(2)(vi)). */
  regulator?: Regulator
}

/**
 * 12 CFR 1005.31(g)(1): a transfer conducted in another language is disclosed in that language and
 * in English. The screen shows the reader's language; this English copy of the rule's rows (and, on
 * the receipt, the rights and whom to complain to) prints beside it, and is not shown on screen.
 */
export function EnglishCopy({ kind, figures, dateAvailable, held = false, mayReceiveLess, regulator }: EnglishCopyProps) {
  const { i18n } = useLingui()
  if (i18n.locale === DEFAULT_LOCALE) return null
  const values = disclosureValues(figures, 'en')
  return (
    <section className="english-copy" lang="en" aria-label={LOCALE_NAMES.en}>
      <h3 className="english-copy__title">{TITLES[kind]}</h3>
      <dl className="english-copy__rows">
        {DISCLOSURE_ROW_KEYS.map((key) => (
          <Fact key={key} label={englishDisclosureLabel(key, figures.currency)}>
            {values[key]}
          </Fact>
        ))}
        <Fact label={en.dateAvailable}>{held ? HELD_DATE_AVAILABLE_MESSAGE : formatDateAvailable(dateAvailable)}</Fact>
      </dl>
      {mayReceiveLess ? <p>{en.mayReceiveLessNotice}</p> : null}
      {regulator ? (
        <>
          <h4>{en.rightsTitle}</h4>
          {en.rightsTexts.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <h4>{en.complaintsTitle}</h4>
          <p>{en.complaintsText(site.name)}</p>
          <ul>
            {[regulator, CFPB].map((body) => (
              <li key={body.name}>{[body.name, body.phone, body.website].join(', ')}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
