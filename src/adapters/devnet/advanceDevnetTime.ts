import { JsonRpcProvider, Network } from 'ethers'

/**
 * Moves a running devnet chain's clock `seconds` forward and mines a block at the new time, so that accrual and
 * unlocking can be seen; resolves with the new block's number and time.
 */
export async function advanceDevnetTime(
  rpcUrl: string,
  chainId: number,
  seconds: number,
): Promise<{ block: number; time: number }> {
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true })
  try {
    await provider.send('evm_increaseTime', [seconds])
    await provider.send('evm_mine', [])
    const block = await provider.getBlock('latest')
    return { block: block?.number ?? 0, time: block?.timestamp ?? 0 }
  } finally {
    provider.destroy()
  }
}
