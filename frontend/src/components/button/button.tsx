import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'on-brand' | 'danger'
type ButtonSize = 'md' | 'lg'

interface Look {
  variant?: ButtonVariant
  size?: ButtonSize
}

export const buttonClasses = ({ variant = 'primary', size = 'md' }: Look, extra?: string): string =>
  ['button', `button--${variant}`, `button--${size}`, extra].filter(Boolean).join(' ')

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { children: ReactNode }

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...rest} />
}

export type ButtonLinkProps = LinkProps & Look

/** A router link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...rest} />
}
