import type { Interface } from 'ethers'
import type { CapitalPoolReads, CapitalPoolSnapshot } from '../../ports/CapitalPoolReads'
import { FomoCapitalPool__factory } from '../contracts/generated/factories/FomoCapitalPool__factory'
import type { Multicall } from './Multicall'

const pool = FomoCapitalPool__factory.createInterface()
/** The option ids the screen offers: 0–7, as the devnet and the admin define them. */
export const CAPITAL_OPTION_IDS = 8

/**
 * CapitalPoolReads through the Multicall port, in the block's batch (the web app): `depositOptions(0..7)`, then per
 * token `isListed`, `getAccountCurrentBalance` and `withdrawableOf`.
 */
export class MulticallCapitalPoolReads implements CapitalPoolReads {
  constructor(private readonly multicall: Multicall) {}

  /** @throws Error when the pool cannot be read: a deposit or withdrawal must not guess the figures. */
  async snapshot(
    chainId: number,
    capitalPool: string,
    account: string,
    tokens: readonly string[],
  ): Promise<CapitalPoolSnapshot> {
    const call = (
      method: 'depositOptions' | 'isListed' | 'getAccountCurrentBalance' | 'withdrawableOf',
      args: unknown[],
    ) => ({
      address: capitalPool,
      callData: (pool as Interface).encodeFunctionData(method, args),
    })
    const optionIds = Array.from({ length: CAPITAL_OPTION_IDS }, (_, option) => option)
    const calls = [
      ...optionIds.map((option) => call('depositOptions', [option])),
      ...tokens.flatMap((token) => [
        call('isListed', [token]),
        call('getAccountCurrentBalance', [token, account]),
        call('withdrawableOf', [token, account]),
      ]),
    ]
    const answers = await this.multicall.read(chainId, calls)
    const decoded = answers.map(({ data }, i) => {
      if (data === null) throw new Error(`Could not read the capital pool at ${capitalPool} (call ${i})`)
      return data
    })
    const options = optionIds.flatMap((option) => {
      const [termDays, enabled] = pool.decodeFunctionResult('depositOptions', decoded[option]!)
      return enabled ? [{ option, termDays: Number(termDays) }] : []
    })
    const figures = tokens.map((_, i) => {
      const at = CAPITAL_OPTION_IDS + i * 3
      return {
        listed: pool.decodeFunctionResult('isListed', decoded[at]!)[0] as boolean,
        balance: pool.decodeFunctionResult('getAccountCurrentBalance', decoded[at + 1]!)[0] as bigint,
        withdrawable: pool.decodeFunctionResult('withdrawableOf', decoded[at + 2]!)[0] as bigint,
      }
    })
    return { options, tokens: figures }
  }
}
