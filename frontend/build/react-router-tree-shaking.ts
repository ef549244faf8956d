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

const REACT_ROUTER_DIST = /\/node_modules\/react-router\/dist\/.*\.m?js$/

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'remit:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null
      const marked = markReactRouterPure(code)
      return marked === code ? null : { code: marked, map: null }
    },
  }
}
