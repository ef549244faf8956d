/** Inline SVG icons (stroke style, `currentColor`): no icon font, no external images. Decorative only. */
export interface IconProps {
  className?: string
}

/**
 * An icon: one path `d`, stroked in the shared 24×24 frame. Each icon is its drawing only, as one
 * path's data (a circle or a rounded box written as its arcs), so a module of icons is a list of them.
 */
export function pathIcon(d: string) {
  return function PathIcon({ className }: IconProps) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={d} />
      </svg>
    )
  }
}

export const AlertIcon = pathIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM12 7v6M12 16.5v.01')
export const MenuIcon = pathIcon('M3 6h18M3 12h18M3 18h18')
export const CloseIcon = pathIcon('M18 6 6 18M6 6l12 12')
export const BoltIcon = pathIcon('M13 2 3 14h9l-1 8 10-12h-9z')
export const PercentIcon = pathIcon('M19 5 5 19M4 6.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0zM15 17.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0z')
export const ShieldIcon = pathIcon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4')
export const HeadsetIcon = pathIcon(
  'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z',
)
export const CashIcon = pathIcon(
  'M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM9.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0zM6 10v.01M18 14v.01',
)
export const PhoneIcon = pathIcon('M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-16a2 2 0 0 1 2-2zM11 18h2')
export const BankIcon = pathIcon('M3 21h18M3 10h18M5 6l7-3 7 3M5 10v11M19 10v11M9.5 14v4M14.5 14v4')
export const CardIcon = pathIcon('M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2zM2 10h20M6 15h4')
export const LockIcon = pathIcon('M6 11h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V7a4 4 0 0 1 8 0v4')
export const CheckIcon = pathIcon('M20 6 9 17l-5-5')
export const ReceiptIcon = pathIcon('M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4')
export const UsersIcon = pathIcon(
  'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M22 21v-2a4 4 0 0 0-3-3.87',
)
export const GlobeIcon = pathIcon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
)
export const TrendIcon = pathIcon('m23 6-9.5 9.5-5-5L1 18M17 6h6v6')
export const PulseIcon = pathIcon('M22 12h-4l-3 9L9 3l-3 9H2')
export const ArrowRightIcon = pathIcon('M5 12h14M12 5l7 7-7 7')

/** The product mark: a white "R" on a teal tile (same drawing as public/favicon.svg). */
export const LogoMark = ({ className }: IconProps) => (
  <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="#0f766e" />
    <path d="M9 22V10h7.2a4.2 4.2 0 0 1 .9 8.3L21.5 22h-3.6l-4-3.5H12.3V22zm3.3-6.4h3.7a1.5 1.5 0 0 0 0-3h-3.7z" fill="#fff" />
  </svg>
)
