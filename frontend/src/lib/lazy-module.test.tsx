import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyModule, useLazyModule } from './lazy-module'

describe('lazyModule', () => {
  it('imports once, however often it is asked, and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const module = lazyModule(importer)
    expect(module.loaded()).toBeUndefined()
    expect(importer).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect(first).toBe(second)
    expect(module.loaded()).toBe(first)
    await module.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed import', async () => {
    const importer = vi.fn<() => Promise<{ answer: number }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 42 })
    const module = lazyModule(importer)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.loaded()).toBeUndefined()
    await expect(module.load()).resolves.toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('useLazyModule', () => {
  it('gives nothing until asked, then the module once it has arrived; later users have it at once', async () => {
    const module = lazyModule(() => Promise.resolve({ greeting: 'Hello' }))
    let load: () => Promise<unknown> = () => Promise.resolve()
    function Greeting() {
      const [loaded, loadModule] = useLazyModule(module)
      load = loadModule
      return <p>{loaded ? loaded.greeting : 'Waiting'}</p>
    }
    const { unmount } = render(<Greeting />)
    expect(screen.getByText('Waiting')).toBeInTheDocument()
    await act(() => load())
    expect(screen.getByText('Hello')).toBeInTheDocument()
    unmount()
    render(<Greeting />)
    expect(screen.getByText('Hello')).toBeInTheDocument()
  })
})
