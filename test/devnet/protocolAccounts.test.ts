import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
  FomoPrizePool__factory,
} from '../../src/adapters/contracts/generated'
import {
  DEVNET_SIGNER_ACCOUNT,
  devAccounts,
  devnetDrawOperatorAccount,
  devnetRelayerAccount,
  devnetTreasuryAccount,
} from '../../src/adapters/devnet/devAccounts'
import { ensureProtocolAccounts } from '../../src/adapters/devnet/ensureProtocolAccounts'
import { loadServerConfig } from '../../src/server/config/loadServerConfig'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

const dev = new Set(devAccounts().map((account) => account.address))
const treasury = devnetTreasuryAccount().address
const operator = devnetDrawOperatorAccount().address

/**
 * Issue 26, items 11 and 12: no dev account is a protocol address on the devnet, and the server's sending accounts
 * (the relayer, the draw operator) have keys no dev wallet uses.
 */
describe('the devnet’s protocol accounts', () => {
  it('gives the server’s sending accounts keys no dev wallet uses', () => {
    const config = loadServerConfig({
      FOMO_SIGNER_KEY: devAccounts()[DEVNET_SIGNER_ACCOUNT]!.privateKey,
      FOMO_DEVNET: 'on',
    })
    const senders = [config.bridge.relayerKey!, config.drawOperatorKey!].map((key) => new Wallet(key).address)
    expect(senders).toEqual([devnetRelayerAccount().address, operator])
    for (const sender of [...senders, treasury]) expect(dev.has(sender)).toBe(false)
  })

  it.each([128, 56])(
    'names the treasury, not a dev account, as the protocol addresses of chain %i',
    async (chainId) => {
      const { record, provider } = devnet.chain(chainId)
      const investment = FomoInvestment__factory.connect(record.contracts.investment!, provider)
      const converter = FomoDkConverter__factory.connect(record.contracts.dkConverter!, provider)
      expect(await investment.lockAddress()).toBe(treasury)
      expect(await converter.feeRecipient()).toBe(treasury)
      const pool = FomoPrizePool__factory.connect(record.contracts.prizePool!, provider)
      expect(await pool.hasRole(await pool.OPERATOR_ROLE(), operator)).toBe(true)
      expect(await provider.getBalance(operator)).toBeGreaterThan(parseEther('1'))
    },
  )

  it('lets the Dev wallet (dev account 0) invest HJW, credited what it sent', async () => {
    const { record, provider } = devnet.chain(128)
    const wallet = new Wallet(devAccounts()[0]!.privateKey, provider)
    const investment = FomoInvestment__factory.connect(record.contracts.investment!, wallet)
    const hjw = DevToken__factory.connect(record.investToken!, wallet)
    await (await hjw.approve(await investment.getAddress(), parseEther('100'))).wait()
    const receipt = await (await investment.investment(record.investToken!, parseEther('100'))).wait()
    const invested = receipt!.logs
      .map((log) => investment.interface.parseLog(log))
      .find((event) => event?.name === 'Invested')
    expect(invested?.args.amount).toBe(parseEther('100'))
  })

  it('moves a devnet from before (lock address and fee recipient the deployer, no operator) to the treasury', async () => {
    const { record, provider } = devnet.chain(56)
    const deployer = new Wallet(devAccounts()[0]!.privateKey, provider)
    const investment = FomoInvestment__factory.connect(record.contracts.investment!, deployer)
    const converter = FomoDkConverter__factory.connect(record.contracts.dkConverter!, deployer)
    const pool = FomoPrizePool__factory.connect(record.contracts.prizePool!, deployer)
    await (await investment.setLockAddress(deployer.address)).wait()
    await (await converter.setFeeRecipient(deployer.address)).wait()
    await (await pool.revokeRole(await pool.OPERATOR_ROLE(), operator)).wait()

    expect(await ensureProtocolAccounts(record, provider)).toEqual([
      'the HJW investment locks into the treasury',
      'the DK converter pays its fees to the treasury',
      'the prize pool is operated by the draw operator',
    ])
    expect([await investment.lockAddress(), await converter.feeRecipient()]).toEqual([treasury, treasury])
    expect(await pool.hasRole(await pool.OPERATOR_ROLE(), operator)).toBe(true)
    expect(await ensureProtocolAccounts(record, provider)).toEqual([]) // in order: nothing to change
  })
})
