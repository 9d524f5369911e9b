import { DEVNET_SIGNER_ACCOUNT, type DevAccount } from './devAccounts'

/** What each programme's devnet deployment (mining, exchange, seasons, bounty) is given. */
export interface ProgrammeDeployPlan {
  readonly chainId: number
  readonly accounts: readonly DevAccount[]
  /** The server's devnet claim signer (scripts/start.mjs): anvil's last well-known account. */
  readonly signer: string
  /** Token addresses by symbol. */
  readonly tokens: ReadonlyMap<string, string>
}

/**
 * The programmes' plan on `chainId`: the dev accounts, the claim signer among them and the chain's tokens by symbol.
 *
 * @example programmeDeployPlan(128, devAccounts(), record.tokens)
 */
export function programmeDeployPlan(
  chainId: number,
  accounts: readonly DevAccount[],
  tokens: Iterable<{ readonly symbol: string; readonly address: string }>,
): ProgrammeDeployPlan {
  return {
    chainId,
    accounts,
    signer: accounts[DEVNET_SIGNER_ACCOUNT]!.address,
    tokens: new Map([...tokens].map((token) => [token.symbol, token.address])),
  }
}
