import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * react-router 7 ships as one large module whose top level creates its contexts and components
 * (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`) with no pure annotations, so
 * Rollup keeps every one of them and what they reference — forms, fetchers, scroll restoration —
 * though the app uses declarative routes and links only. These are pure React calls, and the
 * displayName lines only label components in React DevTools. Marking the calls pure and dropping
 * those lines lets the unused parts go: ~2.4 KB gzip off the entry bundle. If a react-router release
 * changes these shapes, nothing matches and the build is as before, only larger.
 */
export function markReactRouterPure(code: string): string {
  return (
    code
      .replace(/=\s*(React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1')
      // Top-level statements only (no indentation); blanked rather than removed, so line numbers hold.
      .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
  )
}

/**
 * `<Link>` asks `usePrefetchBehavior` whether to render `<PrefetchPageLinks>` (framework mode's
 * route-module prefetching). Without a framework context — always, with declarative routes — that
 * hook answers `[false, ref, {}]`: never prefetch, no extra handlers. Writing that answer in its
 * place lets the whole prefetch machinery (route manifests, module links, RSC prefetch) go: ~1 KB
 * gzip. Only this exact call is replaced; another shape leaves the code as it was.
 */
export function dropLinkPrefetch(code: string): string {
  return code.replace(
    /let \[([\w$]+), ([\w$]+), ([\w$]+)\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    // Constants, so the minifier drops the `shouldPrefetch && …` branch and what only it renders.
    'const $1 = false, $2 = null, $3 = {};',
  )
}

const REACT_ROUTER_DIST = /\/node_modules\/react-router\/dist\/.*\.m?js$/

/**
 * react-router's package exports only its development build (dev warnings on: the "No routes
 * matched" and descendant-<Routes> checks, with their long messages). Its production build, in the
 * same package, is the same code with them off.
 */
function reactRouterProductionEntry(): string | null {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
  const production = path.join(packageDir, 'dist', 'production', 'index.mjs')
  // A release without it: the package's own entry, as before.
  return existsSync(production) ? production : null
}

export function reactRouterTreeShaking(): Plugin {
  let productionEntry: string | null | undefined
  return {
    name: 'remit:react-router-tree-shaking',
    apply: 'build',
    resolveId: {
      order: 'pre',
      handler(source) {
        return source === 'react-router' ? (productionEntry ??= reactRouterProductionEntry()) : null
      },
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null
      const marked = dropLinkPrefetch(markReactRouterPure(code))
      return marked === code ? null : { code: marked, map: null }
    },
  }
}
