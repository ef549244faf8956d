import { fromEnv } from '@aws-sdk/credential-provider-env'

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (an esbuild alias in
 * infra/stacks/constructs/function-bundles.ts). Lambda always hands a function its role's credentials
 * in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, so the SDK's default chain
 * (SSO, ini files, process, web identity, container and instance metadata — with the STS, SSO and
 * sign-in clients they bring) is never reached there, yet it would be in every bundle. The local
 * stack and the tests import the handlers unbundled and keep the SDK's default chain.
 */
export const defaultProvider: typeof fromEnv = (init) => fromEnv(init)
