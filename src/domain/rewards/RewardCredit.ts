/**
 * One credit of the server's reward ledger: `amount` wei of `token` owed to `account` by `programme` under `key`
 * (e.g. 'season:3:fund', 'season:3:extend:1'). A credit is written once per (chain, programme, key, account, token);
 * the distributor's voucher names each token's cumulative total, LP mining's earnings plus these credits.
 */
export interface RewardCredit {
  programme: string
  key: string
  account: string
  token: string
  amount: bigint
}
