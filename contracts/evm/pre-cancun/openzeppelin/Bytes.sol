// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice What OpenZeppelin's Strings needs of its Bytes library, for chains without Cancun: OpenZeppelin 5.7's
/// Bytes copies memory with MCOPY, which a pre-Cancun build cannot compile, and Strings imports it for `equal` alone.
/// @dev scripts/evmTarget.mjs puts this file in place of `utils/Bytes.sol` in the pre-Cancun profiles' copy of
/// OpenZeppelin (contracts/cache-pre-cancun/): the programme contracts never call it.
library Bytes {
    function equal(bytes memory a, bytes memory b) internal pure returns (bool) {
        return a.length == b.length && keccak256(a) == keccak256(b);
    }
}
