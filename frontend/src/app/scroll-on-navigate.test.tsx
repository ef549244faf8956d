import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollOnNavigate } from './scroll-on-navigate'

let navigate: NavigateFunction = () => undefined
function Navigator() {
  const current = useNavigate()
  useEffect(() => {
    navigate = current
  }, [current])
  return null
}

describe('ScrollOnNavigate', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens a new page at its top, keeps the place on back/forward and on a change of query only', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollOnNavigate />
        <Navigator />
      </MemoryRouter>,
    )
    scrollTo.mockClear()
    await act(async () => navigate('/country/send-money-to-country/ke'))
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' })

    scrollTo.mockClear()
    await act(async () => navigate('/country/send-money-to-country/ke?amount=100'))
    expect(scrollTo).not.toHaveBeenCalled()

    await act(async () => navigate(-1))
    await act(async () => navigate(-1))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
