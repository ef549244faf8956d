import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusHeadingLevel } from './heading-level'
import { StatusPage } from './status-page'

describe('StatusPage', () => {
  it('is a page of its own by default: its title is the h1', () => {
    render(<StatusPage eyebrow="404" title="Gone" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Gone' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Gone' })).toBeInTheDocument()
  })

  it('says h2 inside a shell that provides level 2, or when asked to', () => {
    render(
      <>
        <StatusHeadingLevel value={2}>
          <StatusPage title="Inside the shell" />
        </StatusHeadingLevel>
        <StatusPage title="Asked for" headingLevel={2} />
      </>,
    )
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Inside the shell' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Asked for' })).toBeInTheDocument()
  })
})
