import { expect, it } from 'vitest'
import { NoticeStore } from '../../../src/ui/stores/NoticeStore'
import { ManualClock } from '../../doubles/ManualClock'

it('shows a notice for 2 seconds, counting down each second; a newer one replaces it', async () => {
  const clock = new ManualClock()
  const notices = new NoticeStore(clock)
  notices.show('error', 'No income to be withdrawn')
  expect(notices.notice).toEqual({ kind: 'error', text: 'No income to be withdrawn', secondsLeft: 2 })
  await clock.advance(1000)
  expect(notices.notice?.secondsLeft).toBe(1)
  notices.show('success', 'Pledge Success')
  expect(notices.notice).toEqual({ kind: 'success', text: 'Pledge Success', secondsLeft: 2 })
  await clock.advance(1999)
  expect(notices.notice?.secondsLeft).toBe(1)
  await clock.advance(1)
  expect(notices.notice).toBeUndefined()
  expect(clock.pending()).toBe(0)
})

it('closes on demand', () => {
  const notices = new NoticeStore(new ManualClock())
  notices.show('error', 'x')
  notices.close()
  expect(notices.notice).toBeUndefined()
})
