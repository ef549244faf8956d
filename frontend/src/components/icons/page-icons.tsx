import { pathIcon } from './icons'

/**
 * Icons only lazily loaded pages use (help, content pages). A separate module, so they land in those
 * pages' chunks: everything in icons.tsx ships in the entry bundle, which the navbar and footer need.
 */
export const ChevronDownIcon = pathIcon('m6 9 6 6 6-6')
export const SearchIcon = pathIcon('M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM21 21l-4.35-4.35')
export const MailIcon = pathIcon('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-12a2 2 0 0 1 2-2zM22 7l-10 6L2 7')
export const ChatIcon = pathIcon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z')
export const CallIcon = pathIcon(
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
)
export const MapPinIcon = pathIcon('M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0z')
