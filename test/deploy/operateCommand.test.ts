import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DevToken__factory,
  FomoBridge__factory,
  FomoDkConverter__factory,
  FomoInvestment__factory,
  FomoPrizePool__factory,
  FomoRewardDistributor__factory,
  FomoSeasons__factory,
  FomoTitleNFT__factory,
} from '../../src/adapters/contracts/generated'
import { readDeploymentRecordFile } from '../../src/adapters/deployment/readDeploymentRecordFile'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { type DeployTarget, fullPlan, startDeployTarget } from '../support/deployTarget'
import { runFomo } from '../support/runFomo'
import { runDeploy } from './runDeploy'

// Issue 29, item 4: what an operator does after a deploy, from the terminal, signed like fomo deploy (FOMO_PRIVATE_KEY
// here), each with a dry run, each checking the role it needs before sending. The plan gives admin to dev account 1,
// operator to 2, the relayer to 4; the deployer (0) keeps no role.

const accounts = devAccounts()
const [DEPLOYER, ADMIN, OPERATOR, RELAYER] = [0, 1, 2, 4].map((index) => accounts[index]!)

describe('fomo operate on a deployed chain 56', () => {
  let target: DeployTarget
  let dir: string
  let record: DeploymentRecord
  const operate = (args: string[], key: string) =>
    runFomo(['--chain', '56', 'operate', ...args], {
      FOMO_DEPLOYMENTS_DIR: join(dir, 'deployments'),
      FOMO_PRIVATE_KEY: key,
    })
  const sentBy = (account: { address: string }) => target.provider.getTransactionCount(account.address)

  beforeAll(async () => {
    target = await startDeployTarget()
    dir = mkdtempSync(join(tmpdir(), 'fomo-operate-'))
    const now = (await target.provider.getBlock('latest'))!.timestamp
    const planFile = join(dir, 'plan.json')
    writeFileSync(planFile, JSON.stringify(fullPlan(target, now)))
    const out = join(dir, 'deployments')
    const run = await runDeploy(['--chain', '56', '--rpc', target.chain.rpcUrl, '--plan', planFile, '--out', out], {
      FOMO_PRIVATE_KEY: target.deployerKey,
    })
    expect(run.code, run.stderr).toBe(0)
    record = await readDeploymentRecordFile(join(out, '56.json'), 56, 'fomo deploy wrote none')
    // the operator bought the tokens it funds with elsewhere
    const owner = new Wallet(accounts[9]!.privateKey, target.provider)
    for (const symbol of ['AURA', 'USDT', 'DK']) {
      await (
        await DevToken__factory.connect(target.tokens[symbol]!, owner).mint(OPERATOR!.address, parseEther('100000'))
      ).wait()
    }
  })
  afterAll(async () => {
    await target?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('describes the caps as the contracts count them: over any 24 hours, not a UTC day', async () => {
    const help = await runFomo(['operate', 'set-cap', '--help'])
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('pays out over any 24 hours') // commander wraps at 80
    expect(help.stdout).not.toMatch(/UTC/)
  })

  it('refuses a key without the role, naming role and contract, and sends nothing', async () => {
    const end = (await target.provider.getBlock('latest'))!.timestamp + 7 * 86_400
    const args = ['season-open', '1', '--end', String(end), '--nft1-ask', '1000', '--nft2-ask', '10000']
    const deployerSent = await sentBy(DEPLOYER!)
    const refused = await operate(args, DEPLOYER!.privateKey)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      `${DEPLOYER!.address} does not hold OPERATOR_ROLE on seasons (${record.contracts.seasons})`,
    )
    expect(refused.stderr).toContain('roles.operator')
    expect(await sentBy(DEPLOYER!)).toBe(deployerSent)
    const before = await sentBy(OPERATOR!)
    const dryRun = await operate([...args, '--dry-run'], OPERATOR!.privateKey)
    expect(dryRun.stderr).toBe('')
    expect(dryRun.stdout).toContain(`Dry run on chain 56 from ${OPERATOR!.address}: nothing is sent.`)
    expect(dryRun.stdout).toMatch(
      /seasons\.openSeason\(1, \d+, 1000000000000000000000, 10000000000000000000000\)\s+gas \d+/,
    )
    expect(await sentBy(OPERATOR!)).toBe(before)
  })

  it('opens and funds a season, funds LP mining, the prize pool, the bridge and the DK converter from the operator key', async () => {
    const end = (await target.provider.getBlock('latest'))!.timestamp + 7 * 86_400
    const opened = await operate(
      ['season-open', '1', '--end', String(end), '--nft1-ask', '1000', '--nft2-ask', '10000'],
      OPERATOR!.privateKey,
    )
    expect(opened.stderr).toBe('')
    const seasons = FomoSeasons__factory.connect(record.contracts.seasons!, target.provider)
    expect(await seasons.season(1)).toEqual([BigInt(end), parseEther('1000'), parseEther('10000')])

    const fundDryRun = await operate(['season-fund', '1', '50000', 'AURA', '--dry-run'], OPERATOR!.privateKey)
    expect(fundDryRun.stdout).toMatch(/approve\(.*50000000000000000000000\)\s+gas \d+/)
    expect(fundDryRun.stdout).toContain('gas (after the approval above)')
    const funded = await operate(['season-fund', '1', '50000', 'AURA'], OPERATOR!.privateKey)
    expect(funded.stderr).toBe('')
    expect(await seasons.fundOf(1, target.tokens.AURA!)).toBe(parseEther('50000'))

    const aura = DevToken__factory.connect(target.tokens.AURA!, target.provider)
    const usdt = DevToken__factory.connect(target.tokens.USDT!, target.provider)
    const distributorBefore = await aura.balanceOf(record.contracts.rewardDistributor!)
    expect((await operate(['fund-mining', '1000', 'AURA'], OPERATOR!.privateKey)).code).toBe(0)
    expect(await aura.balanceOf(record.contracts.rewardDistributor!)).toBe(distributorBefore + parseEther('1000'))
    expect((await operate(['fund-prize-pool', '10', 'AURA'], OPERATOR!.privateKey)).code).toBe(0)
    const pool = FomoPrizePool__factory.connect(record.contracts.prizePool!, target.provider)
    expect(await pool.availableOf(target.tokens.AURA!)).toBe(parseEther('10'))
    expect((await operate(['fund-bridge', '2000', 'USDT'], OPERATOR!.privateKey)).code).toBe(0)
    expect(await usdt.balanceOf(record.contracts.bridge!)).toBe(parseEther('2000'))
    // the DK converter's reserve, which pays conversions: approve, then fundPool (anyone may); DK or DK2 only
    const converter = FomoDkConverter__factory.connect(record.contracts.dkConverter!, target.provider)
    const [reserveBefore] = await converter.owed(target.tokens.DK!)
    const converterDryRun = await operate(['fund-converter', '300', 'DK', '--dry-run'], OPERATOR!.privateKey)
    expect(converterDryRun.stderr).toBe('')
    expect(converterDryRun.stdout).toMatch(
      new RegExp(`approve\\(${record.contracts.dkConverter}, 300000000000000000000\\)\\s+gas \\d+`),
    )
    expect(converterDryRun.stdout).toContain(
      `dkConverter.fundPool(${target.tokens.DK}, 300000000000000000000)  gas (after the approval above)`,
    )
    expect((await converter.owed(target.tokens.DK!))[0]).toBe(reserveBefore)
    const converterFunded = await operate(['fund-converter', '300', 'DK'], OPERATOR!.privateKey)
    expect(converterFunded.stderr).toBe('')
    expect((await converter.owed(target.tokens.DK!))[0]).toBe(reserveBefore + parseEther('300'))
    const notPooled = await operate(['fund-converter', '1', 'USDT'], OPERATOR!.privateKey)
    expect(notPooled.code).toBe(1)
    expect(notPooled.stderr).toContain(`holds reserves of DK (${target.tokens.DK}) and DK2 (${target.tokens.DK2}) only`)

    // more than it holds: refused before the first transaction, the approval included
    const before = await sentBy(OPERATOR!)
    const tooMuch = await operate(['fund-prize-pool', '1000000', 'AURA'], OPERATOR!.privateKey)
    expect(tooMuch.code).toBe(1)
    expect(tooMuch.stderr).toContain('less than the 1000000000000000000000000 this command sends: fund it first')
    expect(await sentBy(OPERATOR!)).toBe(before)
  })

  it("sets the distributor's and the bridge's caps, rotates the signer and pauses with the admin (the bridge also by its operator)", async () => {
    const refused = await operate(['set-cap', 'distributor', 'AURA', '5000'], OPERATOR!.privateKey)
    expect(refused.stderr).toContain('does not hold ADMIN_ROLE on rewardDistributor')
    expect((await operate(['set-cap', 'distributor', 'AURA', '5000'], ADMIN!.privateKey)).code).toBe(0)
    const distributor = FomoRewardDistributor__factory.connect(record.contracts.rewardDistributor!, target.provider)
    expect((await distributor.dailyCapOf(target.tokens.AURA!))[0]).toBe(parseEther('5000'))

    // the bridge's outflow cap: a term of the listing, set again with the twin and service rate the chain holds
    const bridgeOf = FomoBridge__factory.connect(record.contracts.bridge!, target.provider)
    const [, serviceBps, capBefore] = await bridgeOf.tokenConfig(target.tokens.USDT!)
    const remote = await bridgeOf.remoteTokenOf(target.tokens.USDT!)
    const capArgs = ['set-cap', 'bridge', 'USDT', '777']
    const adminSent = await sentBy(ADMIN!)
    expect((await operate(capArgs, OPERATOR!.privateKey)).stderr).toContain(
      `does not hold ADMIN_ROLE on bridge (${record.contracts.bridge})`,
    )
    const capDryRun = await operate([...capArgs, '--dry-run'], ADMIN!.privateKey)
    expect(capDryRun.stderr).toBe('')
    expect(capDryRun.stdout).toContain(
      `bridge.collectionTokenInit(${target.tokens.USDT}, ${remote}, ${serviceBps}, 777000000000000000000)  gas `,
    )
    expect(await sentBy(ADMIN!)).toBe(adminSent)
    expect((await bridgeOf.tokenConfig(target.tokens.USDT!))[2]).toBe(capBefore)
    expect((await operate(capArgs, ADMIN!.privateKey)).code).toBe(0)
    const [listed, serviceAfter, capAfter] = await bridgeOf.tokenConfig(target.tokens.USDT!)
    expect([listed, serviceAfter, capAfter]).toEqual([true, serviceBps, parseEther('777')])
    expect(await bridgeOf.remoteTokenOf(target.tokens.USDT!)).toBe(remote)
    expect((await operate(['set-cap', 'bridge', 'HJW', '1'], ADMIN!.privateKey)).stderr).toContain(
      `${target.tokens.HJW} is not listed on chain 56's bridge`,
    )

    const signer = Wallet.createRandom().address
    const rotated = await operate(['rotate-signer', signer], ADMIN!.privateKey)
    expect(rotated.stderr).toBe('')
    expect(rotated.stdout).toContain('4 sent')
    for (const contract of [
      distributor,
      FomoInvestment__factory.connect(record.contracts.investment!, target.provider),
      FomoTitleNFT__factory.connect(record.contracts.titleNft!, target.provider),
      FomoBridge__factory.connect(record.contracts.bridge!, target.provider),
    ]) {
      expect(await contract.getFunction('signer')()).toBe(signer)
    }

    const bridge = FomoBridge__factory.connect(record.contracts.bridge!, target.provider)
    expect((await operate(['pause', 'bridge'], RELAYER!.privateKey)).code).toBe(0) // the bridge's operator may
    expect(await bridge.paused()).toBe(true)
    expect((await operate(['unpause', 'bridge'], RELAYER!.privateKey)).stderr).toContain(
      'does not hold ADMIN_ROLE on bridge',
    )
    expect((await operate(['unpause', 'bridge'], ADMIN!.privateKey)).code).toBe(0)
    expect(await bridge.paused()).toBe(false)
  })
})
