import type { ContractTransactionResponse } from 'ethers'

/** A contract once its deployment is mined. */
export async function deployed<T extends { waitForDeployment(): Promise<unknown> }>(contract: Promise<T>): Promise<T> {
  const instance = await contract
  await instance.waitForDeployment()
  return instance
}

/** Waits for a seeding transaction, failing loudly if it reverted: a devnet half seeded is worse than none. */
export async function mined(response: ContractTransactionResponse): Promise<void> {
  const receipt = await response.wait()
  if (receipt?.status !== 1) throw new Error(`devnet seeding transaction ${receipt?.hash} reverted`)
}
