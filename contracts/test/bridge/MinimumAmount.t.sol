// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice Issue 27 item 5: no dust transfers. The admin sets a minimum amount per token; a
/// collection below it is refused, however it was signed, and one at it lands.
contract MinimumAmountTest is BridgeBase {
    event MinAmountSet(address indexed token, uint256 minAmount);

    function setUp() public override {
        super.setUp();
        vm.expectEmit(address(bridge));
        emit MinAmountSet(address(aura), 1e18);
        bridge.setMinAmount(address(aura), 1e18);
    }

    function test_CollectionToken_RevertWhen_BelowTheMinimum() public {
        CollectionLib.Collection memory dust = _collection(1); // 1 wei: no fee, no destroy amount
        (uint8 v, bytes32 r, bytes32 s) = _sign(dust);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.BelowMinimum.selector, 1e18));
        bridge.collectionToken(address(aura), 1, 0, DESTROY, dust.deadline, dust.code, v, r, s);
        _collect(_collection(1e18, 8)); // at the minimum: lands
        assertTrue(bridge.nonceUsed(8));
    }

    function testFuzz_CollectionToken_Minimum(uint256 amount) public {
        amount = bound(amount, 1, 1e24);
        CollectionLib.Collection memory c = _collection(amount, 9);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        if (amount < 1e18) vm.expectRevert(abi.encodeWithSelector(FomoBridge.BelowMinimum.selector, 1e18));
        _send(c, v, r, s);
        assertEq(bridge.nonceUsed(9), amount >= 1e18);
    }

    function test_CollectionToken_Minimum_FixedInputs() public {
        testFuzz_CollectionToken_Minimum(1e18 - 1);
    }

    function test_SetMinAmount_KeptWhenRelisted() public {
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, CAP);
        assertEq(bridge.minAmountOf(address(aura)), 1e18);
    }

    function test_SetMinAmount_RevertWhen_NotAdminOrTooLarge() public {
        _expectUnauthorized(alice, bridge.ADMIN_ROLE());
        vm.prank(alice);
        bridge.setMinAmount(address(aura), 0);
        vm.expectRevert(FomoBridge.MinimumTooLarge.selector);
        bridge.setMinAmount(address(aura), uint256(type(uint128).max) + 1);
    }
}
