import { describe, expect, it } from 'vitest'
import type { TokenList } from '../../../src/domain/lists/TokenList'
import type { Popup, PopupContent } from '../../../src/domain/popups/Popup'
import { POPUP_REMOVE_AFTER_MS, popupRemoveAfterMs } from '../../../src/domain/popups/popupRemoveAfterMs'
import { popupsReducer } from '../../../src/domain/popups/popupsReducer'

const list = (major: number): TokenList =>
  ({ name: 'L', timestamp: '2020-01-01T00:00:00Z', version: { major, minor: 0, patch: 0 }, tokens: [] }) as TokenList
const tx: PopupContent = { kind: 'transaction', hash: '0xaa', success: true, summary: 'Swap' }
const failedTx: PopupContent = { kind: 'transaction', hash: '0xbb', success: false }
const minor: PopupContent = { kind: 'listUpdate', listUrl: 'u', oldList: list(1), newList: list(1), auto: true }
const major: PopupContent = { kind: 'listUpdate', listUrl: 'u', oldList: list(1), newList: list(2), auto: false }
const popup = (key: string, content: PopupContent, show = true): Popup => ({
  key,
  show,
  content,
  removeAfterMs: popupRemoveAfterMs(content),
})

describe('popupRemoveAfterMs', () => {
  it.each([
    ['transaction', tx, POPUP_REMOVE_AFTER_MS],
    ['failed transaction', failedTx, 15_000],
    ['auto list update', minor, 15_000],
    ['major list update', major, null],
  ])('%s → %s', (_, content, expected) => {
    expect(popupRemoveAfterMs(content)).toBe(expected)
  })
})

describe('popupsReducer', () => {
  it.each<[string, readonly Popup[], Parameters<typeof popupsReducer>[1], readonly Popup[]]>([
    ['add to empty', [], { type: 'add', key: 'a', content: tx }, [popup('a', tx)]],
    ['add appends', [popup('a', tx)], { type: 'add', key: 'b', content: major }, [popup('a', tx), popup('b', major)]],
    [
      'same key replaces the old, last',
      [popup('a', tx), popup('b', failedTx)],
      { type: 'add', key: 'a', content: minor },
      [popup('b', failedTx), popup('a', minor)],
    ],
    [
      'explicit removeAfterMs',
      [],
      { type: 'add', key: 'a', content: tx, removeAfterMs: null },
      [{ ...popup('a', tx), removeAfterMs: null }],
    ],
    [
      'hide keeps it, not shown',
      [popup('a', tx), popup('b', tx)],
      { type: 'hide', key: 'a' },
      [popup('a', tx, false), popup('b', tx)],
    ],
    ['hide unknown key', [popup('a', tx)], { type: 'hide', key: 'z' }, [popup('a', tx)]],
    ['remove', [popup('a', tx), popup('b', major)], { type: 'remove', key: 'a' }, [popup('b', major)]],
    ['remove unknown key', [popup('a', tx)], { type: 'remove', key: 'z' }, [popup('a', tx)]],
  ])('%s', (_, before, action, expected) => {
    const frozen = Object.freeze([...before])
    expect(popupsReducer(frozen, action)).toEqual(expected)
  })
})
