// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TokenBase} from "./TokenBase.sol";

/// @notice A standard, well-behaved ERC20 with open minting, for tests.
contract TestERC20 is TokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) TokenBase(name_, symbol_, decimals_) {}

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
        return true;
    }
}
