import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteHandler } from '../functions/lib/route'
import { handlerModulePath, routeModulePath } from '../shared/api/route-definition'
import { routeList } from '../shared/api/routes'
import { createGateway, listen, loadHandlers } from './local/gateway'
import { REPO_ROOT } from './repo-root'
import { routeIdsInTemplate } from './stacks/route-ids-in-template'
import { synthesizedStage } from './stacks/testing/test-stage'

const routeIds = routeList.map((route) => route.id).sort()

/** Handler files: functions/<area>/<name>.ts, outside the shared domain/, lib/, model/, services/, store/, testing/ folders and the non-route functions (jobs/, events/ and what they use). */
function handlerFiles(): string[] {
  const functionsDir = join(REPO_ROOT, 'functions')
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && !['domain', 'events', 'jobs', 'lib', 'model', 'notifications', 'services', 'store', 'testing'].includes(entry.name),
    )
    .flatMap((area) =>
      readdirSync(join(functionsDir, area.name))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => relative(REPO_ROOT, join(functionsDir, area.name, file)).replace(/\.ts$/, '')),
    )
    .sort()
}

describe('route table, handler files, CDK functions and local gateway agree', () => {
  it('has exactly one handler file per route row, and no handler without a row', () => {
    expect(handlerFiles()).toEqual(routeList.map((route) => handlerModulePath(route)).sort())
  })

  it("defines each row in its own module, which its handler imports (a Lambda bundles only its row's schemas)", async () => {
    for (const route of routeList) {
      const rowModule = (await import(join(REPO_ROOT, `${routeModulePath(route)}.ts`))) as Record<string, unknown>
      expect(rowModule[route.id], routeModulePath(route)).toBe(route)
      const handlerSource = readFileSync(join(REPO_ROOT, `${handlerModulePath(route)}.ts`), 'utf8')
      expect(handlerSource, handlerModulePath(route)).toContain(`from '../../${routeModulePath(route)}'`)
    }
  })

  it('deploys exactly one Lambda per route row, in the stack of its area', () => {
    const { apiAreas, templateOf } = synthesizedStage('agreement')
    expect(apiAreas.flatMap((area) => routeIdsInTemplate(templateOf(area))).sort()).toEqual(routeIds)
  })

  describe('the local gateway', () => {
    let server: Server
    let base: string
    const called: string[] = []

    beforeAll(async () => {
      const loaded = await loadHandlers()
      expect([...loaded.keys()].sort()).toEqual(routeIds)
      // Each route answers with its own id, so a request shows which handler the gateway picked.
      const handlers = new Map<string, RouteHandler>([...loaded.keys()].map((id) => [id, async () => (called.push(id), { statusCode: 204 })]))
      server = createGateway({ handlers })
      await listen(server, 0)
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it.each(routeList.map((route) => [route.id, route] as const))('dispatches %s to its own handler', async (id, route) => {
      const path = route.path.replace(/\{\w+\}/g, 'xx')
      const response = await fetch(`${base}${path}`, { method: route.method })
      expect(response.status).toBe(204)
      expect(called.at(-1)).toBe(id)
    })
  })
})
