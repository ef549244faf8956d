import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the signed-in area begins: the route table every other path loads (app/router.tsx). */
const SIGNED_IN_ENTRY = 'app/signed-in-routes.tsx'

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  )
}

/**
 * Every SPA module a visitor of the public site can run: what `main.tsx` imports, statically or
 * lazily, short of the signed-in route table. The `public` catalog holds exactly these modules'
 * messages (lingui.config.ts), so a public page never needs the signed-in area's catalog, whichever
 * folder its components live in.
 */
export function publicModules(srcDir: string): string[] {
  const stop = path.join(srcDir, SIGNED_IN_ENTRY)
  const seen = new Set<string>()
  const queue = [path.join(srcDir, 'main.tsx')]
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || file === stop || !file.startsWith(srcDir)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]
      const target = specifier && resolve(file, specifier)
      if (target) queue.push(target)
    }
  }
  return [...seen].sort()
}
