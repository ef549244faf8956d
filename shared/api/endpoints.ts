/**
 * Method and path of the routes a public page calls at first paint, in a module without schemas:
 * the page imports this, not the route row, so its first load carries no zod (in development and
 * tests the row is loaded to check the answer). Each row spreads its endpoint, so the contract still
 * says it once.
 */
export const getCountryEndpoint = { method: 'GET', path: '/countries/{id}' } as const
