/** A ULID as every id of ours is written (Crockford base 32, 26 characters): transfers, claims, quotes, documents. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/
