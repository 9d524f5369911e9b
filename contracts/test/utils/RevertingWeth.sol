// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A wrapped-native stand-in whose `deposit` or `transfer` reverts on demand (a paused
/// or broken wrapper), to check the router passes the wrapper's error on.
contract RevertingWeth {
    /// @dev `deposit` while `depositReverts`.
    error DepositPaused();
    /// @dev `transfer` while `transferReverts`.
    error TransferPaused();

    bool public depositReverts;
    bool public transferReverts;
    mapping(address => uint256) public balanceOf;

    function set(bool depositReverts_, bool transferReverts_) external {
        depositReverts = depositReverts_;
        transferReverts = transferReverts_;
    }

    function deposit() external payable {
        if (depositReverts) revert DepositPaused();
        balanceOf[msg.sender] += msg.value;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        if (transferReverts) revert TransferPaused();
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function approve(address, uint256) external pure returns (bool) {
        return true;
    }
}
