import { describe, expect, it } from 'vitest'
import { browserPages, checkAgainIfLost, field, fieldValues, fillFields, pathOf } from './journey-helpers'

const { baseUrl, newUserPage } = browserPages()

describe('the address book in Chromium', () => {
  it('adds a Turkish recipient paid by IBAN from scratch, edits them, and the wizard picks them with every field and the method', async (test) => {
    const { page, consoleErrors } = await newUserPage(test, { firstName: 'Leyla', width: 375 })
    await page.getByText('Welcome back, Leyla!').waitFor()
    await page.goto(`${baseUrl}/dashboard/my-recipients`)
    await page.getByRole('link', { name: 'Add a recipient' }).click()
    await page.getByRole('heading', { name: 'Add a recipient', level: 2 }).waitFor()
    expect(pathOf(page)).toBe('/dashboard/my-recipients/new')

    await field(page, 'Country').selectOption('tr')
    await checkAgainIfLost(page.getByRole('radio', { name: 'Bank Transfer' }))
    // The server's rules before anything is kept: a wrong IBAN is refused with its message.
    await fillFields(page, {
      'Bank name': 'Ziraat Bankası',
      IBAN: 'TR12',
      'Mobile Number': '5321234567',
      'First Name': 'Mehmet',
      'Last Name': 'Yilmaz',
      'City / Town / State': 'Istanbul',
    })
    await page.getByRole('button', { name: 'Save Mehmet Yilmaz' }).click()
    await page.getByText('Enter a valid Turkish IBAN: TR and 24 digits').waitFor()
    expect(pathOf(page)).toBe('/dashboard/my-recipients/new')
    await field(page, 'IBAN').fill('TR330006100519786457841326')
    await page.getByRole('button', { name: 'Save Mehmet Yilmaz' }).click()

    await page.getByText('Mehmet Yilmaz is saved in your recipients.').waitFor()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Mehmet Yilmaz' }) })
    await card.getByText('TR330006100519786457841326').waitFor()
    // No middle name: none is made up.
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe('Mehmet Yilmaz')

    await card.getByRole('link', { name: 'Edit Mehmet Yilmaz' }).click()
    await field(page, 'City / Town / State').fill('Ankara')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Mehmet Yilmaz is changed in your recipients.').waitFor()
    await card.getByText('Turkey, Ankara').waitFor()

    // Never paid: Send money opens the destination; the wizard's picker fills every field, Bank Transfer kept.
    await page.goto(`${baseUrl}/country/sender-details/tr?inputValue=100.00&fees=5.00&total=105.00&paymentType=Cash+Collection`)
    const picker = field(page, 'Choose Recipient')
    await picker.waitFor()
    await picker.selectOption({ label: 'Mehmet Yilmaz' })
    expect(await page.getByRole('radio', { name: 'Bank Transfer' }).isChecked()).toBe(true)
    expect(await fieldValues(page, ['IBAN', 'City / Town / State', 'Middle Name'])).toEqual({
      IBAN: 'TR330006100519786457841326',
      'City / Town / State': 'Ankara',
      'Middle Name': '',
    })
    expect(consoleErrors).toEqual([])
  })
})
