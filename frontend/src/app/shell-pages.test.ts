import { describe, expect, it } from 'vitest'
import { paths } from '../config/paths'
import { isShellPath, SHELL_PAGES } from './shell-pages'

describe('isShellPath', () => {
  it('is true for every page of the shell and for unknown dashboard pages', () => {
    const hrefs = SHELL_PAGES.map((page) => paths[page].path.replace(':id', 'abc-123'))
    for (const href of [...hrefs, '/dashboard/not-built-yet', '/dashboard/profile/me/x/', '/Dashboard/Profile']) {
      expect(isShellPath(href), href).toBe(true)
    }
  })

  it('is false for the public pages, the wizard (signed in, but outside the shell) and unknown paths', () => {
    const hrefs = [
      paths.home.getHref(),
      paths.faq.getHref(),
      paths.signIn.getHref(),
      paths.signUp.getHref(),
      paths.countryTransfer.getHref('so'),
      paths.senderDetails.getHref('so', { inputValue: '100', fees: '3', total: '103' }).split('?')[0] ?? '',
      '/no-such-page',
      '/dashboards',
      '/customers',
    ]
    for (const href of hrefs) expect(isShellPath(href), href).toBe(false)
  })
})
