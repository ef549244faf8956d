import type { JSX } from 'react'
import type { IconProps } from '../../../components/icons/icons'
import {
  BriefcaseIcon,
  CheckCircleIcon,
  FileIcon,
  FlagIcon,
  GridIcon,
  HistoryIcon,
  ScaleIcon,
  SendIcon,
  ShieldIcon,
  SwapIcon,
  UserCogIcon,
  UserIcon,
  UsersGroupIcon,
} from '../../../components/icons/signed-in-icons'
import type { SectionId } from '../dashboard-sections'

/** The sidebar's icon for each section. */
export const SECTION_ICONS: Record<SectionId, (props: IconProps) => JSX.Element> = {
  overview: GridIcon,
  users: UserCogIcon,
  customers: BriefcaseIcon,
  rates: SwapIcon,
  claims: FlagIcon,
  compliance: ShieldIcon,
  payouts: SendIcon,
  verifications: CheckCircleIcon,
  reconciliation: ScaleIcon,
  recipients: UsersGroupIcon,
  profile: UserIcon,
  history: HistoryIcon,
  documents: FileIcon,
}
