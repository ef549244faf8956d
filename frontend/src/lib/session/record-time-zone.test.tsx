import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../testing/mock-fetch'
import { renderApp } from '../../testing/render-app'
import { eventually } from '../../testing/eventually'
import { makeSession, signedInStore, storedSession } from '../../testing/session'
import { browserTimeZone, RecordTimeZone } from './record-time-zone'

describe('RecordTimeZone', () => {
  it('sends the browser’s zone once when the profile has another, and keeps it on the session', async () => {
    const zone = browserTimeZone()
    expect(zone).toBeTruthy()
    const fetchMock = mockFetch((url, init) =>
      url === '/api/user/me/time-zone' ? jsonResponse(JSON.parse(String(init?.body)) as unknown) : jsonResponse({}, 404),
    )
    const session = await signedInStore(makeSession({ timeZone: 'Pacific/Chatham' === zone ? 'UTC' : 'Pacific/Chatham' }))
    renderApp(<RecordTimeZone />, { session })
    await eventually(() => expect(storedSession()).toMatchObject({ timeZone: zone }))
    const puts = fetchMock.mock.calls.filter(([url]) => url === '/api/user/me/time-zone')
    expect(puts).toHaveLength(1)
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ timeZone: zone })
  })

  it('sends nothing when signed out or when the profile already has the zone', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 404))
    renderApp(<RecordTimeZone />)
    renderApp(<RecordTimeZone />, { session: await signedInStore(makeSession()) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
