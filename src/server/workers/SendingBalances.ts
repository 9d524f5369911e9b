import type { FastifyBaseLogger } from 'fastify'
import { formatUnits } from '../../domain/format/formatUnits'
import type { JsonRpc } from '../../ports/JsonRpc'
import { WakeableSleep } from './WakeableSleep'

/** An account the server sends transactions from on one chain: it pays their gas in the native coin. */
export interface SendingAccount {
  chainId: number
  /** `relayer` pays bridge transfers out (FOMO_RELAYER_KEY), `drawOperator` runs the prize draws. */
  role: 'relayer' | 'drawOperator'
  address: string
  nativeSymbol: string
  rpc: JsonRpc
}

/** One sending account's last known balance (wei as a decimal string; null until its node answered). */
export interface SendingBalance {
  chainId: number
  role: SendingAccount['role']
  address: string
  balance: string | null
  /** Below the low mark (FOMO_LOW_GAS_BALANCE): its sends will soon fail for gas. */
  low: boolean
  checkedAt: string | null
}

/**
 * Watches the balances of the server's own sending accounts (the bridge relayer on each chain it pays on, the draw
 * operator on each chain with a prize pool): read at start and every `pollMs`, each logged with account, role and chain
 * — a warning while below `lowWei`, once when it goes low and once when it is funded again — and served by the health
 * route and the metrics. A node that does not answer leaves the last balance in place.
 */
export class SendingBalances {
  private readonly balances = new Map<string, SendingBalance>()
  private readonly sleeper = new WakeableSleep()
  private stopped = false
  private running: Promise<void> | undefined

  constructor(
    private readonly accounts: readonly SendingAccount[],
    private readonly lowWei: bigint,
    private readonly pollMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {
    for (const account of accounts) {
      const { chainId, role, address } = account
      this.balances.set(keyOf(account), { chainId, role, address, balance: null, low: false, checkedAt: null })
    }
  }

  /** Each account's last balance (copies). */
  status(): SendingBalance[] {
    return [...this.balances.values()].map((balance) => ({ ...balance }))
  }

  start(): void {
    if (this.accounts.length > 0) this.running ??= this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.sleeper.stop()
    await this.running
  }

  /** Reads every account's balance once (the loop's pass; tests call it directly). */
  async check(): Promise<void> {
    await Promise.all(this.accounts.map((account) => this.checkOne(account)))
  }

  private async checkOne(account: SendingAccount): Promise<void> {
    const entry = this.balances.get(keyOf(account))!
    let wei: bigint
    try {
      wei = BigInt(await account.rpc.send('eth_getBalance', [account.address, 'latest']))
    } catch (error) {
      this.log.warn(
        { chainId: account.chainId, role: account.role, account: account.address, err: error },
        'sending account: its balance could not be read',
      )
      return
    }
    const first = entry.checkedAt === null
    const low = wei < this.lowWei
    const fields = {
      chainId: account.chainId,
      role: account.role,
      account: account.address,
      balance: `${formatUnits(wei, 18)} ${account.nativeSymbol}`,
      lowMark: `${formatUnits(this.lowWei, 18)} ${account.nativeSymbol}`,
    }
    if (low && (first || !entry.low)) {
      this.log.warn(fields, `sending account low on gas: fund ${account.address} on chain ${account.chainId}`)
    } else if (!low && (first || entry.low)) this.log.info(fields, 'sending account balance')
    Object.assign(entry, { balance: wei.toString(), low, checkedAt: new Date().toISOString() })
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      await this.check()
      await this.sleeper.sleep(this.pollMs)
    }
  }
}

const keyOf = (account: Pick<SendingAccount, 'chainId' | 'role'>) => `${account.chainId}:${account.role}`
