/** How long an approval transaction counts as pending without a receipt (spec section 9: 24 hours), in ms. */
export const APPROVAL_PENDING_WINDOW_MS = 86_400_000

/** Transactions added more than this long ago (60 minutes, in ms) have their receipt looked for every 10th block. */
export const SLOW_CHECK_AFTER_MS = 60 * 60 * 1000

/** Transactions added more than this long ago (5 minutes, in ms) have their receipt looked for every 3rd block. */
export const MEDIUM_CHECK_AFTER_MS = 5 * 60 * 1000
