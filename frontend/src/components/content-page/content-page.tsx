import { useId, type ReactNode } from 'react'
import './content-page.css'

export interface ContentPageProps {
  /** Small line above the heading, e.g. "Legal". */
  eyebrow?: string
  title: string
  lead?: ReactNode
  /** Extra content in the page header under the lead (the help page's search box). */
  headerExtra?: ReactNode
  children: ReactNode
}

/**
 * The layout of the site's content pages (help, legal, company): a teal header band with the page's
 * one h1, then the body in the page container. Sections inside use `content-section` and `prose`.
 */
export function ContentPage({ eyebrow, title, lead, headerExtra, children }: ContentPageProps) {
  const titleId = useId()
  return (
    <article className="content-page" aria-labelledby={titleId}>
      <header className="content-page__header">
        <div className="content-page__header-inner container">
          {eyebrow ? <p className="content-page__eyebrow deep-label">{eyebrow}</p> : null}
          <h1 id={titleId} className="content-page__title">
            {title}
          </h1>
          {lead ? <p className="content-page__lead">{lead}</p> : null}
          {headerExtra}
        </div>
      </header>
      <div className="content-page__body container">{children}</div>
    </article>
  )
}

export interface ContentSectionProps {
  title: string
  /** Short line under the heading. */
  lead?: ReactNode
  id?: string
  children: ReactNode
}

/** A titled section of a content page (h2). */
export function ContentSection({ title, lead, id, children }: ContentSectionProps) {
  const generated = useId()
  const titleId = `${id ?? generated}-title`
  return (
    <section id={id} className="content-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-section__title">
        {title}
      </h2>
      {lead ? <p className="content-section__lead">{lead}</p> : null}
      <div className="content-section__body">{children}</div>
    </section>
  )
}
