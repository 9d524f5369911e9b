import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { restartingReaction } from '../../../src/ui/stores/restartingReaction'

describe('restartingReaction', () => {
  it('stops the previous run before each new one, and the last run with the reaction', () => {
    const state = observable({ account: 'a' as string | undefined })
    const log: string[] = []
    const stop = restartingReaction(
      () => state.account,
      (account) => {
        log.push(`start ${account}`)
        if (!account) return undefined
        return () => log.push(`stop ${account}`)
      },
      { fireImmediately: true },
    )
    runInAction(() => (state.account = 'b'))
    runInAction(() => (state.account = undefined))
    runInAction(() => (state.account = 'c'))
    stop()
    runInAction(() => (state.account = 'd'))
    expect(log).toEqual(['start a', 'stop a', 'start b', 'stop b', 'start undefined', 'start c', 'stop c'])
  })

  it('runs only on a change without fireImmediately', () => {
    const state = observable({ n: 1 })
    const seen: number[] = []
    const stop = restartingReaction(
      () => state.n,
      (n) => {
        seen.push(n)
        return undefined
      },
    )
    runInAction(() => (state.n = 2))
    stop()
    expect(seen).toEqual([2])
  })
})
