import { afterEach, describe, expect, it, vi } from 'vitest'
import { startAtTop } from './start-at-top'

describe('startAtTop', () => {
  afterEach(() => vi.restoreAllMocks())

  it('scrolls the window to the top and focuses the heading without scrolling again', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const heading = document.createElement('h2')
    heading.tabIndex = -1
    document.body.append(heading)
    const focus = vi.spyOn(heading, 'focus')
    startAtTop(heading)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    expect(heading).toHaveFocus()
    heading.remove()
  })
})
