import type { AccountCode } from '../../ports/AccountCode'

/** Contract detection through `eth_getCode` (however the driver reaches a chain's node). */
export class RpcAccountCode implements AccountCode {
  constructor(private readonly getCode: (chainId: number, address: string) => Promise<unknown>) {}

  async hasCode(chainId: number, address: string): Promise<boolean> {
    const code = await this.getCode(chainId, address)
    return typeof code === 'string' && code !== '0x' && code !== ''
  }
}
