/** DK per DK2 (the converter's ConvertBaseNumber): one DK2 is 100,000,000 DK, so the spec's two minimums meet. */
export const DK_BASE_NUMBER = 100_000_000n
/** The conversion fee, in basis points (the spec does not give one; the contract caps it at 1,000). */
export const DK_FEE_BPS = 50
/** The spec's minimums (section 9), whole tokens: 100000000 DK into DK2, 1 DK2 into DK. */
export const DK_MINIMUM = '100000000'
export const DK2_MINIMUM = '1'
/** Whole DK2 in the conversion pool, with the DK that backs it at the base number. */
export const DK2_POOL = '1000000'
/** Extra whole DK each dev account gets, so that several conversions clear the 100000000 DK minimum. */
export const DEV_ACCOUNT_EXTRA_DK = '1000000000'

/** The investment chain (HJW is invested here) and the withdraw chain (the release is paid there). */
export const INVESTMENT_CHAIN_ID = 128
export const WITHDRAW_CHAIN_ID = 56
/** The token invested, and the token released on the withdraw chain. */
export const INVEST_SYMBOL = 'HJW'
/** How long the devnet's HJW exchange stays open after deployment (the spec's own close, 2022-12-31, has passed). */
export const INVESTMENT_OPEN_SECONDS = 365 * 86_400
/** The most HJW the investment contract takes in all, whole tokens. */
export const INVESTMENT_MAX = '10000000'
/** Release tokens per invested HJW, and the schedule: a 1-day cliff, then linear over 30 days from deployment. */
export const RELEASE_RATIO = '1'
export const RELEASE_CLIFF_SECONDS = 86_400
export const RELEASE_DURATION_SECONDS = 30 * 86_400
/** Whole HJW the withdraw chain's contract holds to pay the release, and the most it pays out a day. */
export const RELEASE_FUND = '10000000'
export const RELEASE_DAILY_CAP = '1000000'
/** Investments by dev accounts (index) on the investment chain, whole HJW, so the release has data. */
export const SEED_INVESTMENTS: readonly { account: number; hjw: string }[] = [
  { account: 1, hjw: '1000' },
  { account: 2, hjw: '2500' },
  { account: 3, hjw: '400' },
]
