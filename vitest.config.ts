import { defineConfig } from 'vitest/config'
import { i18nPlugins } from './frontend/vite.config'

/**
 * One `vitest run` runs every layer. Unit tests need nothing running; `integration` starts the real
 * emulators (DynamoDB Local, cognito-local, s3rver) on free ports in its global setup, and the
 * browser journeys drive Debian's Chromium against the local gateway.
 */
export default defineConfig({
  test: {
    // Lambda runs Node 22; the AWS SDK's notice about this machine's Node 20 is noise in test output.
    // Powertools: no metrics line on stdout (tests read the metrics with captureMetrics).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_METRICS_DISABLED: 'true' },
    reporters: ['default', './scripts/plain-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'scripts/**/*.test.ts', 'frontend/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
          // A time-out catches a hang, not slowness: the first property test of a file (100 runs plus
          // the module's warm-up) took 2.4–4.7 s beside two CPU burners, against the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/stacks/**/*.test.ts', 'infra/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: i18nPlugins(),
        test: {
          name: 'frontend',
          environment: 'happy-dom',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/src/testing/setup-tests.ts'],
          // A time-out here catches a hang, not slowness: a test that types a whole form through
          // user-event takes about 3 s on an idle 2-core machine, and twice that beside other work.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.integration.test.ts', 'frontend/e2e/**/*.e2e.test.ts'],
          exclude: ['node_modules/**'],
          globalSetup: ['infra/local/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
