/**
 * A new step or page of a flow starts at the top: the window scrolls to it (instantly, not with the
 * site's smooth scrolling) and the heading takes focus without scrolling again, so keyboard and
 * screen-reader users start there. Focus alone scrolls only as far as the heading, which then sits
 * under the sticky navbar, the page opened scrolled down.
 */
export function startAtTop(heading: HTMLElement | null): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  heading?.focus({ preventScroll: true })
}
