import { SWRConfig } from 'swr'
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout'
import { swrDefaults } from '../lib/swr-defaults'

/**
 * The signed-in area's shell with the app's SWR options (lib/swr-defaults.ts) around every page in
 * it: one lazy chunk, so the options cost no extra request and nothing on the public pages.
 */
export default function SignedInLayout() {
  return (
    <SWRConfig value={swrDefaults}>
      <DashboardLayout />
    </SWRConfig>
  )
}
