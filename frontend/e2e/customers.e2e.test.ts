import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser'

/**
 * The transfer administration journey (spec 2.7–2.9) in Chromium against the local stack: a new
 * sender pays through the API, the admin signs in through the UI, finds the transfer by its invoice
 * number, looks at it, marks it PAID, prints its receipt; the sender then sees it PAID. A plain user
 * reaches neither Add Customer nor someone else's transfer.
 */

const baseUrl = inject('baseUrl')
const ADMIN = { email: 'admin@remit.local', password: 'Remit-Admin-2026!' }
const PASSWORD = 'Secret-Pass1'

let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
})

async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> }
}

/** A new account through the API, logged in: its id and token. */
async function newSender(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`
  const signUp = await api('/api/user/signup', {
    body: {
      firstName: 'Hawa',
      lastName: 'Abdi',
      email,
      password: PASSWORD,
      phoneNumber: '612-555-0103',
      dateOfBirth: '1985-07-21',
      placeOfBirth: 'Kismayo',
      zipCode: '55406',
      buildingNumber: '4',
      street: 'Lake St',
      city: 'Minneapolis',
      state: 'MN',
    },
  })
  expect(signUp.status).toBe(201)
  const login = await api('/api/user/login', { body: { email, password: PASSWORD } })
  expect(login.status).toBe(200)
  return { email, id: String(login.body.id), token: String(login.body.token) }
}

async function pay(token: string, firstName: string) {
  const made = await api('/api/customers', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      firstName,
      middleName: 'Ali',
      lastName: 'Warsame',
      mobileNumber: '6125550166',
      countryId: 'so',
      city: 'Banadir',
      relationship: 'Sister',
      sendingReason: 'Education',
      paymentType: 'Cash Collection',
      paymentMethod: 'Debit Card',
      cardNumber: '4242424242424242',
      expirationDate: '12/30',
      cvv: '123',
      inputValue: 321.5,
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return { id: String(made.body.id), invoiceNumber: String(made.body.invoiceNumber) }
}

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  contexts.push(context)
  // The receipt's Print opens the browser's dialog, which headless Chromium cannot show: count calls instead.
  await context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number }
    counted.printCalls = 0
    window.print = () => {
      counted.printCalls++
    }
  })
  return context.newPage()
}

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth/sign-in`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'SIGN IN SECURELY' }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard/profile', { timeout: 15_000 })
}

describe('transfer administration in Chromium', () => {
  it('the admin finds a new transfer by invoice, views it, marks it PAID and prints its receipt; the sender sees PAID', async () => {
    const sender = await newSender('e2e-cust')
    const firstName = `Zamzam${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`
    const transfer = await pay(sender.token, firstName)
    const invoice = `SO-${transfer.invoiceNumber}`

    const page = await newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await signInThroughUi(page, ADMIN.email, ADMIN.password)
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor({ timeout: 15_000 })

    // Search by the invoice number: the results panel and the table narrow to it.
    await page.getByLabel('Search customers').fill(transfer.invoiceNumber)
    const results = page.getByRole('region', { name: `Search results for ${transfer.invoiceNumber}` })
    await results.getByText('1 found').waitFor()
    expect(await results.getByRole('link').getAttribute('href')).toBe(`/customers/view-customer-details/${transfer.id}`)
    const row = page.getByRole('row').filter({ hasText: invoice })
    await row.waitFor()
    expect(await page.getByRole('row').count()).toBe(2)
    expect(await row.getByText('READY').isVisible()).toBe(true)

    // Quick view.
    await row.getByRole('button', { name: `Quick view ${invoice}` }).click()
    const panel = page.getByRole('dialog', { name: 'Customer View Panel' })
    await panel.waitFor()
    expect(await panel.getByText(/^Pay the amount of/).textContent()).toBe(`Pay the amount of $321.50 to ${firstName} Ali Warsame`)
    expect(await panel.getByText('**** **** **** 4242').isVisible()).toBe(true)
    await panel.getByRole('button', { name: 'Close' }).click()

    // Edit → PAID.
    await row.getByRole('link', { name: `Edit ${invoice}` }).click()
    await page.waitForURL(`**/customers/edit-customer/${transfer.id}`)
    await page.getByRole('combobox', { name: 'Status' }).selectOption('PAID')
    await page.getByRole('button', { name: 'Update' }).click()
    await page.getByText('Customer record updated successfully!').waitFor()
    await page.waitForURL((url) => url.pathname === '/country/customers', { timeout: 5_000 })

    // The receipt, from the list: print is offered now that it is PAID.
    await page.getByLabel('Search customers').fill(transfer.invoiceNumber)
    const paidRow = page.getByRole('row').filter({ hasText: invoice })
    await paidRow.getByText('PAID').waitFor()
    expect(await paidRow.getByRole('button', { name: /^Edit/ }).isDisabled()).toBe(true)
    await paidRow.getByRole('link', { name: `Print receipt ${invoice}` }).click()
    const receipt = page.getByRole('article', { name: 'Transfer Receipt' })
    await receipt.waitFor()
    expect(await receipt.getByText(invoice).isVisible()).toBe(true)
    expect(await receipt.getByText('$321.50').count()).toBeGreaterThanOrEqual(1)
    expect(await receipt.getByText('Completed').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1)

    // The sender (through the API) sees it PAID, with the admin in its history.
    const seen = await api(`/api/customers/${transfer.id}`, { token: sender.token })
    expect(seen.status).toBe(200)
    expect(seen.body.status).toBe('PAID')
    expect(consoleErrors).toEqual([])
  })

  it('a plain user gets 403 on Add Customer and 404 on someone else\'s transfer', async () => {
    const [plain, other] = await Promise.all([newSender('e2e-plain'), newSender('e2e-other')])
    const theirs = await pay(other.token, 'Ubah')

    const page = await newPage(375)
    await signInThroughUi(page, plain.email, PASSWORD)
    await page.goto(`${baseUrl}/customers/add-customer`)
    await page.getByRole('heading', { name: 'Permission Denied' }).waitFor({ timeout: 15_000 })
    expect(await page.getByText('Only administrators can add customers.').isVisible()).toBe(true)

    for (const path of ['/customers/view-customer-details/', '/customers/customer-print-receipt/', '/customers/edit-customer/']) {
      await page.goto(`${baseUrl}${path}${theirs.id}`)
      await page.getByRole('heading', { name: 'Transfer not found' }).waitFor({ timeout: 15_000 })
      expect(await page.getByText(theirs.invoiceNumber).count()).toBe(0)
    }

    // Their own list is empty: nobody else's transfers are listed.
    await page.goto(`${baseUrl}/country/customers`)
    await page.getByRole('heading', { name: 'No Customers Found' }).waitFor({ timeout: 15_000 })
  })
})
