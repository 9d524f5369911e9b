import type { Signer } from 'ethers'
import type { PrizeDrawState, PrizePool, PrizePoolDraw } from '../../ports/PrizePool'
import { FomoPrizePool__factory } from '../contracts/generated'

const STATES: readonly PrizeDrawState[] = ['none', 'committed', 'sealed', 'revealed', 'void']

/** FomoPrizePool through ethers, sending as `operator` (a signer with OPERATOR_ROLE, connected to the chain's node). */
export class EthersPrizePool implements PrizePool {
  readonly address: string
  private readonly pool

  constructor(
    readonly chainId: number,
    address: string,
    private readonly operator: Signer,
  ) {
    this.address = address.toLowerCase()
    this.pool = FomoPrizePool__factory.connect(address, operator)
  }

  async latest(): Promise<{ number: number; time: number }> {
    const block = await this.operator.provider!.getBlock('latest')
    if (!block) throw new Error(`chain ${this.chainId}: the node has no latest block`)
    return { number: block.number, time: block.timestamp }
  }

  async drawOf(drawId: bigint): Promise<PrizePoolDraw> {
    const draw = await this.pool.drawOf(drawId)
    return {
      state: STATES[Number(draw.state)] ?? 'none',
      closeTime: Number(draw.closeTime),
      targetBlock: Number(draw.targetBlock),
    }
  }

  async lastCloseTime(): Promise<number> {
    return Number(await this.pool.lastCloseTime())
  }

  availableOf(token: string): Promise<bigint> {
    return this.pool.availableOf(token)
  }

  async commit(drawId: bigint, commitment: string, closeTime: number, token: string, prizes: readonly bigint[]) {
    await (await this.pool.commit(drawId, commitment, closeTime, token, [...prizes])).wait()
  }

  async seal(drawId: bigint, secret: string) {
    await (await this.pool.seal(drawId, secret)).wait()
  }

  async reveal(drawId: bigint, secret: string) {
    await (await this.pool.reveal(drawId, secret)).wait()
  }

  async voidDraw(drawId: bigint) {
    await (await this.pool.voidDraw(drawId)).wait()
  }
}
