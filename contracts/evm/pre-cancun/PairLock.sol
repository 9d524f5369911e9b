// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Where FomoPair keeps its reentrancy lock on a chain without Cancun (no EIP-1153):
/// one storage slot, as Uniswap V2's `unlocked`.
/// @dev Selected by the `evm-target/` remapping of the `shanghai` and `london` foundry profiles.
/// The slot holds 1 or 2, never 0, so locking is a non-zero to non-zero write (2.9k gas, most of
/// it refunded on unlock) instead of a 20k-gas write from zero; the constructor pays the first one.
abstract contract PairLock {
    /// @dev A pair function was re-entered while another was running.
    error Locked();

    uint256 private constant UNLOCKED = 1;
    uint256 private constant LOCKED = 2;

    uint256 private _lock = UNLOCKED;

    modifier lock() {
        if (_lock == LOCKED) revert Locked();
        _lock = LOCKED;
        _;
        _lock = UNLOCKED;
    }
}
