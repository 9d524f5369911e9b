import type { Interface } from 'ethers'
import type { CapitalPoolReads, CapitalPoolSnapshot } from '../../ports/CapitalPoolReads'
import { FomoCapitalPool__factory } from '../contracts/generated/factories/FomoCapitalPool__factory'
import type { Multicall } from './Multicall'

const pool = FomoCapitalPool__factory.createInterface()
/** The option ids the screen offers: 0–7, as the devnet and the admin define them. */
export const CAPITAL_OPTION_IDS = 8

/**
 * CapitalPoolReads through the Multicall port, in the block's batch (the web app): `depositOptions(0..7)`, then per
 * token `isListed`, `getAccountCurrentBalance`, `withdrawableOf` and `depositsOf`.
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
      method: 'depositOptions' | 'isListed' | 'getAccountCurrentBalance' | 'withdrawableOf' | 'depositsOf',
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
        call('depositsOf', [token, account]),
      ]),
    ]
    const answers = await this.multicall.read(chainId, calls)
    const decoded = answers.map(({ data }, i) => {
      if (data === null) throw new Error(`Could not read the capital pool at ${capitalPool} (call ${i})`)
      return data
    })
    // every option's term, enabled or not: a deposit keeps its option after the option is switched off
    const terms = optionIds.map((option) => {
      const [termDays, enabled] = pool.decodeFunctionResult('depositOptions', decoded[option]!)
      return { option, termDays: Number(termDays), enabled: enabled as boolean }
    })
    const options = terms.filter((term) => term.enabled).map(({ option, termDays }) => ({ option, termDays }))
    const figures = tokens.map((_, i) => {
      const at = CAPITAL_OPTION_IDS + i * 4
      const [free, records] = pool.decodeFunctionResult('depositsOf', decoded[at + 3]!)
      const deposits = (records as { amount: bigint; unlockAt: bigint; option: bigint; id: bigint }[])
        .map((record) => ({
          id: record.id,
          amount: record.amount,
          option: Number(record.option),
          termDays: terms[Number(record.option)]?.termDays,
          unlockAt: Number(record.unlockAt),
        }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)) // a withdrawal moves the last record into the gap it leaves
      return {
        listed: pool.decodeFunctionResult('isListed', decoded[at]!)[0] as boolean,
        balance: pool.decodeFunctionResult('getAccountCurrentBalance', decoded[at + 1]!)[0] as bigint,
        withdrawable: pool.decodeFunctionResult('withdrawableOf', decoded[at + 2]!)[0] as bigint,
        free: free as bigint,
        deposits,
      }
    })
    return { options, tokens: figures }
  }
}
