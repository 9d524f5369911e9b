// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TokenBase} from "./TokenBase.sol";

/// @notice A USDT-style token: `transfer`, `transferFrom` and `approve` return nothing and revert
/// on failure.
/// @dev Callers that decode a `bool` from the return data revert on it; V2's TransferHelper
/// accepts empty return data.
contract NoReturnToken is TokenBase {
    constructor() TokenBase("No return", "NRT", 6) {}

    function approve(address spender, uint256 amount) external {
        _approve(msg.sender, spender, amount);
    }

    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
    }
}
