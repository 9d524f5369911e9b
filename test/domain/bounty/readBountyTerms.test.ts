import { describe, expect, it } from 'vitest'
import { readBountyTerms } from '../../../src/domain/bounty/readBountyTerms'
import type { DeployedBounty } from '../../../src/domain/deployment/DeploymentRecord'
import { InvalidBountyTermsError } from '../../../src/domain/errors/InvalidBountyTermsError'

const USDT = '0x55d398326f99059fF775485246999027B3197955'
const AURA = '0x00000000000000000000000000000000000000A2'
const DEPLOYED: DeployedBounty = {
  nodeTeam: 10,
  nodeDirectPeople: 3,
  nodeDirectBet: '1000000000000000000000',
  betToken: USDT,
  dailyPool: { token: AURA, amount: '500000000000000000000' },
  weights: { 2: 10_000, 5: 15_000 },
  lpExtRewardBps: 1_000,
  inviteTasks: [
    { id: 2, invites: 5, reward: { token: AURA, amount: '5' } },
    { id: 1, invites: 1, reward: { token: AURA, amount: '1' } },
  ],
}

describe('readBountyTerms', () => {
  it('reads the record: wei as bigint, addresses lowercase, tasks by invites', () => {
    expect(readBountyTerms(DEPLOYED)).toEqual({
      nodeTeam: 10,
      nodeDirectPeople: 3,
      nodeDirectBet: 10n ** 21n,
      betToken: USDT.toLowerCase(),
      dailyPool: { token: AURA.toLowerCase(), amount: 500n * 10n ** 18n },
      weights: { 2: 10_000, 5: 15_000 },
      lpExtRewardBps: 1_000,
      inviteTasks: [
        { id: 1, invites: 1, reward: { token: AURA.toLowerCase(), amount: 1n } },
        { id: 2, invites: 5, reward: { token: AURA.toLowerCase(), amount: 5n } },
      ],
    })
  })

  it('takes the daily pool’s token as the bet token when the record names none', () => {
    const { betToken: _, ...rest } = DEPLOYED
    expect(readBountyTerms(rest).betToken).toBe(AURA.toLowerCase())
  })

  it.each([
    ['nodeDirectBet', { nodeDirectBet: '1e21' }],
    ['nodeDirectBet', { nodeDirectBet: '-1' }],
    ['dailyPool.token', { dailyPool: { token: '0x1234', amount: '1' } }],
    ['dailyPool.amount', { dailyPool: { token: AURA, amount: '1.5' } }],
    ['weights.5', { weights: { 2: 1, 5: -1 } }],
    ['weights.2', { weights: { 2: 0.5, 5: 1 } }],
    ['lpExtRewardBps', { lpExtRewardBps: 10_001 }],
    ['nodeTeam', { nodeTeam: Number.NaN }],
    ['inviteTasks[0].invites', { inviteTasks: [{ id: 1, invites: 0, reward: { token: AURA, amount: '1' } }] }],
    [
      'inviteTasks[1].id',
      {
        inviteTasks: [
          { id: 1, invites: 1, reward: { token: AURA, amount: '1' } },
          { id: 1, invites: 2, reward: { token: AURA, amount: '1' } },
        ],
      },
    ],
  ] as const)('refuses %s', (field, change) => {
    const read = () => readBountyTerms({ ...DEPLOYED, ...change } as DeployedBounty)
    expect(read).toThrow(InvalidBountyTermsError)
    expect(read).toThrow(`Invalid bounty terms: ${field} is`)
  })
})
