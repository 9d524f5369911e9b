// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice `min` and integer square root.
/// @dev `sqrt` returns floor(sqrt(y)) for every uint256 (0 <= result < 2^128), the same value as
/// Uniswap V2's Babylonian loop, in a fixed ~400 gas instead of up to ~130 loop iterations.
library Math {
    function min(uint256 x, uint256 y) internal pure returns (uint256 z) {
        z = x < y ? x : y;
    }

    /// @dev Newton's method from the least power of two >= sqrt(y): the error at most halves the
    /// bits of the guess each step, so seven steps reach 128 correct bits (PRBMath's schedule).
    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y == 0) return 0;
        unchecked {
            // every shift below keeps values under 2^256, and z >= 1 before each division
            uint256 x = y;
            z = 1;
            if (x >= 1 << 128) {
                x >>= 128;
                z <<= 64;
            }
            if (x >= 1 << 64) {
                x >>= 64;
                z <<= 32;
            }
            if (x >= 1 << 32) {
                x >>= 32;
                z <<= 16;
            }
            if (x >= 1 << 16) {
                x >>= 16;
                z <<= 8;
            }
            if (x >= 1 << 8) {
                x >>= 8;
                z <<= 4;
            }
            if (x >= 1 << 4) {
                x >>= 4;
                z <<= 2;
            }
            if (x >= 1 << 3) z <<= 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            z = (z + y / z) >> 1;
            uint256 down = y / z;
            if (down < z) z = down; // the last step may land one above the floor
        }
    }
}
