import type { CrossChainSession } from '../../stores/CrossChainSession'

/**
 * What the season screens need of the wallet, the deployment records and the recent transactions: the cross-chain
 * session (shown chain, account, the chain's contracts — `titleNft` among them —, its tokens, transaction
 * status).
 */
export type SeasonSession = CrossChainSession
