/**
 * The currency id of the chain's native coin in URLs and routes (`/add/ETH/0x…`, `?inputCurrency=ETH`), whatever the
 * chain calls it (HT, BNB): the Uniswap interface's id, so that its links keep working. Tokens use their address.
 */
export const NATIVE_CURRENCY_ID = 'ETH'
