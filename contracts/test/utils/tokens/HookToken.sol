// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TestERC20} from "./TestERC20.sol";

/// @notice What a HookToken calls on an account that registered for hooks.
interface ITokenHook {
    function onTokenMove(address from, address to, uint256 amount) external;
}

/// @notice An ERC-777-style token: an account that registered gets a call before it sends and
/// after it receives, so its owner can re-enter the contract moving the token, as itself.
/// @dev The hook's revert bubbles up; a hook that wants the outer transfer to go on catches.
contract HookToken is TestERC20 {
    mapping(address => bool) public hooked;

    constructor() TestERC20("Hook", "HOOK", 18) {}

    function setHooked(address account, bool on) external {
        hooked[account] = on;
    }

    function _move(address from, address to, uint256 amount) internal override {
        if (hooked[from]) ITokenHook(from).onTokenMove(from, to, amount);
        super._move(from, to, amount);
        if (hooked[to]) ITokenHook(to).onTokenMove(from, to, amount);
    }
}
