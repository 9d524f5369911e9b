import type { ExchangeSession } from '../exchange/ExchangeSession'

/**
 * What the season screens need of the wallet, the deployment records and the recent transactions: the exchange
 * screens' session (shown chain, account, the chain's contracts — `titleNft` among them —, its tokens, transaction
 * status).
 */
export type SeasonSession = ExchangeSession
