/**
 * Every transfer schema and its messages, for the SPA and tests. Each lives in its own module so
 * that importing one builds no other: a Lambda imports the module it needs (its route row's, the
 * store's `transfer`), never this one, and bundles and evaluates only that (docs/architecture.md).
 */
export * from './create-transfer-schema'
export * from './list-transfers-query'
export * from './transfer'
export * from './transfer-fields'
export * from './transfer-list'
export * from './update-transfer-schema'
