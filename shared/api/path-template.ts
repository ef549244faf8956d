/**
 * Matches a concrete path against an API Gateway style template (`/countries/{id}`).
 * Returns the decoded parameters, or undefined when the path does not match.
 */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? ''
    const g = got[i] ?? ''
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return undefined
      try {
        params[w.slice(1, -1)] = decodeURIComponent(g)
      } catch {
        return undefined
      }
    } else if (w !== g) {
      return undefined
    }
  }
  return params
}

/** Fills a template's `{name}` segments, encoding each value. */
export function buildPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}
