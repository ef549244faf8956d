import type { Page } from 'playwright-core'

/** An element whose content is wider than its box, as the failure message shows it. */
interface OverflowingElement {
  tag: string
  className: string
  text: string
  /** The content's width (for a `select`, its chosen option's text plus padding). */
  contentWidth: number
  boxWidth: number
}

export interface PageOverflow {
  /** The document's width against the viewport's: wider means the page scrolls sideways. */
  pageWidth: number
  viewportWidth: number
  /** When the page scrolls sideways: the innermost visible elements that reach past the viewport's right edge. */
  pastTheEdge: OverflowingElement[]
  /** Controls and cells whose text does not fit them. */
  overflowing: OverflowingElement[]
}

/**
 * What the translations' quality bar looks at: buttons, links drawn as buttons or blocks, table cells,
 * badges and pills, labels, tabs and selects. Links are here whatever their class, since the ones
 * drawn as buttons have no one class (`.button`, the navbar's, the hero's); inline ones are left out
 * below, as their text wraps with the line.
 */
const CHECKED = 'button, [role="button"], a, th, td, [class*="badge"], [class*="pill"], label, [role="tab"], select'

/** Runs in the page (Playwright sends its source): it may use nothing from this module. */
function measure(selector: string): PageOverflow {
  const describe = (element: Element, contentWidth: number, boxWidth: number): OverflowingElement => ({
    tag: element.tagName.toLowerCase(),
    className: typeof element.className === 'string' ? element.className : '',
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
    contentWidth: Math.round(contentWidth),
    boxWidth: Math.round(boxWidth),
  })
  // Hidden, or inside something clipped to nothing (the visually-hidden pattern): a reader never sees it.
  const seen = (element: Element): boolean => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) return false
    for (let node: Element | null = element; node; node = node.parentElement) {
      const clip = getComputedStyle(node).clip
      if (clip && clip !== 'auto') return false
    }
    return true
  }
  const context = document.createElement('canvas').getContext('2d')
  const overflowing: OverflowingElement[] = []
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const style = getComputedStyle(element)
    if (style.display === 'inline' || style.display === 'contents') continue
    // A box that scrolls shows all of its content; an ellipsis is a chosen truncation (the full text is elsewhere).
    if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.textOverflow === 'ellipsis') continue
    if (!seen(element)) continue
    let contentWidth = element.scrollWidth
    if (element instanceof HTMLSelectElement && context) {
      // A select clips its chosen option without any scroll width: measure that text in the select's font.
      context.font = style.font
      const chosen = element.selectedOptions[0]?.text ?? ''
      contentWidth = context.measureText(chosen).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
    }
    if (contentWidth > element.clientWidth + 1) overflowing.push(describe(element, contentWidth, element.clientWidth))
  }

  const viewportWidth = window.innerWidth
  const pageWidth = document.documentElement.scrollWidth
  const pastTheEdge: OverflowingElement[] = []
  if (pageWidth > viewportWidth) {
    const beyond = (element: Element): boolean => element.getBoundingClientRect().right > viewportWidth + 1 && seen(element)
    for (const element of document.body.querySelectorAll('*')) {
      if (pastTheEdge.length >= 10) break
      if (beyond(element) && ![...element.children].some(beyond)) {
        pastTheEdge.push(describe(element, element.getBoundingClientRect().right, viewportWidth))
      }
    }
  }
  return { pageWidth, viewportWidth, pastTheEdge, overflowing }
}

/** The page's sideways scroll and overflowing controls, as the page is now (scrolled to its top). */
export async function overflowOf(page: Page): Promise<PageOverflow> {
  return page.evaluate(measure, CHECKED)
}

/** What a reader of a failure needs: one line per offending element. */
export function describeOverflow(where: string, overflow: PageOverflow): string[] {
  const line = (element: OverflowingElement) =>
    `<${element.tag} class="${element.className}"> "${element.text}": content ${element.contentWidth}px in a ${element.boxWidth}px box`
  const problems: string[] = []
  if (overflow.pageWidth > overflow.viewportWidth) {
    problems.push(`${where}: the page is ${overflow.pageWidth}px wide in a ${overflow.viewportWidth}px viewport`)
    problems.push(...overflow.pastTheEdge.map((element) => `${where}: past the right edge: ${line(element)}`.replace(/ in a \d+px box$/, '')))
  }
  problems.push(...overflow.overflowing.map((element) => `${where}: overflows: ${line(element)}`))
  // A grid of like cards fails alike: one line each, with how many times it happened.
  const counts = new Map<string, number>()
  for (const problem of problems) counts.set(problem, (counts.get(problem) ?? 0) + 1)
  return [...counts].map(([problem, count]) => (count > 1 ? `${problem} (×${count})` : problem))
}
