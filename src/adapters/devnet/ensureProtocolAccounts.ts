import { type JsonRpcProvider, NonceManager, parseEther, Wallet } from 'ethers'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { FomoDkConverter__factory, FomoInvestment__factory, FomoPrizePool__factory } from '../contracts/generated'
import { devAccounts, devnetDrawOperatorAccount, devnetTreasuryAccount } from './devAccounts'
import { mined } from './seedTransactions'

/** The native coin the draw operator holds for gas (topped up when under half). */
const DRAW_OPERATOR_GAS_FUND = parseEther('1000')

/**
 * Makes the devnet's protocol addresses accounts no dev wallet uses (issue 26): the HJW investment's lock address and
 * the DK converter's fee recipient are the devnet treasury, and each prize pool's draw operator (the server's sending
 * account) is the devnet draw operator, with OPERATOR_ROLE and native coin for gas. A fresh deployment (which already
 * names the treasury) and a devnet from before are brought to the same state; what is in order is left as it is.
 * Resolves what it changed, for the progress lines.
 */
export async function ensureProtocolAccounts(record: DeploymentRecord, provider: JsonRpcProvider): Promise<string[]> {
  const deployer = new NonceManager(new Wallet(devAccounts(1)[0]!.privateKey, provider))
  const dev = new Set(devAccounts().map((account) => account.address.toLowerCase()))
  const treasury = devnetTreasuryAccount().address
  const operator = devnetDrawOperatorAccount().address
  const changed: string[] = []
  const deployedAt = async (address: string | undefined) => address && (await provider.getCode(address)) !== '0x'
  const { investment, dkConverter, prizePool } = record.contracts
  if (await deployedAt(investment)) {
    const contract = FomoInvestment__factory.connect(investment!, deployer)
    if (dev.has((await contract.lockAddress()).toLowerCase())) {
      await mined(await contract.setLockAddress(treasury))
      changed.push('the HJW investment locks into the treasury')
    }
  }
  if (await deployedAt(dkConverter)) {
    const contract = FomoDkConverter__factory.connect(dkConverter!, deployer)
    if (dev.has((await contract.feeRecipient()).toLowerCase())) {
      await mined(await contract.setFeeRecipient(treasury))
      changed.push('the DK converter pays its fees to the treasury')
    }
  }
  if (await deployedAt(prizePool)) {
    const pool = FomoPrizePool__factory.connect(prizePool!, deployer)
    if (!(await pool.hasRole(await pool.OPERATOR_ROLE(), operator))) {
      await mined(await pool.grantRole(await pool.OPERATOR_ROLE(), operator))
      changed.push('the prize pool is operated by the draw operator')
    }
    if ((await provider.getBalance(operator)) < DRAW_OPERATOR_GAS_FUND / 2n) {
      const funding = await deployer.sendTransaction({ to: operator, value: DRAW_OPERATOR_GAS_FUND })
      await funding.wait()
    }
  }
  return changed
}
