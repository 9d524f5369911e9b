import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { startWebHarness, type WebHarness } from './support/startWebHarness'

let harness: WebHarness
beforeAll(async () => {
  harness = await startWebHarness()
})
afterAll(async () => harness?.stop())

const [, invitee, inviter] = devAccounts(3)
const NO_SIGNATURE = `0x${'00'.repeat(65)}`

/** The server's answer to a registration for the invitee (a zero signature: the bound check answers first). */
async function registerAgain(): Promise<{ code: number; msg: string }> {
  const url = `${harness.server.url}/api/player-invite/${invitee!.address}/${inviter!.address}?signature=${NO_SIGNATURE}`
  return (await fetch(url)).json() as Promise<{ code: number; msg: string }>
}

describe('invitations', () => {
  it('shows the server refusing a self-invite in the red notice', async () => {
    const { page, wallet } = await harness.open({ path: `/swap?paddr=${invitee!.address.toLowerCase()}` })
    await page.locator('[data-testid="notice"].error').waitFor()
    expect(await page.getByTestId('notice').textContent()).toContain('You cannot invite yourself')
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
  })

  it('binds the paddr inviter after one signature, with a success notice, and never asks again', async () => {
    expect((await registerAgain()).code).not.toBe(0) // not bound yet: the zero signature is refused
    const { page, wallet } = await harness.open({ path: `/swap?paddr=${inviter!.address}` })
    await page.locator('[data-testid="notice"].success').waitFor()
    expect(await page.getByTestId('notice').textContent()).toContain('Your inviter is registered')
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(await registerAgain()).toMatchObject({
      code: 409,
      msg: 'This address already has an inviter; the first binding stays',
    })

    await page.reload()
    await page.getByTestId('account-button').waitFor()
    await page.getByTestId('price-chart').waitFor()
    await page.waitForTimeout(500)
    expect(wallet?.requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(await page.getByTestId('notice').count()).toBe(0)
  })
})
