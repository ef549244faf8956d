import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { invoiceLabel } from '../../shared/transfers/transfer-options'
import { apiCreateTransfer, apiLogIn, browserPages, screenshotFor } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'
import { pollUntil } from '../../functions/lib/testing/poll-until'

/**
 * In Chromium: a sender chooses their e-mails in Profile Settings; the receipt of a payment
 * arrives in the SES emulator's viewer (what `npm start` prints for developers), and the e-mail
 * itself has no accessibility violation at phone width.
 */

const baseUrl = testStack().baseUrl
const sesUrl = (testStack().functionEnv as Record<string, string>).AWS_ENDPOINT_URL_SESV2 ?? ''
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const { newPage, newUserPage } = browserPages()

interface StoredMail {
  subject: string
  destination: { to: string[] }
  body: { html?: string }
}

async function mailTo(address: string, subjectStart: string): Promise<StoredMail> {
  return pollUntil(
    async () => {
      const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredMail[] }
      return emails.find((m) => m.destination.to.includes(address) && m.subject.startsWith(subjectStart))
    },
    `mail '${subjectStart}…' to ${address}`,
    { intervalMs: 250 },
  )
}

describe('notifications in Chromium', () => {
  it('a sender turns off paid-out e-mails in Profile Settings; the receipt arrives in the mail viewer and reads well', async (test) => {
    const { email, page, consoleErrors } = await newUserPage(test, { firstName: 'Amina', width: 375 })
    await page.goto(`${baseUrl}/profile`)
    const card = page.getByRole('region', { name: 'E-mail notifications' })
    await card.waitFor()
    expect(await card.getByRole('checkbox', { name: /Receipts, refunds/ }).isDisabled()).toBe(true)
    await card.getByRole('checkbox', { name: /Money paid out/ }).uncheck()
    await card.getByRole('button', { name: 'Save e-mail choices' }).click()
    await card.getByText('Your e-mail choices are saved.').waitFor()
    await card.scrollIntoViewIfNeeded()
    await screenshotFor(page, 'notifications-settings-375')
    expect(consoleErrors).toEqual([])

    const session = await apiLogIn(baseUrl, email)
    const transfer = await apiCreateTransfer(baseUrl, session.token)
    const subject = `Receipt for ${invoiceLabel('Somalia', transfer.invoiceNumber)}`
    const mail = await mailTo(email, subject)

    const viewer = await newPage(test, 1280)
    await viewer.goto(sesUrl)
    await viewer.getByText(subject).first().waitFor()
    await screenshotFor(viewer, 'mail-viewer-1280')

    const rendered = await newPage(test, 375)
    await rendered.setContent(mail.body.html ?? '')
    await rendered.getByRole('heading', { name: 'Your receipt' }).waitFor()
    await screenshotFor(rendered, 'receipt-mail-375')
    await rendered.addScriptTag({ content: axeSource })
    const violations = (await rendered.evaluate('axe.run(document).then((r) => r.violations.map((v) => v.id))')) as string[]
    expect(violations).toEqual([])
  })
})
