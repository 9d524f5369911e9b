// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {TestERC20} from "./TestERC20.sol";

/// @notice A token whose transfer hook calls back into a target (a pair) whenever the target
/// itself sends the token, i.e. from inside the target's locked swap or burn.
/// @dev The reentrant call's revert data is kept in `lastReentryError` and the transfer goes on,
/// so a test can assert the lock's error selector after the outer call succeeds; `leaked`
/// records a reentrant call that succeeded. With `bubble` set a failed reentrant call reverts
/// the transfer with its revert data instead.
contract ReentrantToken is TestERC20 {
    address public reentryTarget;
    bytes public reentryCall;
    bool public bubble;
    bool public blocked; // the hook ran and the reentrant call reverted
    bool public leaked; // the hook ran and the reentrant call succeeded
    bytes public lastReentryError;

    constructor() TestERC20("Reentrant", "RNT", 18) {}

    /// @dev Arms the hook for transfers sent by `target` (disarm with address(0)).
    function arm(address target, bytes calldata data, bool bubble_) external {
        reentryTarget = target;
        reentryCall = data;
        bubble = bubble_;
        blocked = false;
        leaked = false;
        delete lastReentryError;
    }

    /// @dev The selector of the last reentrant call's revert (zero if none).
    function lastReentrySelector() external view returns (bytes4) {
        bytes memory err = lastReentryError;
        return err.length >= 4 ? bytes4(err) : bytes4(0);
    }

    function _move(address from, address to, uint256 amount) internal override {
        super._move(from, to, amount);
        address target = reentryTarget;
        if (target == address(0) || from != target) return;
        (bool ok, bytes memory err) = target.call(reentryCall);
        if (ok) {
            leaked = true;
            return;
        }
        if (bubble) {
            assembly ("memory-safe") {
                revert(add(err, 0x20), mload(err))
            }
        }
        blocked = true;
        lastReentryError = err;
    }
}
