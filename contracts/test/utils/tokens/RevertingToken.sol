// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TestERC20} from "./TestERC20.sol";

/// @notice A token that can be switched to revert on every transfer, as a
/// paused, blacklisting or self-destructed reward token would.
contract RevertingToken is TestERC20 {
    /// @dev Every call while broken.
    error TokenBroken();

    bool public broken;

    constructor() TestERC20("Reverting", "RVT", 18) {}

    function setBroken(bool broken_) external {
        broken = broken_;
    }

    function _move(address from, address to, uint256 amount) internal override {
        if (broken) revert TokenBroken();
        super._move(from, to, amount);
    }
}
