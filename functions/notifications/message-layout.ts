import type { Locale } from '../../shared/i18n/locales'

/**
 * E-mails as data: a subject and blocks, rendered once as plain text and once as simple,
 * accessible HTML (a language, a title, real headings, a table with row headers, colours well above
 * WCAG AA contrast, no images), so the two versions never say different things. A `section` holds
 * a part in another language (the receipt's English copy), marked with its own `lang`.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'small'; lines: readonly string[] }
  /** A sentence and the absolute https link it introduces: the plain text shows the address on its own line. */
  | { kind: 'link'; text: string; href: string }
  | { kind: 'section'; lang: Locale; blocks: readonly Block[] }

export interface Message {
  /** The language the message is written in (absent: English). */
  lang?: Locale
  subject: string
  blocks: readonly Block[]
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** Where a section begins in the plain text. */
const SECTION_RULE = '-'.repeat(60)

function textOf(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(block.text.length)}`
    case 'paragraph':
      return block.text
    case 'rows': {
      const width = Math.max(...block.rows.map(([label]) => label.length))
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n')
    }
    case 'small':
      return block.lines.join('\n')
    case 'link':
      return `${block.text}\n${block.href}`
    case 'section':
      return [SECTION_RULE, ...block.blocks.map(textOf)].join('\n\n')
  }
}

const TEXT_COLOUR = '#1f2328'
const MUTED_COLOUR = '#4b535c'

function htmlOf(block: Block, first: boolean): string {
  switch (block.kind) {
    case 'heading':
      return first
        ? `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(block.text)}</h1>`
        : `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`
    case 'paragraph':
      return `<p style="margin:0 0 12px">${escapeHtml(block.text)}</p>`
    case 'rows':
      return [
        '<table style="border-collapse:collapse;width:100%;margin:0 0 12px">',
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;color:${MUTED_COLOUR};padding:4px 12px 4px 0;border-bottom:1px solid #d0d7de">${escapeHtml(label)}</th>` +
            `<td style="text-align:right;padding:4px 0;border-bottom:1px solid #d0d7de">${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('')
    case 'link':
      // Only http(s) addresses we built (the stage's APP_URL): anything else is shown as text, never linked.
      return /^https?:\/\//.test(block.href)
        ? `<p style="margin:0 0 12px">${escapeHtml(block.text)} <a href="${escapeHtml(block.href)}" style="color:#0b57d0">${escapeHtml(block.href)}</a></p>`
        : `<p style="margin:0 0 12px">${escapeHtml(block.text)} ${escapeHtml(block.href)}</p>`
    case 'small':
      return `<p style="margin:16px 0 0;font-size:13px;color:${MUTED_COLOUR}">${block.lines.map(escapeHtml).join('<br>')}</p>`
    case 'section':
      return [
        `<section lang="${block.lang}" style="margin:32px 0 0;padding:8px 0 0;border-top:2px solid #d0d7de">`,
        ...block.blocks.map((inner) => htmlOf(inner, false)),
        '</section>',
      ].join('\n')
  }
}

export function renderMail(message: Message): RenderedMail {
  const body = message.blocks.map((block, index) => htmlOf(block, index === 0)).join('\n')
  return {
    subject: message.subject,
    text: `${message.blocks.map(textOf).join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${message.lang ?? 'en'}">`,
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message.subject)}</title></head>`,
      `<body style="margin:0;background:#ffffff;color:${TEXT_COLOUR};font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5">`,
      `<main style="max-width:560px;margin:0 auto;padding:24px 16px">`,
      body,
      '</main>',
      '</body>',
      '</html>',
    ].join('\n'),
  }
}
