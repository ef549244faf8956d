import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './document-objects'

describe('attachmentDisposition', () => {
  it.each([
    ['passport.pdf', `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`],
    ['my "best" scan.png', `attachment; filename="my _best_ scan.png"; filename*=UTF-8''my%20%22best%22%20scan.png`],
    ['Pässe (1).pdf', `attachment; filename="P_sse (1).pdf"; filename*=UTF-8''P%C3%A4sse%20%281%29.pdf`],
    ["o'brien*.jpg", `attachment; filename="o'brien*.jpg"; filename*=UTF-8''o%27brien%2A.jpg`],
  ])('%s', (fileName, header) => {
    expect(attachmentDisposition(fileName)).toBe(header)
  })
})
