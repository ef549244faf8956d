import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearToasts } from '../components/toast/toast-store'

afterEach(() => {
  cleanup()
  clearToasts()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
