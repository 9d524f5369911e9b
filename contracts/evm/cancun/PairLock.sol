// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Where FomoPair keeps its reentrancy lock on a Cancun chain: transient storage.
/// @dev Selected by the `evm-target/` remapping of the default foundry profile; the pre-Cancun
/// twin (contracts/evm/pre-cancun) keeps the lock in storage; both give the `lock` modifier
/// and its `Locked` error.
abstract contract PairLock {
    /// @dev A pair function was re-entered while another was running.
    error Locked();

    bool private transient _locked; // gas: TLOAD/TSTORE, 100 each, nothing to refund

    modifier lock() {
        if (_locked) revert Locked();
        _locked = true;
        _;
        _locked = false;
    }
}
