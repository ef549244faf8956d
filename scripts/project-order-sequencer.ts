import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order files start in, when more are queued than there are workers: the longest layers first,
 * so no long file is left for the end. The crash test boots a stack of its own (2 min); browser
 * journeys are the longest files on the pool's stacks; the many short API files fill in behind them.
 * Within a project, Vitest's own order (failed, then slowest, by its cache; else largest first).
 * Vitest alone would start projects in the order of their names. (`infra` runs before `frontend` and
 * `unit` anyway: it is a group of its own, on one worker; vitest.config.ts.)
 */
const PROJECT_ORDER = ['own-stack', 'browser', 'api', 'frontend', 'unit']

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name)
  return index === -1 ? PROJECT_ORDER.length : index
}

export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Array.prototype.sort is stable: within a project the base order stays.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
