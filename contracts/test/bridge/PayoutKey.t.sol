// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {BridgeBase} from "./BridgeBase.sol";

/// @notice Issue 27 item 4: a payout is keyed by what a reorganisation cannot change, the
/// collection's nonce on the source bridge. A collection re-included by a deep reorganisation at
/// another log index or in another transaction position is the same nonce: its second payout is
/// refused, whatever transaction hash the relayer passes.
contract PayoutKeyTest is BridgeBase {
    bytes32 private constant TX = keccak256("the collection's source transaction");

    function test_TransferToken_RevertWhen_ReincludedElsewhere() public {
        _pay(bob, 5e18, TX, 7); // nonce 7, first seen in TX
        bytes32 key = bridge.transferKey(7);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.AlreadyTransferred.selector, key));
        _pay(bob, 5e18, TX, 7); // the same transaction, re-included at another log index
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.AlreadyTransferred.selector, key));
        _pay(bob, 5e18, keccak256("another place"), 7);
        assertEq(aura.balanceOf(bob), 5e18);
    }

    function testFuzz_TransferToken_OncePerNonce(uint64 nonce, bytes32 firstTx, bytes32 secondTx) public {
        _pay(bob, 1e18, firstTx, nonce);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.AlreadyTransferred.selector, bridge.transferKey(nonce)));
        _pay(alice, 1e18, secondTx, nonce);
        assertTrue(bridge.hashs(keccak256(abi.encode(PEER, uint256(nonce)))));
    }

    function test_TransferToken_OncePerNonce_FixedInputs() public {
        testFuzz_TransferToken_OncePerNonce(7, TX, TX);
    }
}
