// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TestERC20} from "./TestERC20.sol";

/// @notice A deflationary token charging the receiver: `to` gets `amount - fee`, the fee is burnt.
/// @dev The classic fee-on-transfer token the `...SupportingFeeOnTransferTokens` router paths
/// exist for: a pair receives less than the router computed, so exact-amount paths fail.
contract FeeOnTransferToken is TestERC20 {
    uint256 public constant FEE_BPS = 100; // 1%
    uint256 public constant BPS = 10_000;

    constructor() TestERC20("Fee on receive", "FOR", 18) {}

    /// @dev What `to` receives when `amount` is sent.
    function received(uint256 amount) public pure returns (uint256) {
        return amount - amount * FEE_BPS / BPS;
    }

    function _move(address from, address to, uint256 amount) internal override {
        uint256 net = received(amount);
        _debit(from, amount);
        balanceOf[to] += net;
        totalSupply -= amount - net;
        emit Transfer(from, to, net);
        emit Transfer(from, address(0), amount - net);
    }
}
