// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TestERC20} from "./TestERC20.sol";

/// @notice A fee-on-transfer token charging the sender: `to` gets `amount`, the sender pays
/// `amount + fee` and the fee is burnt.
/// @dev Paying into a pair is exact, but every transfer out of a pair costs the pair the fee on
/// top, so its balance ends below what the swap or burn computed.
contract SenderFeeToken is TestERC20 {
    uint256 public constant FEE_BPS = 100; // 1%
    uint256 public constant BPS = 10_000;

    constructor() TestERC20("Fee on send", "FOS", 18) {}

    /// @dev The fee the sender pays on top of `amount`.
    function feeOn(uint256 amount) public pure returns (uint256) {
        return amount * FEE_BPS / BPS;
    }

    function _move(address from, address to, uint256 amount) internal override {
        uint256 fee = feeOn(amount);
        _debit(from, amount + fee);
        balanceOf[to] += amount;
        totalSupply -= fee;
        emit Transfer(from, to, amount);
        emit Transfer(from, address(0), fee);
    }
}
