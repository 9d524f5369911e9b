import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../../../src/domain/approval/ApprovalService'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import type { Token } from '../../../src/domain/currency/Token'
import { ApproveThenSend } from '../../../src/ui/stores/ApproveThenSend'

const WHT = {
  kind: 'token',
  chainId: 128,
  address: '0x00000000000000000000000000000000000000c1',
  decimals: 18,
  symbol: 'WHT',
} as unknown as Token

const request = {
  chainId: 128,
  account: '0x00000000000000000000000000000000000000a1',
  spender: '0x00000000000000000000000000000000000000b1',
  amount: 5n,
} as unknown as ApprovalRequest

function setup(initial: ApprovalState, approve: () => Promise<unknown> = async () => ({ hash: '0x1' })) {
  const state = observable.box(initial)
  const approvals: ApprovalRequest[] = []
  const step = new ApproveThenSend(
    {
      approve: async (r: ApprovalRequest) => {
        approvals.push(r)
        return (await approve()) as never
      },
    },
    () => state.get(),
  )
  const sent: string[] = []
  const send = async () => {
    sent.push('sent')
  }
  return { state, step, approvals, sent, send }
}

describe('ApproveThenSend', () => {
  it('sends at once when the allowance covers the amount, approving nothing', async () => {
    const { step, approvals, sent, send } = setup(ApprovalState.APPROVED)
    await step.approveOrSend(request, send)
    expect([approvals, sent, step.awaitingApproval]).toEqual([[], ['sent'], false])
  })

  it('approves when short, then continues once, when the approval shows in the allowance', async () => {
    const { state, step, approvals, sent, send } = setup(ApprovalState.NOT_APPROVED)
    const stop = step.watch(() => void send())
    await step.approveOrSend(request, send)
    expect([approvals, sent, step.awaitingApproval]).toEqual([[request], [], true])
    runInAction(() => state.set(ApprovalState.PENDING))
    expect(sent).toEqual([])
    runInAction(() => state.set(ApprovalState.APPROVED))
    expect([sent, step.awaitingApproval]).toEqual([['sent'], false])
    runInAction(() => state.set(ApprovalState.NOT_APPROVED))
    runInAction(() => state.set(ApprovalState.APPROVED))
    expect(sent).toEqual(['sent'])
    stop()
  })

  it('does nothing while an approval is pending, and never continues an approval it did not send', async () => {
    const { state, step, approvals, sent, send } = setup(ApprovalState.PENDING)
    const stop = step.watch(() => void send())
    await step.approveOrSend(request, send)
    runInAction(() => state.set(ApprovalState.APPROVED))
    expect([approvals, sent]).toEqual([[], []])
    stop()
  })

  it('leaves the form ready to try again when the approval fails, and says why', async () => {
    const { step, send } = setup(ApprovalState.NOT_APPROVED, async () => {
      throw new Error('Transaction rejected.')
    })
    await expect(step.approveOrSend(request, send)).rejects.toThrow('Transaction rejected.')
    expect(step.awaitingApproval).toBe(false)
  })

  it('forgets an approval under way on reset: nothing continues', async () => {
    const { state, step, sent, send } = setup(ApprovalState.NOT_APPROVED)
    const stop = step.watch(() => void send())
    await step.approveOrSend(request, send)
    step.reset()
    runInAction(() => state.set(ApprovalState.APPROVED))
    expect(sent).toEqual([])
    stop()
  })

  it.each([
    [ApprovalState.APPROVED, false, true, 'sending'],
    [ApprovalState.NOT_APPROVED, true, false, 'approving'],
    [ApprovalState.PENDING, false, false, 'approving'],
    [ApprovalState.NOT_APPROVED, false, false, 'approve'],
    [ApprovalState.APPROVED, false, false, 'ready'],
    [ApprovalState.UNKNOWN, false, false, 'ready'],
  ] as const)('phase: %s, awaiting an approval %s, sending %s: %s', async (initial, awaiting, sending, phase) => {
    const { step, send } = setup(initial)
    if (awaiting) await step.approveOrSend(request, send)
    expect(step.phase(sending)).toBe(phase)
  })

  it("approves the programme contract as spender of the target account's token", async () => {
    const { step, approvals, send } = setup(ApprovalState.NOT_APPROVED)
    const token = { kind: 'token', address: '0xc1' } as never
    await step.approveOrSendTo({ chainId: 128, contract: '0xb1', account: '0xa1' }, token, 5n, send)
    expect(approvals).toEqual([{ chainId: 128, account: '0xa1', spender: '0xb1', token, amount: 5n }])
  })

  it('checks before it sends, and ignores a second tap while checking, sending or awaiting its approval', async () => {
    const { step, sent, send } = setup(ApprovalState.APPROVED)
    let release = () => {}
    const prepared = new Promise<void>((resolve) => (release = resolve))
    const prepare = async () => {
      await prepared
      return { target: { chainId: 128, contract: request.spender, account: request.account }, token: WHT, amount: 5n }
    }
    const failures: unknown[] = []
    const fail = (error: unknown) => failures.push(error)
    const first = step.checkThenApproveOrSend({ sending: false, prepare, send, fail })
    expect([step.checking, step.busy(false)]).toEqual([true, true])
    await step.checkThenApproveOrSend({ sending: false, prepare, send, fail }) // ignored: the checks are reading
    release()
    await first
    expect([sent, step.checking, step.busy(false), step.busy(true)]).toEqual([['sent'], false, false, true])
    await step.checkThenApproveOrSend({ sending: true, prepare, send, fail }) // ignored: the form is sending
    expect([sent, failures]).toEqual([['sent'], []])
  })
})
