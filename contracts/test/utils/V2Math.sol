// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.0;

/// @notice The reference constant-product math of Uniswap V2, written from the whitepaper, that
/// the suites compare both implementations against.
/// @dev Fees are in thousandths as in V2: an input is charged FEE_NUMERATOR / FEE_DENOMINATOR.
library V2Math {
    uint256 internal constant FEE_DENOMINATOR = 1000;
    uint256 internal constant FEE_NUMERATOR = 3; // 0.3%
    uint256 internal constant MINIMUM_LIQUIDITY = 1000; // LP locked forever by the first mint
    uint256 internal constant MAX_RESERVE = type(uint112).max;

    /// @dev The largest output that keeps the fee-adjusted product for `amountIn` (0 if none).
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        uint256 inWithFee = amountIn * (FEE_DENOMINATOR - FEE_NUMERATOR);
        return inWithFee * reserveOut / (reserveIn * FEE_DENOMINATOR + inWithFee);
    }

    /// @dev The smallest input that buys `amountOut` (requires amountOut < reserveOut).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        return reserveIn * amountOut * FEE_DENOMINATOR / ((reserveOut - amountOut) * (FEE_DENOMINATOR - FEE_NUMERATOR))
            + 1;
    }

    /// @dev The product a swap must preserve, at FEE_DENOMINATOR^2 scale: balances after the swap
    /// with the fee on each input taken off.
    function adjustedK(uint256 balance0, uint256 balance1, uint256 amount0In, uint256 amount1In)
        internal
        pure
        returns (uint256)
    {
        return (balance0 * FEE_DENOMINATOR - amount0In * FEE_NUMERATOR)
            * (balance1 * FEE_DENOMINATOR - amount1In * FEE_NUMERATOR);
    }

    /// @dev floor(sqrt(y)) by Newton's method, as V2's Math.sqrt.
    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
