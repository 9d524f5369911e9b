import { expect, it } from 'vitest'
import type { TokenList } from '../../../src/domain/lists/TokenList'
import type { PopupContent } from '../../../src/domain/popups/Popup'
import { PopupsStore } from '../../../src/ui/stores/PopupsStore'
import { ManualClock } from '../../doubles/ManualClock'

const list = (major: number): TokenList => ({
  name: 'L',
  timestamp: '2020-01-01T00:00:00Z',
  version: { major, minor: 0, patch: 0 },
  tokens: [],
})
const tx: PopupContent = { kind: 'transaction', hash: '0xaa', success: true }
const major: PopupContent = { kind: 'listUpdate', listUrl: 'u', oldList: list(1), newList: list(2), auto: false }

it('removes a popup after 15 s; the same key replaces the old one and restarts its timer', async () => {
  const clock = new ManualClock()
  const popups = new PopupsStore(clock)
  popups.add('a', tx)
  await clock.advance(10_000)
  popups.add('a', { ...tx, success: false })
  expect(popups.shown.map((popup) => popup.content)).toEqual([{ ...tx, success: false }])
  await clock.advance(14_999)
  expect(popups.shown).toHaveLength(1)
  await clock.advance(1)
  expect(popups.popups).toEqual([])
  expect(clock.pending()).toBe(0)
})

it('keeps a major list update until dismissed; a dismissed transaction popup is hidden until its timer ends', async () => {
  const clock = new ManualClock()
  const popups = new PopupsStore(clock)
  popups.add('list', major)
  popups.add('tx', tx)
  popups.dismiss('tx')
  expect(popups.shown.map((popup) => popup.key)).toEqual(['list'])
  expect(popups.popups).toHaveLength(2)
  await clock.advance(60_000)
  expect(popups.popups.map((popup) => popup.key)).toEqual(['list'])
  popups.dismiss('list')
  expect(popups.popups).toEqual([])
})
