import { pathIcon } from '../icons/icons'

// Here rather than in icons.tsx: only forms (lazy pages) draw these, so the app shell does not carry them.

export const EyeIcon = pathIcon('M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0z')
export const EyeOffIcon = pathIcon(
  'M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20',
)
