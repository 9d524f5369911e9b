import type { Multicall } from '../../src/adapters/multicall/Multicall'
import type { Call, CallAnswer, CallResult } from '../../src/domain/multicall/Call'
import { toCallKey } from '../../src/domain/multicall/toCallKey'

/** A Multicall double: answers each call from what the test `answer`ed for it (else `null`, a failed read). */
export class InMemoryMulticall implements Multicall {
  private readonly answers = new Map<string, string | null>()
  /** Every batch read, in order, for assertions. */
  readonly reads: { chainId: number; calls: Call[] }[] = []

  constructor(private blockNumber = 1) {}

  /** Makes `call` on `chainId` answer `data`. */
  answer(chainId: number, call: Call, data: string | null): void {
    this.answers.set(`${chainId}:${toCallKey(call)}`, data)
  }

  /** Moves to a new block. */
  mine(blocks = 1): void {
    this.blockNumber += blocks
  }

  async read(chainId: number, calls: readonly Call[]): Promise<CallAnswer[]> {
    this.reads.push({ chainId, calls: [...calls] })
    return calls.map((call) => ({ data: this.lookup(chainId, call), blockNumber: this.blockNumber }))
  }

  watch(chainId: number, calls: readonly Call[], onResults: (results: CallResult[]) => void): () => void {
    onResults(calls.map((call) => ({ data: this.lookup(chainId, call), blockNumber: this.blockNumber })))
    return () => {}
  }

  /** Every answer is of the current block already. */
  async whenFresh(): Promise<void> {}

  private lookup(chainId: number, call: Call): string | null {
    return this.answers.get(`${chainId}:${toCallKey(call)}`) ?? null
  }
}
