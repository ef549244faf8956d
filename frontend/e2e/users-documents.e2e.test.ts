import { describe, expect, it } from 'vitest'
import { apiLogIn, apiNewUser, browserPages, field, LOCAL_ADMIN as ADMIN, pathOf } from './journey-helpers'
import { testStack } from '../../functions/lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const { signedInPage, newUserPage } = browserPages()

async function getJson(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return response.json()
}

/** A small but real PDF, made here: the server checks the first bytes and the size. */
function samplePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ]
  return Buffer.from(body.join('\n'), 'latin1')
}

// Side by side: each journey has a user of its own and a browser context of its own.
// The admin searches Users Management for this journey's newcomer by e-mail.
describe.concurrent('users management and documents in Chromium', () => {
  it('an admin finds a new user in Users Management; the Verified switch opens their verification review', async (test) => {
    const { email, session: newcomer } = await apiNewUser(baseUrl, 'Zainab')
    const newcomerId = String(newcomer.id)
    expect(newcomer.verified).toBe(false)

    const { page, consoleErrors } = await signedInPage(test, ADMIN.email, { password: ADMIN.password })

    await page.getByRole('link', { name: 'Users Management' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/users-list`)
    const search = page.getByRole('searchbox', { name: 'Search users' })
    await search.waitFor()
    await search.fill(email)
    const verified = page.getByRole('switch', { name: 'Verified: Zainab Ali' })
    // Newest first, so the newcomer is on the first page; further pages are read if not.
    const loadMore = page.getByRole('button', { name: 'Load more users' })
    for (let pagesRead = 1; pagesRead < 50 && (await verified.count()) === 0; pagesRead++) {
      await loadMore.click()
      await verified.or(loadMore).first().waitFor()
    }
    expect(await verified.getAttribute('aria-checked')).toBe('false')

    // Verification is a review: the switch opens it, and nothing changes until it is recorded.
    await verified.click()
    await page.waitForURL(`${baseUrl}/dashboard/users/${newcomerId}/verification`)
    await page.getByRole('heading', { name: 'Verification review of Zainab Ali' }).waitFor()
    await page.getByText('No uploaded document yet: this user can be refused, not verified.').waitFor()
    const admin = await apiLogIn(baseUrl, ADMIN.email, ADMIN.password)
    expect(await getJson(`/api/user/${newcomerId}`, admin.token)).toMatchObject({ id: newcomerId, email, verified: false })

    // Their profile: the same switch beside their documents.
    await page.goto(`${baseUrl}/dashboard/profile/${newcomerId}`)
    await page.getByRole('heading', { name: 'Zainab Ali' }).waitFor()
    await page.getByText('No documents yet').waitFor()
    await page.getByRole('switch', { name: 'Verified: Zainab Ali' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/users/${newcomerId}/verification`)
    expect(consoleErrors).toEqual([])
  })

  it('a user uploads a PDF on Documents and sees it listed with its status', async (test) => {
    const { email, page, consoleErrors } = await newUserPage(test, { firstName: 'Idil', width: 375 })

    // Through the sidebar drawer of the narrow layout.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Documents' }).click()
    await page.waitForURL(`${baseUrl}/dashboard/upload-documents`)
    await page.getByText('No documents yet').waitFor()

    const pdf = samplePdf()
    await field(page, 'Document name').fill('Passport')
    await field(page, 'Description').fill('Photo page of my passport')
    await field(page, 'File').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.getByRole('button', { name: 'Upload Document' }).click()
    await page.getByText('Your document has been uploaded.').waitFor()

    const list = page.getByRole('region', { name: 'My Documents' })
    const item = list.getByRole('listitem').filter({ hasText: 'Passport' })
    await item.waitFor()
    expect(await item.textContent()).toContain('Uploaded')
    // Download: through the site's own origin, as an attachment under the server's name, the page staying put.
    const downloading = page.waitForEvent('download')
    await item.getByRole('button', { name: 'Download Passport' }).click()
    const download = await downloading
    expect(download.url()).toMatch(new RegExp(`^${baseUrl}/files/`))
    expect(download.suggestedFilename()).toBe('Passport.pdf')
    expect(pathOf(page)).toBe('/dashboard/upload-documents')

    const { token } = await apiLogIn(baseUrl, email)
    const listed = (await getJson('/api/documents', token)) as { items: { name: string; status: string; size: number; contentType: string }[] }
    expect(listed.items).toEqual([
      expect.objectContaining({ name: 'Passport', status: 'uploaded', size: pdf.length, contentType: 'application/pdf' }),
    ])
    expect(consoleErrors).toEqual([])
  })
})
