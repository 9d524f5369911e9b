/**
 * The web app's container ids for what no port names (the configuration, stored state, the shell's stores), shared by
 * the composition root's files (compositionRoot.ts and this folder).
 */
export const Config = Symbol.for('AppConfig')
export const Stores = Symbol.for('AppStores')
export const StoredLocale = Symbol.for('StoredLocale')
export const StoredLastWallet = Symbol.for('StoredLastWallet')
export const StoredAppVersion = Symbol.for('StoredAppVersion')
export const StoredInvitations = Symbol.for('StoredInvitations')
export const StoredMiningPool = Symbol.for('StoredMiningPool')
export const Notices = Symbol.for('NoticeStore')
export const Popups = Symbol.for('PopupsStore')
export const Wallets = Symbol.for('WalletStore')
export const Transactions = Symbol.for('TransactionsViewStore')

/** What a binding resolves its dependencies from (the container, or the context of the resolution asking). */
export interface Resolver {
  get<T>(id: symbol): T
}

/** The chain's RPC endpoint by chain id, from the configuration ('' for a chain it does not name). */
export type RpcUrlOf = (chainId: number) => string
