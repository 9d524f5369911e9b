import type { FastifyBaseLogger } from 'fastify'
import { drawPrizes, REVEAL_WINDOW_BLOCKS, SEAL_PERIOD_SECONDS, scheduledDraw } from '../../domain/bounty/drawSchedule'
import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { PrizePool } from '../../ports/PrizePool'
import { drawCommitment, prizeDrawSecret } from '../programmes/prizeDrawSecret'
import { shortError } from './shortError'

/** What one pass did on a chain, for the log and the tests. */
export interface DrawOperatorStep {
  committed: bigint[]
  sealed: bigint[]
  revealed: bigint[]
  voided: bigint[]
}

/** One chain's pool and the token its draws pay (the bounty terms' reward token). */
export interface OperatedPool {
  pool: PrizePool
  token: string
}

/**
 * The prize draws' operator (issue 15): one draw per UTC day (drawSchedule), closing at 00:00 UTC, id the day number of
 * its close, prizes 5 %, 3 % and 2 % of what the pool holds free of the bounty's reward token when committed. Each pass,
 * on each chain: it commits the running day's draw if it is not committed yet (so before its close, with the commitment
 * of a secret derived from the server's key and the draw id: prizeDrawSecret — a restart finds the same secret and
 * cannot pick another); seals the draws whose eligibility closed (at most SEAL_PERIOD after), which publishes the secret
 * before anyone can know the target block's hash (issue 27: from then on anyone can reveal, so the operator holds
 * nothing back); reveals a sealed draw once its target block is mined and while it is within the reveal window; and
 * voids a draw that can no longer be revealed, returning its prizes to the pool. Draws chain their windows on chain
 * (each close after the last), and this schedule's closes are consecutive midnights; a day whose midnight is not after
 * the pool's last close (a draw committed by hand with a later close) has no draw of its own. It acts only while this instance holds the writer role (`isWriter`, the
 * indexer's lock), so replicas never race each other's transactions. Each transaction takes its nonce from the node
 * (operatedPrizePools keeps none), so a pass after someone else sent from the operator's account goes on; a failed pass
 * logs one short line and the next retries.
 */
export class PrizeDrawOperator {
  private stopped = false
  private running: Promise<void> | undefined
  private wake: (() => void) | undefined

  constructor(
    private readonly pools: readonly OperatedPool[],
    private readonly signer: ClaimSigner,
    private readonly isWriter: () => boolean,
    private readonly pollMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  start(): void {
    this.running ??= this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await this.running
  }

  /** One pass over one chain's draws: the running day's commit, the closed days' seal, reveal or void. */
  async step(operated: OperatedPool): Promise<DrawOperatorStep> {
    const { pool, token } = operated
    const done: DrawOperatorStep = { committed: [], sealed: [], revealed: [], voided: [] }
    let latest = await pool.latest()
    const { drawId, closeTime } = scheduledDraw(latest.time)
    // the two days before (a committed draw can be sealed for SEAL_PERIOD, one day, after its close), then today's
    for (const id of [drawId - 2n, drawId - 1n]) {
      const draw = await pool.drawOf(id)
      if (draw.state === 'committed' && latest.time >= draw.closeTime) {
        if (latest.time > draw.closeTime + SEAL_PERIOD_SECONDS) {
          await pool.voidDraw(id)
          done.voided.push(id)
        } else {
          await pool.seal(id, await prizeDrawSecret(this.signer, pool.chainId, pool.address, id))
          done.sealed.push(id)
        }
      } else if (draw.state === 'sealed') {
        // the reveal lands in a later block than the latest: it must be past the target and within the window
        if (latest.number + 1 > draw.targetBlock + REVEAL_WINDOW_BLOCKS) {
          await pool.voidDraw(id)
          done.voided.push(id)
        } else if (latest.number >= draw.targetBlock) {
          await pool.reveal(id, await prizeDrawSecret(this.signer, pool.chainId, pool.address, id))
          done.revealed.push(id)
        }
      }
      latest = await pool.latest()
    }
    // a draw committed with a later close (by another operator of the pool) has taken today's window: skip the day
    if ((await pool.drawOf(drawId)).state === 'none' && closeTime > (await pool.lastCloseTime())) {
      const prizes = drawPrizes(await pool.availableOf(token))
      if (prizes.length > 0) {
        const secret = await prizeDrawSecret(this.signer, pool.chainId, pool.address, drawId)
        await pool.commit(drawId, drawCommitment(drawId, secret), closeTime, token, prizes)
        done.committed.push(drawId)
      }
    }
    return done
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      if (this.isWriter()) {
        for (const operated of this.pools) {
          if (this.stopped) break
          try {
            const done = await this.step(operated)
            if (Object.values(done).some((ids) => ids.length > 0))
              this.log.info({ chainId: operated.pool.chainId, ...stringIds(done) }, 'prize draws operated')
          } catch (error) {
            // one short line: the next pass retries with the nonce the node gives then
            const chainId = operated.pool.chainId
            this.log.warn({ chainId, error: shortError(error) }, 'prize draw operator: pass failed, retrying')
          }
        }
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }
}

function stringIds(done: DrawOperatorStep): Record<string, string[]> {
  return Object.fromEntries(Object.entries(done).map(([kind, ids]) => [kind, ids.map(String)]))
}
