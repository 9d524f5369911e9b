// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice The nonce bitmap under fuzzed nonces: a nonce lands at most once (replayed, re-signed, by
/// another sender or voided after), a voided nonce never lands, and each use sets exactly its own bit;
/// each fuzz test has a fixed-input twin at the edges of a word and of the 64-bit range.
contract FomoBridgeNonceFuzzTest is BridgeBase {
    function testFuzz_Nonce_LandsAtMostOnce(uint64 nonce, uint256 amount) public {
        _checkLandsOnce(nonce, bound(amount, 100, 1e24));
    }

    function test_Nonce_LandsAtMostOnce() public {
        _checkLandsOnce(0, AMOUNT);
        _checkLandsOnce(255, AMOUNT);
        _checkLandsOnce(256, AMOUNT);
        _checkLandsOnce(type(uint64).max, AMOUNT);
    }

    function testFuzz_Nonce_VoidedNeverLands(uint64 nonce, bool bySigner) public {
        _checkVoidedNeverLands(nonce, bySigner);
    }

    function test_Nonce_VoidedNeverLands() public {
        _checkVoidedNeverLands(0, false);
        _checkVoidedNeverLands(255, true);
        _checkVoidedNeverLands(type(uint64).max, false);
    }

    function testFuzz_Nonce_OthersStayFree(uint64 a, uint64 b) public {
        vm.assume(a != b);
        _checkOthersStayFree(a, b);
    }

    function test_Nonce_OthersStayFree() public {
        _checkOthersStayFree(7, 8); // one word
        _checkOthersStayFree(255, 256); // neighbouring words
        _checkOthersStayFree(1, 257); // the same bit of two words
        _checkOthersStayFree(type(uint64).max, 0);
    }

    // ------------------------------------------------------------------ checks

    /// @dev Lands `nonce`, then every other way of using it again is refused and only its bit is set.
    function _checkLandsOnce(uint64 nonce, uint256 amount) private {
        uint256 state = vm.snapshotState();
        uint256 word = bridge.nonces(uint256(nonce) >> 8);
        CollectionLib.Collection memory c = _collection(amount, nonce);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        _send(c, v, r, s);
        assertEq(bridge.nonces(uint256(nonce) >> 8), word | (1 << (nonce & 255)), "its bit, and only it");
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, nonce));
        _send(c, v, r, s); // replayed
        CollectionLib.Collection memory other = _collection(amount + 1, nonce);
        (v, r, s) = _sign(other);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, nonce));
        _send(other, v, r, s); // signed again for another amount
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, nonce));
        bridge.voidCollection(nonce); // a landed nonce cannot be voided: its quota is spent
        vm.revertToState(state);
    }

    function _checkVoidedNeverLands(uint64 nonce, bool bySigner) private {
        uint256 state = vm.snapshotState();
        CollectionLib.Collection memory c = _collection(AMOUNT, nonce);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.prank(bySigner ? signer : operator);
        bridge.voidCollection(nonce);
        assertEq(bridge.nonces(uint256(nonce) >> 8), 1 << (nonce & 255));
        uint256 balance = aura.balanceOf(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, nonce));
        _send(c, v, r, s);
        assertEq(aura.balanceOf(alice), balance, "nothing moved");
        vm.revertToState(state);
    }

    function _checkOthersStayFree(uint64 a, uint64 b) private {
        uint256 state = vm.snapshotState();
        CollectionLib.Collection memory second = _collection(AMOUNT, b);
        (uint8 v, bytes32 r, bytes32 s) = _sign(second);
        vm.prank(operator);
        bridge.voidCollection(a);
        assertFalse(bridge.nonceUsed(b));
        _send(second, v, r, s);
        assertTrue(bridge.nonceUsed(a) && bridge.nonceUsed(b));
        vm.revertToState(state);
    }
}
