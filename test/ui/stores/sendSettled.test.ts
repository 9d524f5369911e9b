import { observable } from 'mobx'
import { describe, expect, it } from 'vitest'
import { sendSettled } from '../../../src/ui/stores/sendSettled'

function setup(status: 'confirmed' | 'failed') {
  const log: string[] = []
  const ui = {
    session: { statusOf: () => status },
    notices: { show: (kind: string, text: string) => log.push(`${kind}: ${text}`) },
    t: (id: string) => id,
  } as never
  const busy = observable.box(false)
  const step = {
    busy: (value: boolean) => {
      busy.set(value)
      log.push(`busy ${value}`)
    },
    texts: { success: 'exchange.exSuccess', failure: 'exchange.error.failed' } as const,
    succeeded: (hash: string) => log.push(`succeeded ${hash} busy ${busy.get()}`),
    fail: (error: unknown) => log.push(`fail ${(error as Error).message}`),
  }
  return { ui, step, log }
}

describe('sendSettled', () => {
  it('is busy while it sends and waits, says the success, then runs succeeded before it is not busy', async () => {
    const { ui, step, log } = setup('confirmed')
    await sendSettled(ui, { ...step, send: async () => ({ hash: '0x1' }) })
    expect(log).toEqual(['busy true', 'success: exchange.exSuccess', 'succeeded 0x1 busy true', 'busy false'])
  })

  it('says the failure of a mined transaction, without succeeded', async () => {
    const { ui, step, log } = setup('failed')
    await sendSettled(ui, { ...step, send: async () => ({ hash: '0x1' }) })
    expect(log).toEqual(['busy true', 'error: exchange.error.failed', 'busy false'])
  })

  it('hands a refusal to fail, and is not busy after it', async () => {
    const { ui, step, log } = setup('confirmed')
    await sendSettled(ui, {
      ...step,
      send: async () => {
        throw new Error('refused')
      },
    })
    expect(log).toEqual(['busy true', 'fail refused', 'busy false'])
  })
})
