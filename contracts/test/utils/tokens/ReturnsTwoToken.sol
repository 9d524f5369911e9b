// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TokenBase} from "./TokenBase.sol";

/// @notice A token whose `transfer`, `transferFrom` and `approve` answer a first return word of 2
/// (not an ABI `bool`) after moving the tokens.
/// @dev Uniswap V2 reads any non-zero first word as success (its 0.5/0.6 ABI decoder cleans a
/// `bool` instead of validating it), so such a token trades there; a caller that wants exactly 1
/// refuses every transfer of it, and liquidity added by transfer and `mint` could never leave.
contract ReturnsTwoToken is TokenBase {
    constructor() TokenBase("Returns two", "RTT", 18) {}

    function approve(address spender, uint256 amount) external returns (uint256) {
        _approve(msg.sender, spender, amount);
        return 2;
    }

    function transfer(address to, uint256 amount) external returns (uint256) {
        _move(msg.sender, to, amount);
        return 2;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (uint256) {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
        return 2;
    }
}
