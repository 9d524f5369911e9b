// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice Pulls tokens from an account and answers what actually arrived.
/// @dev A fee-on-transfer token delivers less than `amount`: callers credit the balance
/// difference, never the requested amount. Callers must be reentrancy-guarded: a token's hook
/// running between the two balance reads could otherwise be counted as received.
library TokenIntake {
    using SafeERC20 for IERC20;

    /// @dev Moves up to `amount` of `token` from `from` to this contract; returns what arrived.
    function pull(IERC20 token, address from, uint256 amount) internal returns (uint256 received) {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        received = token.balanceOf(address(this)) - before; // reverts if the token took some away
    }
}
