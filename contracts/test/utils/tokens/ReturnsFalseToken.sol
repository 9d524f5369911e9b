// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TokenBase} from "./TokenBase.sol";

/// @notice A token that reports failure by returning `false` instead of reverting; once
/// `setFailing(true)` is called every transfer returns `false` and moves nothing, and after
/// `failFrom(account)` every transfer out of `account` does.
/// @dev Starts well-behaved so a pool can be seeded; a caller that ignores the return value
/// would credit tokens it never received.
contract ReturnsFalseToken is TokenBase {
    bool public failing;
    address public failingSender;

    constructor() TokenBase("Returns false", "RFT", 18) {}

    function setFailing(bool failing_) external {
        failing = failing_;
    }

    function failFrom(address account) external {
        failingSender = account;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        if (failing || msg.sender == failingSender || balanceOf[msg.sender] < amount) return false;
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (failing || from == failingSender || balanceOf[from] < amount || allowance[from][msg.sender] < amount) {
            return false;
        }
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
        return true;
    }
}
