// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A payout cap that holds over every 24-hour window, packed with its state in one word.
/// @dev Layout of the word (low bits first): the cap (112 bits); the number of the 8-hour period of
/// the last payout, mod 2^24 (24 bits: 15,000 years of periods); four 30-bit buckets, bucket j
/// holding what was paid j periods before that one (bucket 0: that period itself). Payouts are kept
/// in units of the cap: a payout of `amount` takes ceil(amount * FULL / cap) units, so the units
/// over-count by under one unit (cap / 1,073,741,823) a payout, never under-count.
/// Rule: a payout is allowed when the units of the current period and the three before it, with it,
/// stay at or below FULL. Any 24-hour window spans at most four consecutive 8-hour periods, and at
/// the window's last payout all of them are still counted, so the payouts of any 24 hours never
/// exceed the cap (with a cap change, the largest cap in force: see `setCap`). The price of that guarantee is the
/// rounding to periods: a payout counts for 24 to 32 hours, so a cap spent at once comes back 24 to
/// 32 hours later, in full at once; and what is left is known to a unit, not a wei.
library RollingCap {
    /// @notice How long one period of the window is.
    uint256 internal constant PERIOD = 8 hours;
    /// @notice How many periods the window counts: the current one and the three before it.
    uint256 internal constant PERIODS = 4;
    /// @notice The cap in units: what a full window holds.
    uint256 internal constant FULL = (1 << 30) - 1;
    /// @notice The largest cap the word holds.
    uint256 internal constant MAX_CAP = type(uint112).max;

    uint256 private constant CAP_MASK = (1 << 112) - 1;
    uint256 private constant FIELD_MASK = (1 << 30) - 1;
    uint256 private constant FIELD_BITS = 30;
    uint256 private constant PERIOD_MASK = (1 << 24) - 1;
    uint256 private constant BUCKETS_MASK = (1 << 120) - 1;
    uint256 private constant PERIOD_SHIFT = 112;
    uint256 private constant BUCKETS_SHIFT = 136;

    /// @dev Whether the cap allows paying `amount` at `time` (a cap of 0 allows nothing), and the
    /// word after it (0 when refused). Callers never pay 0.
    function spend(uint256 word, uint256 amount, uint256 time) internal pure returns (bool allowed, uint256 next) {
        // gas: one pass in assembly (the same in Solidity, through `_aged` and `_sum`, cost ~1.3k more a payout,
        // see the claim rows of the mining gas table); same arithmetic, checked by RollingCap.t.sol
        assembly ("memory-safe") {
            let cap := and(word, CAP_MASK)
            if iszero(gt(amount, cap)) {
                let period := div(time, PERIOD)
                let elapsed := and(sub(period, and(shr(PERIOD_SHIFT, word), PERIOD_MASK)), PERIOD_MASK)
                let buckets := 0
                if lt(elapsed, PERIODS) {
                    buckets := and(shl(mul(FIELD_BITS, elapsed), shr(BUCKETS_SHIFT, word)), BUCKETS_MASK)
                }
                // ceil(amount * FULL / cap); amount <= cap < 2^112, so no overflow, and cap > 0 here
                let units := div(sub(add(mul(amount, FULL), cap), 1), cap)
                let used :=
                    add(
                        add(and(buckets, FIELD_MASK), and(shr(30, buckets), FIELD_MASK)),
                        add(add(and(shr(60, buckets), FIELD_MASK), shr(90, buckets)), units)
                    )
                if iszero(gt(used, FULL)) {
                    allowed := 1
                    // bucket 0 holds at most FULL after the add: no carry into bucket 1
                    next := or(
                        or(cap, shl(PERIOD_SHIFT, and(period, PERIOD_MASK))),
                        shl(BUCKETS_SHIFT, add(buckets, units))
                    )
                }
            }
        }
    }

    /// @dev What can still be paid at `time` (rounded down, so paying it is always allowed).
    function available(uint256 word, uint256 time) internal pure returns (uint256) {
        uint256 used = _sum(_aged(word, time / PERIOD));
        return used >= FULL ? 0 : (FULL - used) * (word & CAP_MASK) / FULL;
    }

    /// @dev The cap the word holds.
    function capOf(uint256 word) internal pure returns (uint256) {
        return word & CAP_MASK;
    }

    /// @dev The word with cap `cap` (<= MAX_CAP, checked by the caller). The window is kept as
    /// shares of the cap: after 40 % of the old cap was paid, 60 % of the new one is left. Each
    /// payout takes its share at the cap in force, and the shares of a window sum to at most one, so
    /// across cap changes the payouts of any 24 hours stay within the largest cap in force during them.
    function setCap(uint256 word, uint256 cap) internal pure returns (uint256) {
        return (word & ~CAP_MASK) | cap;
    }

    /// @dev The buckets as of period `period`: shifted by the periods passed since the word's last
    /// payout, the ones older than the window dropped.
    function _aged(uint256 word, uint256 period) private pure returns (uint256) {
        uint256 elapsed = (period - ((word >> PERIOD_SHIFT) & PERIOD_MASK)) & PERIOD_MASK; // period >= the stored one
        if (elapsed >= PERIODS) return 0;
        return (word >> BUCKETS_SHIFT << (FIELD_BITS * elapsed)) & BUCKETS_MASK;
    }

    function _sum(uint256 buckets) private pure returns (uint256) {
        return
            (buckets & FIELD_MASK) + ((buckets >> 30) & FIELD_MASK) + ((buckets >> 60) & FIELD_MASK) + (buckets >> 90);
    }
}
