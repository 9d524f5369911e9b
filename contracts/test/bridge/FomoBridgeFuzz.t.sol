// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice Fuzzed collections (any amount and rates: what moves, rounded down), codes, and a
/// signature over any one field changed; each fuzz test has a fixed-input twin.
contract FomoBridgeFuzzTest is BridgeBase {
    function testFuzz_Collection_MovesWhatTheRatesSay(uint256 amount, uint256 serviceBps, uint256 destroyBps) public {
        serviceBps = bound(serviceBps, 0, bridge.MAX_SERVICE_BPS());
        destroyBps = bound(destroyBps, 0, bridge.MAX_DESTROY_BPS());
        amount = bound(amount, 3, 1e30);
        _checkCollection(amount, serviceBps, destroyBps);
    }

    function test_Collection_MovesWhatTheRatesSay() public {
        _checkCollection(999_999, 1_000, 5_000); // 99999.9 fee and 499999.5 destroyed, both rounded down
        _checkCollection(3, 0, 0, 8);
    }

    function testFuzz_Code_RoundTrips(address recipient, uint32 chainId, uint64 salt) public view {
        _checkCode(recipient, chainId, salt);
    }

    function test_Code_RoundTrips() public view {
        _checkCode(address(type(uint160).max), type(uint32).max, type(uint64).max);
        _checkCode(address(0), 0, 0);
    }

    /// @dev A signature over the collection with one field XOR-ed by `delta` never lands the honest one.
    function testFuzz_Collection_RevertWhen_AnySignedFieldDiffers(uint8 field, uint256 delta) public {
        vm.assume(delta != 0);
        _checkFieldChanged(field % 8, delta);
    }

    function test_Collection_RevertWhen_AnySignedFieldDiffers() public {
        for (uint8 field; field < 8; ++field) {
            uint256 snapshot = vm.snapshotState();
            _checkFieldChanged(field, 1);
            vm.revertToState(snapshot);
        }
    }

    // ------------------------------------------------------------------ checks

    function _checkCollection(uint256 amount, uint256 serviceBps, uint256 destroyBps) private {
        _checkCollection(amount, serviceBps, destroyBps, 7);
    }

    function _checkCollection(uint256 amount, uint256 serviceBps, uint256 destroyBps, uint64 nonce) private {
        bridge.setDestroyRate(destroyBps);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, serviceBps, CAP);
        CollectionLib.Collection memory c = _collection(amount, nonce);
        (uint256 quotedDestroy, uint256 quotedFee, uint256 payout) = bridge.quote(address(aura), amount);
        assertEq(c.destroyAmount, amount * destroyBps / 10_000);
        assertEq(quotedDestroy, c.destroyAmount);
        assertEq(quotedFee, c.fee);
        assertEq(payout, amount - c.destroyAmount - c.fee);
        assertGe(payout, amount * 4 / 10); // the rates never take more than 60%
        uint256 bridgeBefore = aura.balanceOf(address(bridge));
        uint256 destroyBefore = aura.balanceOf(DESTROY);
        _collect(c);
        assertEq(aura.balanceOf(address(bridge)) - bridgeBefore, amount - c.destroyAmount);
        assertEq(aura.balanceOf(DESTROY) - destroyBefore, c.destroyAmount);
    }

    function _checkCode(address recipient, uint32 chainId, uint64 salt) private view {
        (address r, uint256 c, uint256 s) = bridge.decodeCode(CollectionLib.code(recipient, chainId, salt));
        assertEq(r, recipient);
        assertEq(c, chainId);
        assertEq(s, salt);
    }

    function _checkFieldChanged(uint8 field, uint256 delta) private {
        CollectionLib.Collection memory honest = _collection(AMOUNT);
        CollectionLib.Collection memory signed = _collection(AMOUNT);
        if (field == 0) signed.sender = address(uint160(signed.sender) ^ uint160(delta));
        if (field == 1) signed.token = address(uint160(signed.token) ^ uint160(delta));
        if (field == 2) signed.amount ^= delta;
        if (field == 3) signed.destroyAmount ^= delta;
        if (field == 4) signed.fee ^= delta;
        if (field == 5) signed.code ^= bytes32(delta);
        if (field == 6) signed.nonce ^= delta;
        if (field == 7) signed.deadline ^= delta;
        if (field <= 1 && uint160(delta) == 0) return; // an address field changes in its low 160 bits only
        (uint8 v, bytes32 r, bytes32 s) = _sign(signed);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(honest, v, r, s);
    }
}
