import type { JsonRpcProvider } from 'ethers'
import type { EvmFeatures } from '../../domain/deploy/evmFeatures'
import { DeployError } from './DeployError'
import { shortRpcReason } from './shortRpcReason'

/** Creation code simulated with eth_call (no `to`): each runs one opcode, then STOP. */
const PROBES = {
  /** STOP: any EVM runs it; a node that refuses this cannot be probed. */
  control: '0x00',
  /** PUSH0 STOP. */
  push0: '0x5f00',
  /** PUSH1 1 PUSH1 0 TSTORE STOP. */
  transientStorage: '0x600160005d00',
  /** PUSH1 0 PUSH1 0 PUSH1 0 MCOPY STOP. */
  mcopy: '0x6000600060005e00',
}

/**
 * Which of the opcodes the builds differ by the chain's EVM runs (PUSH0, TSTORE, MCOPY), by simulating a tiny
 * creation of each: an EVM without it fails the call (invalid opcode). Sends nothing.
 */
export async function probeEvmFeatures(provider: JsonRpcProvider): Promise<EvmFeatures> {
  const runs = (data: string) =>
    provider.send('eth_call', [{ data }, 'latest']).then(
      () => true,
      (error: unknown) => error,
    )
  const control = await runs(PROBES.control)
  if (control !== true) {
    throw new DeployError(
      `The node cannot simulate a contract creation (eth_call of STOP failed: ${shortRpcReason(control)}), so the chain's EVM cannot be checked: use a node that answers eth_call.`,
    )
  }
  const [push0, transientStorage, mcopy] = await Promise.all(
    [PROBES.push0, PROBES.transientStorage, PROBES.mcopy].map(async (data) => (await runs(data)) === true),
  )
  return { push0: push0!, transientStorage: transientStorage!, mcopy: mcopy! }
}
