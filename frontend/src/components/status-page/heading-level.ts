import { createContext } from 'react'

/**
 * The level of a status page's heading where no `headingLevel` is given. A shell whose own header is
 * the page's h1 (the dashboard) provides 2, so a not-found or forbidden screen inside it adds no
 * second h1. Apart from status-page.tsx so the shell takes the context without the page's styles.
 */
export const StatusHeadingLevel = createContext<1 | 2>(1)
