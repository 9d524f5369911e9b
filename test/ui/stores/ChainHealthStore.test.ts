import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ProgrammeApi } from '../../../src/ports/ProgrammeApi'
import { ChainDegradedBanner } from '../../../src/ui/components/ChainDegradedBanner'
import { StoresContext } from '../../../src/ui/components/StoresContext'
import { en, type MessageId } from '../../../src/ui/locales/en'
import type { AppStores } from '../../../src/ui/stores/AppStores'
import { CHAIN_HEALTH_POLL_MS, ChainHealthStore } from '../../../src/ui/stores/ChainHealthStore'
import { ManualClock } from '../../doubles/ManualClock'

/** A status API answering each poll with the next of `answers` (an Error fails the poll). */
function setup(answers: ({ chainId: number; state: string }[] | Error)[]) {
  const clock = new ManualClock()
  let polls = 0
  const api: ProgrammeApi = {
    bindInviter: async () => undefined,
    marketPairs: async () => [],
    pairCandles: async () => [],
    chainStates: async () => {
      const answer = answers[Math.min(polls++, answers.length - 1)]!
      if (answer instanceof Error) throw answer
      return answer
    },
  }
  return { store: new ChainHealthStore(api, clock), clock, polls: () => polls }
}

function banner(store: ChainHealthStore, chainId: number): string {
  const t = (id: MessageId, values: Record<string, string | number> = {}) =>
    en[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
  const stores = { wallet: { chainId }, chainHealth: store, locale: { t } } as unknown as AppStores
  return renderToStaticMarkup(
    createElement(StoresContext.Provider, { value: stores }, createElement(ChainDegradedBanner)),
  )
}

describe('ChainHealthStore and the degraded-chain banner', () => {
  it('shows the banner on the degraded chain only, and drops it once the server reaches its node again', async () => {
    const { store, clock, polls } = setup([
      [
        { chainId: 128, state: 'indexing' },
        { chainId: 56, state: 'degraded' },
      ],
      new Error('offline'), // a failed poll keeps the last answer
      [
        { chainId: 128, state: 'indexing' },
        { chainId: 56, state: 'indexing' },
      ],
    ])
    const stop = store.watch()
    await clock.advance(0)
    expect([store.isDegraded(56), store.isDegraded(128)]).toEqual([true, false])
    expect(banner(store, 56)).toContain('BSC data is delayed')
    expect(banner(store, 56)).toContain('data-testid="chain-degraded"')
    expect(banner(store, 128)).toBe('')
    await clock.advance(CHAIN_HEALTH_POLL_MS)
    expect(polls()).toBe(2)
    expect(store.isDegraded(56)).toBe(true)
    await clock.advance(CHAIN_HEALTH_POLL_MS)
    expect(store.isDegraded(56)).toBe(false)
    expect(banner(store, 56)).toBe('')
    stop()
    expect(clock.pending()).toBe(0)
  })
})
