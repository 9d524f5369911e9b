import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetDrawOperatorAccount } from '../../../src/adapters/devnet/devAccounts'
import { Eip712ClaimSigner } from '../../../src/adapters/signer/Eip712ClaimSigner'
import { scheduledDraw } from '../../../src/domain/bounty/drawSchedule'
import { operatedPrizePools } from '../../../src/server/workers/operatedPrizePools'
import { PrizeDrawOperator } from '../../../src/server/workers/PrizeDrawOperator'
import { type ForkedChain, type ForkedDevnet, forkDevnet } from '../../support/forkDevnet'
import { testServerConfig } from '../support/testServerConfig'

const CHAIN = 56
const signer = new Eip712ClaimSigner(testServerConfig({ devnetDir: '' }).signerKey)

/** Captures what a worker logs, as pino would write each line. */
function capturingLog() {
  const lines: string[] = []
  const write = (record: object, msg: string) => void lines.push(JSON.stringify({ ...record, msg }))
  // pino's overloaded LogFn, as the operator calls it: (record, msg)
  const log = { info: write, warn: write } as unknown as ConstructorParameters<typeof PrizeDrawOperator>[4]
  return { lines, log }
}

/**
 * Issue 26, item 11: the draw operator sends from the devnet's own operator key, and goes on after someone else sent
 * from that account (the chain moved its nonce past what a cached count would use); a failed pass logs one short line.
 */
describe('the prize draw operator and its account’s nonce', () => {
  let devnet: ForkedDevnet
  let chain: ForkedChain
  beforeAll(async () => {
    devnet = await forkDevnet()
    chain = devnet.chain(CHAIN)
  })
  afterAll(() => devnet?.stop())

  it('seals the draw it committed after another transaction from its account moved the nonce', async () => {
    const key = devnetDrawOperatorAccount().privateKey
    const [operated] = operatedPrizePools([chain.record], { [CHAIN]: chain.rpcUrl }, key)
    try {
      const { log } = capturingLog()
      const operator = new PrizeDrawOperator([operated!], signer, () => true, 50, log)
      const { pool } = operated!
      const opened = await operator.step(operated!)
      expect(opened.committed).toHaveLength(1)
      const [drawId] = opened.committed

      // someone else sends from the operator's account: its nonce moves on without the operator
      const other = new Wallet(key, chain.provider)
      await (await other.sendTransaction({ to: Wallet.createRandom().address, value: 1n })).wait()
      const { closeTime } = scheduledDraw((await pool.latest()).time)
      await chain.provider.send('evm_increaseTime', [closeTime - (await pool.latest()).time + 1])
      await chain.provider.send('evm_mine', [])
      expect((await operator.step(operated!)).sealed).toEqual([drawId])
      expect((await pool.drawOf(drawId!)).state).toBe('sealed')
    } finally {
      operated?.provider.destroy()
    }
  })

  it('commits no draw of its own for a day whose window a draw with a later close has taken (issue 27)', async () => {
    const key = devnetDrawOperatorAccount().privateKey
    const [operated] = operatedPrizePools([chain.record], { [CHAIN]: chain.rpcUrl }, key)
    try {
      const { log, lines } = capturingLog()
      const operator = new PrizeDrawOperator([operated!], signer, () => true, 50, log)
      const { pool, token } = operated!
      const { drawId, closeTime } = scheduledDraw((await pool.latest()).time)
      if ((await pool.drawOf(drawId)).state !== 'none') return // the first test committed today's: nothing to show
      // a draw committed by hand, closing two days after today's scheduled close
      await pool.commit(drawId + 2n, `0x${'ab'.repeat(32)}`, closeTime + 2 * 86_400, token, [1n])
      const step = await operator.step(operated!)
      expect(step.committed).toEqual([])
      expect((await pool.drawOf(drawId)).state).toBe('none')
      expect(lines).toEqual([]) // no pass failed: the day is skipped, not retried
    } finally {
      operated?.provider.destroy()
    }
  })

  it('logs one short line per failed pass, never the transaction or a stack', async () => {
    // an account with no coin for gas: every send fails, with ethers' kilobytes of request and transaction
    const broke = Wallet.createRandom().privateKey
    const [operated] = operatedPrizePools([chain.record], { [CHAIN]: chain.rpcUrl }, broke)
    const { lines, log } = capturingLog()
    const operator = new PrizeDrawOperator([operated!], signer, () => true, 20, log)
    try {
      await chain.provider.send('evm_increaseTime', [86_400]) // a new day: a draw to commit
      await chain.provider.send('evm_mine', [])
      operator.start()
      while (lines.length < 3) await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      await operator.stop()
      operated?.provider.destroy()
    }
    for (const line of lines) {
      expect(line).toContain('prize draw operator: pass failed, retrying')
      expect(line.length).toBeLessThan(400)
      expect(line).not.toContain('\\n')
      expect(JSON.parse(line)).toEqual({
        chainId: CHAIN,
        error: expect.stringMatching(/insufficient funds/),
        msg: 'prize draw operator: pass failed, retrying',
      })
    }
  })
})
