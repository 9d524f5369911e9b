import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

// the page's wallet is dev account 1, the root of the devnet's seeded invitation tree (1 → 2, 3; 2 → 4; 4 → 5): its
// inviter comes from outside the tree, since a binding to one of its own friends would close a cycle
const [, invitee] = devAccounts(3)
const inviter = devAccounts()[7]

/** The inviter the server stored for the invitee, if any. */
async function storedInviter(): Promise<string | undefined> {
  const [row] = await harness.server.composed.database.query<{ inviter: string }>(
    'select inviter from invitations where invitee = $1',
    [invitee!.address.toLowerCase()],
  )
  return row?.inviter
}

describe('invitations', () => {
  it.each([
    ['the account itself', () => invitee!.address.toLowerCase()],
    ['the zero address', () => `0x${'0'.repeat(40)}`],
    ['a contract (the router)', () => harness.devnet.chain(128).record.contracts.router],
  ])('refuses %s as the paddr inviter in the red notice, asking no signature', async (_name, paddr) => {
    const { page, wallet } = await harness.open({ path: `/swap?paddr=${paddr()}` })
    await page.locator('[data-testid="notice"].error').waitFor()
    expect(await page.getByTestId('notice').textContent()).toContain('no inviter was registered')
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(0)
    expect(await storedInviter()).toBeUndefined()
  })

  it('binds the paddr inviter after one signature, with a success notice, and never asks again', async () => {
    expect(await storedInviter()).toBeUndefined()
    const { page, wallet } = await harness.open({ path: `/swap?paddr=${inviter!.address}` })
    await page.locator('[data-testid="notice"].success').waitFor()
    expect(await page.getByTestId('notice').textContent()).toContain('Your inviter is registered')
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(await storedInviter()).toBe(inviter!.address.toLowerCase())

    await page.reload()
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('price-chart').waitFor()
    await page.waitForTimeout(500)
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(await page.getByTestId('notice').count()).toBe(0)
  })
})
