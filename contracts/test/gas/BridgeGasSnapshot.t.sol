// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {BridgeBase} from "../bridge/BridgeBase.sol";
import {CollectionLib} from "../bridge/CollectionLib.sol";

/// @notice The bridge's collection and payout for the committed gas snapshot (contracts/.gas-snapshot).
/// @dev Each test measures the whole test call, as GasSnapshot does; BridgeGasComparison has the
/// cold, transaction-level numbers. Collections are signed in setUp, so only the call is measured.
/// Nonces follow the server's global sequence: bob's earlier collection opened word 0, alice's first
/// (nonce 1) and bob's again (nonce 2) each set a bit in it.
contract BridgeGasSnapshot is BridgeBase {
    bytes private first;
    bytes private again;

    function setUp() public override {
        super.setUp();
        aura.mint(bob, 1e30);
        vm.prank(bob);
        aura.approve(address(bridge), type(uint256).max);
        _collect(_collectionOf(bob, address(aura), AMOUNT, CollectionLib.code(alice, PEER, 0)));
        _pay(bob, AMOUNT, keccak256("earlier"), 0); // the cap's day is written
        first = _call(_collection(AMOUNT, 1));
        again = _call(_collectionOf(bob, address(aura), AMOUNT, CollectionLib.code(alice, PEER, 2)));
    }

    function test_CollectionToken_First() public {
        vm.prank(alice);
        (bool ok,) = address(bridge).call(first);
        assertTrue(ok);
    }

    function test_CollectionToken_Again() public {
        vm.prank(bob);
        (bool ok,) = address(bridge).call(again);
        assertTrue(ok);
    }

    function test_TransferToken_NewHolder() public {
        _pay(makeAddr("new holder"), AMOUNT, keccak256("source"), 1);
    }

    function test_TransferToken_Holder() public {
        _pay(alice, AMOUNT, keccak256("source"), 1);
    }

    function _call(CollectionLib.Collection memory c) private view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        return abi.encodeCall(
            FomoBridge.collectionToken, (c.token, c.amount, c.destroyAmount, DESTROY, c.deadline, c.code, v, r, s)
        );
    }
}
