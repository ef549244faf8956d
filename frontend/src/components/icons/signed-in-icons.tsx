import { pathIcon } from './icons'

// The signed-in area's icons (stroke drawings in the app's 24×24 frame), in its own chunk.

export const GridIcon = pathIcon(
  'M4 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM15 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM15 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z',
)
export const UserCogIcon = pathIcon(
  'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM2 21v-1a6 6 0 0 1 9.5-4.9M15.5 17a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0zM18 13.5v1M18 19.5v1M21.5 17h-1M15.5 17h-1',
)
export const BriefcaseIcon = pathIcon(
  'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2zM16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20',
)
export const UsersGroupIcon = pathIcon(
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
)
export const UserIcon = pathIcon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM4 21v-1a7 7 0 0 1 16 0v1')
export const HistoryIcon = pathIcon('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2')
export const FileIcon = pathIcon('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5')
export const LogOutIcon = pathIcon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9')
export const SidebarIcon = pathIcon('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2zM9 3v18M15 9l-3 3 3 3')
export const SendIcon = pathIcon('m22 2-7 20-4-9-9-4zM22 2 11 13')
export const UserPlusIcon = pathIcon('M5 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM2 21v-1a7 7 0 0 1 11-5.7M19 14v6M16 17h6')
export const ClockIcon = pathIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM12 7v5l3 2')
export const CheckCircleIcon = pathIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM8 12l3 3 5-6')
export const SwapIcon = pathIcon('M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7')

/** A flag: problems reported on transfers (the Claims screen). */
export const FlagIcon = pathIcon('M5 21V4M5 4h11l-2 4 2 4H5')

/** A shield with a check: transfers held for compliance review. */
export const ShieldIcon = pathIcon('M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3ZM9 12l2 2 4-4')

/** A scale: the books weighed, for the ledger's reconciliation. */
export const ScaleIcon = pathIcon('M12 3v18M7 21h10M5 7h14M12 5l0 2M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z')
