import { beforeEach, describe, expect, it } from 'vitest'
import { initialLocale, LOCALE_KEY, rememberLocale } from './locale-choice'

/** The cookie's value; '' or undefined when there is none (happy-dom may keep an expired one empty). */
const localeCookie = () => /(?:^|; )remit-locale=([^;]*)/.exec(document.cookie)?.[1]

// Files share a worker (and its document): another file's choice may have left the cookie.
beforeEach(() => {
  document.cookie = 'remit-locale=; Path=/; Max-Age=0'
})

describe('the language choice, for the CDN too', () => {
  it('remembers a choice in localStorage and in the cookie the CDN reads', () => {
    rememberLocale('so')
    expect(localStorage.getItem(LOCALE_KEY)).toBe('so')
    expect(localeCookie()).toBe('so')
  })

  it('writes the cookie from a choice stored before the cookie existed', () => {
    localStorage.setItem(LOCALE_KEY, 'am')
    expect(localeCookie() ?? '').toBe('')
    expect(initialLocale()).toBe('am')
    expect(localeCookie()).toBe('am')
  })

  it('writes no cookie when nothing was chosen (the CDN follows Accept-Language, as the app follows the browser)', () => {
    initialLocale()
    expect(localeCookie() ?? '').toBe('')
  })

  it('starts in the cookie’s language when storage holds no choice, as the CDN answered the page in it', () => {
    localStorage.removeItem(LOCALE_KEY)
    document.cookie = 'remit-locale=tr; Path=/'
    expect(initialLocale()).toBe('tr')
    document.cookie = 'remit-locale=xx; Path=/'
    expect(initialLocale()).toBe('en')
  })
})
