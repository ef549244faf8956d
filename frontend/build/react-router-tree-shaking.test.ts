import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dropLinkPrefetch, markReactRouterPure } from './react-router-tree-shaking'

const SAMPLE = `import * as React10 from "react";
var DataRouterContext = React.createContext(null);
DataRouterContext.displayName = "DataRouter";
var Form = React10.forwardRef(
  function FormImpl(props, ref) {
    FetcherForm2.displayName = "fetcher.Form";
    return null;
  }
);
Form.displayName = "Form";
var MemoizedDataRoutes = React3.memo(DataRoutes2);
var other = React.useMemo(() => 1, []);
`

describe('markReactRouterPure', () => {
  it('marks the top-level createContext, forwardRef and memo calls pure', () => {
    const out = markReactRouterPure(SAMPLE)
    expect(out).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);')
    expect(out).toContain('var Form = /* @__PURE__ */ React10.forwardRef(')
    expect(out).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);')
    // Other React calls are left alone: a hook is not pure.
    expect(out).toContain('var other = React.useMemo(() => 1, []);')
  })

  it('blanks top-level displayName lines, keeps nested ones and the line count', () => {
    const out = markReactRouterPure(SAMPLE)
    expect(out).not.toContain('DataRouterContext.displayName')
    expect(out).not.toContain('Form.displayName = "Form"')
    expect(out).toContain('    FetcherForm2.displayName = "fetcher.Form";')
    expect(out.split('\n')).toHaveLength(SAMPLE.split('\n').length)
  })

  it('leaves code without those shapes as it was', () => {
    const code = 'export const x = 1;\n'
    expect(markReactRouterPure(code)).toBe(code)
  })
})

describe('dropLinkPrefetch', () => {
  const link = `    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );
    let internalOnClick = useLinkClickHandler(to, {});`

  it("writes the hook's answer without a framework context in place of the call", () => {
    expect(dropLinkPrefetch(link)).toBe(`    const shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};
    let internalOnClick = useLinkClickHandler(to, {});`)
  })

  it("matches the installed react-router's production build", () => {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
    const productionDir = path.join(packageDir, 'dist', 'production')
    const index = readFileSync(path.join(productionDir, 'index.mjs'), 'utf8')
    const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1] ?? '')
    const withLink = chunks.map((chunk) => readFileSync(path.join(productionDir, chunk), 'utf8')).find((code) => code.includes('usePrefetchBehavior('))
    expect(withLink).toBeDefined()
    expect(dropLinkPrefetch(withLink ?? '')).not.toBe(withLink)
  })
})
