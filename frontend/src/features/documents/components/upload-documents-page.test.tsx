import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MAX_DOCUMENT_BYTES, type Document } from '../../../../../shared/documents/document-schemas'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { signedInStore } from '../../../testing/session'
import { errorResponse, jsonBody } from '../../../testing/users'
import { UploadDocumentsPage } from './upload-documents-page'

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
const UPLOAD_URL = 'http://127.0.0.1:4569/remit-documents/users/me-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'

const document = (overrides: Partial<Document> = {}): Document => ({
  id: '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8',
  ownerId: 'user-1',
  name: 'Passport',
  description: 'Photo page of my passport',
  fileName: 'passport.pdf',
  contentType: 'application/pdf',
  size: PDF_BYTES.length,
  status: 'pending',
  createdAt: '2026-02-03T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  ...overrides,
})

/** XMLHttpRequest as the upload uses it; the test decides when bytes go and what storage answers. */
class FakeXhr {
  static last: FakeXhr | undefined
  readonly upload = new EventTarget()
  readonly events = new EventTarget()
  status = 0
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.last = this
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }))
  }
  respond(status: number) {
    this.status = status
    this.events.dispatchEvent(new Event(status === 0 ? 'error' : 'load'))
  }
}

function api(options: { complete?: () => Response; listed?: Document[] } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = []
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: jsonBody(init) })
    if (method === 'GET' && url.startsWith('/api/documents')) return jsonResponse({ items: options.listed ?? [] })
    if (method === 'POST' && url === '/api/documents') {
      const body = jsonBody(init) as Pick<Document, 'name' | 'description' | 'fileName' | 'contentType' | 'size'>
      return jsonResponse(
        {
          document: document(body),
          upload: { url: UPLOAD_URL, method: 'PUT', headers: { 'content-type': body.contentType }, expiresAt: '2026-02-03T10:05:00.000Z' },
        },
        201,
      )
    }
    if (method === 'POST' && url.endsWith('/complete')) return options.complete?.() ?? jsonResponse(document({ status: 'uploaded' }))
    if (method === 'DELETE') return new Response(null, { status: 204 })
    return errorResponse(404, 'Not found')
  })
  return { calls, fetchMock, posts: () => calls.filter((call) => call.method !== 'GET') }
}

async function renderPage() {
  FakeXhr.last = undefined
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  const rendered = renderApp(<UploadDocumentsPage />, { session: await signedInStore() })
  await screen.findByText('No documents yet')
  return rendered
}

/** Picks a file the way a user does, whatever `accept` says (the form must judge the file itself). */
async function choose(file: File) {
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('File'), file)
}

type User = ReturnType<typeof userEvent.setup>

async function fill(user: User, name = 'Passport', description = 'Photo page of my passport') {
  await user.type(screen.getByLabelText('Document name'), name)
  await user.type(screen.getByLabelText('Description'), description)
}

/** Fills the form, picks `file` and presses Upload Document. */
async function submit(user: User, file: File) {
  await fill(user)
  await choose(file)
  await user.click(screen.getByRole('button', { name: 'Upload Document' }))
}

/** Submits `file` and waits for the request that carries its bytes to storage, for the test to answer. */
async function startUpload(user: User, file: File): Promise<FakeXhr> {
  await submit(user, file)
  await waitFor(() => expect(FakeXhr.last).toBeDefined())
  const xhr = FakeXhr.last
  if (!xhr) throw new Error('no upload')
  return xhr
}

describe('Upload Documents: checked before anything is sent', () => {
  it('requires all three inputs, with the shared messages', async () => {
    const { posts } = api()
    const { user } = await renderPage()
    await user.click(screen.getByRole('button', { name: 'Upload Document' }))
    expect(screen.getByLabelText('Document name')).toHaveAccessibleDescription('Document name is required')
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required')
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription('PDF, JPEG or PNG, up to 10 MB. Choose a file to upload')
    expect(posts()).toEqual([])
  })

  it.each([
    ['a GIF', new File(['GIF89a....'], 'scan.gif', { type: 'image/gif' }), 'Only PDF, JPEG or PNG files can be uploaded'],
    ['a GIF named .pdf', new File(['GIF89a....'], 'scan.pdf', { type: 'application/pdf' }), 'Only PDF, JPEG or PNG files can be uploaded'],
    ['an empty file', new File([], 'empty.pdf', { type: 'application/pdf' }), 'The file is empty'],
    [
      'a file over 10 MB',
      new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }),
      'Files must be 10 MB or smaller',
    ],
  ])('refuses %s', async (_name, file, message) => {
    const { posts } = api()
    const { user } = await renderPage()
    await submit(user, file)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true')
    expect(posts()).toEqual([])
    expect(FakeXhr.last).toBeUndefined()
  })
})

describe('Upload Documents: create → upload with progress → complete', () => {
  it('declares the file by its bytes, shows real progress, and lists the checked document', async () => {
    const { posts } = api()
    const { user } = await renderPage()
    // No type from the browser: the bytes say PDF.
    const xhr = await startUpload(user, new File([PDF_BYTES], 'passport.pdf', { type: '' }))
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/documents',
        body: {
          name: 'Passport',
          description: 'Photo page of my passport',
          fileName: 'passport.pdf',
          contentType: 'application/pdf',
          size: PDF_BYTES.length,
        },
      },
    ])
    expect({ method: xhr.method, url: xhr.url, headers: xhr.headers }).toEqual({
      method: 'PUT',
      url: UPLOAD_URL,
      headers: { 'content-type': 'application/pdf' },
    })
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled()

    act(() => xhr.progress(6, 16))
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '38')
    expect(screen.getByText('Uploading passport.pdf: 38%')).toBeInTheDocument()

    act(() => xhr.respond(200))
    expect(await screen.findByText('Your document has been uploaded.')).toBeInTheDocument()
    expect(posts().map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/documents',
      'POST /api/documents/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8/complete',
    ])
    const list = screen.getByRole('region', { name: 'My Documents' })
    expect(within(list).getByText('Passport')).toBeInTheDocument()
    expect(within(list).getByText('Uploaded', { selector: '.document-status' })).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: 'Download Passport' })).toBeInTheDocument()
    // The form is empty again.
    expect(screen.getByLabelText('Document name')).toHaveValue('')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it("shows the server's refusal of the stored file and lists the document as rejected", async () => {
    let listed: Document[] = []
    const calls = api({
      complete: () => {
        listed = [document({ status: 'rejected', reason: 'The uploaded file does not match what was declared' })]
        return errorResponse(422, 'The uploaded file does not match what was declared')
      },
    })
    mockFetch((url, init) => {
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse({ items: listed })
      return calls.fetchMock(url, init)
    })
    const { user } = await renderPage()
    const xhr = await startUpload(user, new File([PDF_BYTES], 'passport.pdf', { type: 'application/pdf' }))
    act(() => xhr.respond(200))
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: The uploaded file does not match what was declared')
    const list = screen.getByRole('region', { name: 'My Documents' })
    expect(await within(list).findByText('Rejected', { selector: '.document-status' })).toBeInTheDocument()
    expect(within(list).getByText('The uploaded file does not match what was declared')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
  })

  it('deletes the declared document again when the bytes never reach storage', async () => {
    const { posts } = api()
    const { user } = await renderPage()
    const xhr = await startUpload(user, new File([PDF_BYTES], 'passport.pdf', { type: 'application/pdf' }))
    act(() => xhr.respond(0))
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be uploaded. Check your connection and try again.')
    expect(posts().map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/documents', 'DELETE /api/documents/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'])
  })
})

describe('Upload Documents: the list', () => {
  it("deletes a document after 'Are you sure?'", async () => {
    const { posts } = api({ listed: [document({ status: 'uploaded' })] })
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const { user } = renderApp(<UploadDocumentsPage />, { session: await signedInStore() })
    await user.click(await screen.findByRole('button', { name: 'Delete Passport' }))
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' })
    expect(dialog).toHaveTextContent("You won't be able to revert this!")
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }))
    expect(await screen.findByText('Document has been deleted.')).toBeInTheDocument()
    expect(posts()).toEqual([{ method: 'DELETE', url: '/api/documents/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8', body: undefined }])
    expect(screen.getByText('No documents yet')).toBeInTheDocument()
  })
})
