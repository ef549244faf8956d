import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './repo-root'
import { functionBuildOptions, LAMBDA_RUNTIME } from './stacks/constructs/function-bundles'

const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines?: { node?: string }
  devDependencies?: Record<string, string>
}
const lambdaMajor = /^nodejs(\d+)\.x$/.exec(LAMBDA_RUNTIME.name)?.[1]

describe('one Node major from laptop to Lambda', () => {
  it('the functions run on a nodejs<major>.x runtime and are bundled for that major', () => {
    expect(lambdaMajor).toMatch(/^\d+$/)
    expect(functionBuildOptions(REPO_ROOT).target).toBe(`node${lambdaMajor}`)
  })

  it('the `node` package that runs local commands, tests and CI, and `engines`, name the same major', () => {
    expect(packageJson.devDependencies?.node?.split('.')[0]).toBe(lambdaMajor)
    expect(packageJson.engines?.node).toBe(`${lambdaMajor}.x`)
  })

  it('this test runs on it', () => {
    expect(process.versions.node.split('.')[0]).toBe(lambdaMajor)
  })
})
