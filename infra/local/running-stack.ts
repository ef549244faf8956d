/** Written by `npm start` into its data folder once it is ready; removed when it stops. */
export const STACK_FILE = 'stack.json'

export interface RunningStack {
  /** The gateway (SPA + API). */
  baseUrl: string
  /** Where a person opens the app (the Vite dev server under `npm run dev`). */
  appUrl: string
  /** The handlers' environment: table name, emulator endpoints, pool ids. */
  functionEnv: Record<string, string>
}
