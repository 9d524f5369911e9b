import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JsonRpcProvider, Network, Wallet } from 'ethers'
import { afterAll, describe, expect, it } from 'vitest'
import { DevToken__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { freePort } from '../support/freePort'
import { type LongRunningFomo, startFomo } from '../support/runFomo'

const READY = /"ready": true[\s\S]*\n}\n/

describe('fomo devnet', () => {
  let dir: string
  let running: LongRunningFomo | undefined
  afterAll(async () => {
    running?.child.kill('SIGINT')
    await running?.exited
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('keeps its chains on disk: a restart reuses the deployment and the state it left', {
    timeout: 240_000,
  }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'fomo-restart-'))
    const ports = [await freePort(), await freePort()] as const
    const args = ['--json', '--devnet-dir', dir, 'devnet', '--port-128', `${ports[0]}`, '--port-56', `${ports[1]}`]

    running = await startFomo(args, READY)
    const first = JSON.parse(running.output())
    expect(first.chains.map((c: { reused: boolean }) => c.reused)).toEqual([false, false])
    const record: DeploymentRecord = JSON.parse(await readFile(join(dir, 'deployments', '128.json'), 'utf8'))
    const recipient = Wallet.createRandom().address
    let provider = new JsonRpcProvider(record.rpcUrl, Network.from(128), { staticNetwork: true, cacheTimeout: -1 })
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address
    const sender = new Wallet(devAccounts()[3]!.privateKey, provider)
    await (await DevToken__factory.connect(aura, sender).transfer(recipient, 777n)).wait()
    const blockBefore = await provider.getBlockNumber()
    provider.destroy()

    running.child.kill('SIGINT')
    expect(await running.exited).toBe(0)

    running = await startFomo(args, READY)
    const second = JSON.parse(running.output())
    expect(second.chains.map((c: { reused: boolean }) => c.reused)).toEqual([true, true])
    expect(second.chains[0].contracts).toEqual(first.chains[0].contracts)
    provider = new JsonRpcProvider(record.rpcUrl, Network.from(128), { staticNetwork: true, cacheTimeout: -1 })
    expect(await DevToken__factory.connect(aura, provider).balanceOf(recipient)).toBe(777n)
    expect(await provider.getBlockNumber()).toBeGreaterThanOrEqual(blockBefore)
    provider.destroy()
  })
})
