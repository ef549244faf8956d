// Its own module: Node tooling (the audit) reads it without the SPA's Lingui macros.
/** Spec 3: the signed-in user lives in browser storage under this key. */
export const SESSION_STORAGE_KEY = 'user'
