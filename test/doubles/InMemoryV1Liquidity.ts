import type { V1ExchangeReads, V1Liquidity } from '../../src/ports/V1Liquidity'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** A V1Liquidity double: exchanges and per-account reads the test sets; unknown tokens have no exchange. */
export class InMemoryV1Liquidity implements V1Liquidity {
  private readonly exchanges = new Map<string, string>()
  private readonly reads = new Map<string, V1ExchangeReads>()

  /** Gives `token` the V1 exchange `exchange` on `chainId`. */
  setExchange(chainId: number, token: string, exchange: string): void {
    this.exchanges.set(`${chainId}:${token.toLowerCase()}`, exchange)
  }

  /** Sets what `account` sees of `exchange` on `chainId`. */
  setReads(chainId: number, account: string, exchange: string, reads: V1ExchangeReads): void {
    this.reads.set(`${chainId}:${account.toLowerCase()}:${exchange.toLowerCase()}`, reads)
  }

  async exchangesOf(chainId: number, _factory: string, tokens: readonly string[]): Promise<(string | undefined)[]> {
    return tokens.map((token) => this.exchanges.get(`${chainId}:${token.toLowerCase()}`) ?? ZERO_ADDRESS)
  }

  async positionsOf(
    chainId: number,
    account: string,
    exchanges: readonly { exchange: string; token: string }[],
  ): Promise<(V1ExchangeReads | undefined)[]> {
    return exchanges.map(({ exchange }) =>
      this.reads.get(`${chainId}:${account.toLowerCase()}:${exchange.toLowerCase()}`),
    )
  }
}
