import { observable } from 'mobx'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/domain/errors/ApiError'
import { classifyInviteFailure } from '../../../../src/domain/invite/classifyInviteFailure'
import { inviteBindingKey } from '../../../../src/domain/invite/inviteBindingKey'
import type { ProgrammeApi } from '../../../../src/ports/ProgrammeApi'
import type { StateStore } from '../../../../src/ports/StateStore'
import { InviteStore } from '../../../../src/ui/features/season/InviteStore'
import type { LocaleStore } from '../../../../src/ui/stores/LocaleStore'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import type { RouterStore } from '../../../../src/ui/stores/RouterStore'
import type { WalletStore } from '../../../../src/ui/stores/WalletStore'
import { InMemoryAccountCode } from '../../../doubles/InMemoryAccountCode'
import { ManualClock } from '../../../doubles/ManualClock'

const INVITEE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const INVITER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

/**
 * The store as the app composes it, the server answering each registration with the next of `codes` (0: bound), the
 * link naming `inviter` (INVITER by default); `code` says which addresses are contracts.
 */
function setup(codes: number[], inviter = INVITER) {
  const code = new InMemoryAccountCode()
  const clock = new ManualClock()
  const stored: { value: string[] | undefined } = { value: undefined }
  const settled: StateStore<string[]> = {
    read: async () => stored.value,
    write: async (value) => {
      stored.value = value
    },
  }
  let registrations = 0
  const api: ProgrammeApi = {
    bindInviter: async () => {
      const code = codes[registrations++] ?? 0
      if (code !== 0) throw new ApiError(code, `HTTP ${code}`)
    },
    marketPairs: async () => [],
    pairCandles: async () => [],
    chainStates: async () => [],
  }
  let signatures = 0
  const wallet = observable({
    status: 'connected',
    account: INVITEE,
    chainId: 128,
    connectedWallet: () => ({
      signMessage: async () => {
        signatures++
        return `0x${'1'.repeat(130)}`
      },
    }),
  })
  const router = observable({ path: '/swap', search: `?paddr=${inviter}` })
  const notices = new NoticeStore(clock)
  const store = new InviteStore(
    api,
    wallet as unknown as WalletStore,
    router as unknown as RouterStore,
    settled,
    notices,
    { t: (id: string) => id } as unknown as LocaleStore,
    (error) => classifyInviteFailure(error instanceof ApiError ? error.code : undefined),
    clock,
    code,
  )
  return { store, clock, stored, code, notices, registrations: () => registrations, signatures: () => signatures }
}

describe('InviteStore', () => {
  it('retries a rate-limited registration with back-off and remembers only the binding', async () => {
    const { store, clock, stored, registrations } = setup([429, 503])
    const stop = store.watch()
    await clock.advance(0)
    expect(registrations()).toBe(1)
    expect(stored.value).toBeUndefined() // a 429 settles nothing
    await clock.advance(1_000)
    expect(registrations()).toBe(2)
    expect(stored.value).toBeUndefined()
    await clock.advance(2_000)
    expect(registrations()).toBe(3)
    expect(store.lastOutcome).toBe('bound')
    expect(stored.value).toEqual([inviteBindingKey(INVITEE, INVITER)])
    stop()
  })

  it.each([400, 403, 409])('remembers a final refusal (%i) and asks no more', async (code) => {
    const { store, clock, stored, registrations } = setup([code])
    const stop = store.watch()
    await clock.advance(60_000)
    expect(registrations()).toBe(1)
    expect(store.lastOutcome).toBe('refused')
    expect(stored.value).toEqual([inviteBindingKey(INVITEE, INVITER)])
    stop()
  })

  it.each([
    ['the zero address', `0x${'0'.repeat(40)}`],
    ['the account itself', INVITEE.toUpperCase().replace('0X', '0x')],
    ['a contract', CONTRACT],
  ])('refuses %s as inviter before any signature, says so and remembers it', async (_name, inviter) => {
    const { store, clock, stored, code, notices, registrations, signatures } = setup([0], inviter)
    code.contracts.add(CONTRACT)
    const stop = store.watch()
    await clock.advance(0)
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'invite.inviterRefused' })
    await clock.advance(60_000)
    expect([signatures(), registrations()]).toEqual([0, 0])
    expect(store.lastOutcome).toBe('refused')
    expect(stored.value).toEqual([inviteBindingKey(INVITEE, inviter)])
    stop()
  })

  it('after a minute of 500s gives up without remembering, so the next visit tries again', async () => {
    const { store, clock, stored, registrations } = setup(Array(20).fill(500))
    const stop = store.watch()
    await clock.advance(120_000)
    expect(registrations()).toBe(7)
    expect(store.lastOutcome).toBe('failed')
    expect(stored.value).toBeUndefined()
    stop()
  })
})
