import { describe, expect, it } from 'vitest'
import { apiCreateTransfer, apiNewUser, browserPages, field, fieldValues, pathOf } from './journey-helpers'

const { baseUrl, signedInPage, newUserPage } = browserPages()

// Side by side: each journey has a user of its own and a browser context of its own.
describe.concurrent('My Recipients in Chromium', () => {
  it('a user with 6 transfers signs in, opens My Recipients from the sidebar, pages to 2 and expands a card', async (test) => {
    const { email, token } = await apiNewUser(baseUrl, 'Amina')
    // Created oldest first, so the list (newest first) starts with Recipient6.
    const made = []
    for (let n = 1; n <= 6; n++) made.push(await apiCreateTransfer(baseUrl, token, { firstName: `Recipient${n}`, inputValue: 25 * n }))

    const { page, consoleErrors } = await signedInPage(test, email)
    await page.getByText('Welcome back, Amina!').waitFor()

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
    await sidebar.getByRole('link', { name: 'My Recipients' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/my-recipients`)
    await page.getByRole('heading', { level: 1, name: 'My Recipients' }).waitFor()
    expect(await sidebar.getByRole('link', { name: 'My Recipients' }).getAttribute('aria-current')).toBe('page')
    await page.getByText('Showing 1-5 of 6 recipients').waitFor()
    const names = page.getByRole('heading', { level: 3 })
    expect(await names.allTextContents()).toEqual([
      'Recipient6 Ali Warsame',
      'Recipient5 Ali Warsame',
      'Recipient4 Ali Warsame',
      'Recipient3 Ali Warsame',
      'Recipient2 Ali Warsame',
    ])

    const pager = page.getByRole('navigation', { name: 'Recipients pages' })
    expect(await pager.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true)
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await page.getByText('Showing 6-6 of 6 recipients').waitFor()
    expect(await names.allTextContents()).toEqual(['Recipient1 Ali Warsame'])
    expect(await pager.getByRole('button', { name: /Next/ }).isDisabled()).toBe(true)

    // Its name says what it will do ('Show details' / 'Hide details'); its state is aria-expanded.
    const toggle = page.getByRole('button', { name: /details for Recipient1 Ali Warsame/ })
    expect(await toggle.textContent()).toContain('Show details')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const details = page.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`)
    await details.getByText(`Visa **** **** **** ${made[0]?.card.last4 ?? ''}`).waitFor()
    expect(await details.textContent()).toContain('Sister')
    expect(await page.getByText('$25.00').count()).toBeGreaterThan(0)
    expect(consoleErrors).toEqual([])
  })

  // Send again prefilled from a saved recipient is walked by sender-journey.e2e.test.ts.
  it('saves a recipient paid by bank transfer from their past transfer, and picks them in the wizard with the method kept', async (test) => {
    const { email, token } = await apiNewUser(baseUrl, 'Amina')
    await apiCreateTransfer(baseUrl, token, {
      firstName: 'Asha',
      paymentType: 'Bank Transfer',
      bankName: 'Premier Bank',
      accountNumber: '0123456789',
      walletProvider: undefined,
      inputValue: 40,
    })
    const { page, consoleErrors } = await signedInPage(test, email)
    await page.getByText('Welcome back, Amina!').waitFor()
    await page.goto(`${baseUrl}/dashboard/my-recipients`)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Asha Ali Warsame' }) })
    await card.getByRole('button', { name: 'Save recipient Asha Ali Warsame' }).click()
    await card.getByText('Saved', { exact: true }).waitFor()

    // The wizard opened on Mobile Money: choosing the saved recipient must bring back their Bank Transfer, not keep Mobile Money.
    await page.goto(`${baseUrl}/country/sender-details/so?inputValue=50.00&fees=2.50&total=52.50&paymentType=Mobile+Money`)
    const picker = field(page, 'Choose Recipient')
    await picker.waitFor()
    expect(await page.getByRole('radio', { name: 'Mobile Money' }).isChecked()).toBe(true)
    await picker.selectOption({ label: 'Asha Warsame' })
    expect(await page.getByRole('radio', { name: 'Bank Transfer' }).isChecked()).toBe(true)
    expect(await fieldValues(page, ['Bank name', 'Account number', 'First Name'])).toEqual({
      'Bank name': 'Premier Bank',
      'Account number': '0123456789',
      'First Name': 'Asha',
    })

    expect(consoleErrors).toEqual([])
  })

  // With motion and without: a near-instant transition once kept the drawer's button hidden for the
  // instant it was focused, so with reduced motion the drawer opened without taking focus.
  it.for(['no-preference', 'reduce'] as const)(
    'on a phone the sidebar is a drawer: it opens, takes focus, and a link closes it (motion: %s)',
    async (reducedMotion, test) => {
      const { page } = await newUserPage(test, { firstName: 'Amina', width: 375 })
      await page.emulateMedia({ reducedMotion })
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await toggle.waitFor()
      expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false)
      await toggle.click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await drawer.waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu')
      await drawer.getByRole('link', { name: 'Transfer History' }).click()
      await page.waitForURL(`${baseUrl}/transactions`)
      await page.getByText('No transfers yet').waitFor()
      expect(await drawer.count()).toBe(0)
      expect(pathOf(page)).toBe('/transactions')
    },
  )
})
