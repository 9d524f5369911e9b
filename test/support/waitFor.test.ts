import { describe, expect, it } from 'vitest'
import { waitFor } from './waitFor'

describe('waitFor', () => {
  it('resolves the first value read that is the one waited for', async () => {
    let reads = 0
    const value = await waitFor(() => ++reads, { what: 'the third read', until: (n) => n >= 3, interval: 1 })
    expect([value, reads]).toEqual([3, 3])
  })

  it('on timeout names what it waited for and the last value read', async () => {
    const read = () => ({ indexed: 41n, state: 'indexing' })
    await expect(
      waitFor(read, { what: 'chain 128 indexed to 42', until: (s) => s.indexed >= 42n, timeout: 20, interval: 1 }),
    ).rejects.toThrow(
      'timed out after 20 ms waiting for chain 128 indexed to 42; last read: {"indexed":"41","state":"indexing"}',
    )
  })

  it('fails at once when a read throws', async () => {
    let reads = 0
    const read = () => {
      reads++
      throw new Error('the node is gone')
    }
    await expect(waitFor(read, { what: 'a read', timeout: 60_000 })).rejects.toThrow('the node is gone')
    expect(reads).toBe(1)
  })
})
