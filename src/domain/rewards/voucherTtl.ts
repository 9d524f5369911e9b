/** How long a voucher the server signs stays valid, seconds: long enough to confirm, short enough not to linger. */
export const VOUCHER_TTL_SECONDS = 600
