// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {BridgeHandler} from "./BridgeHandler.sol";

/// @notice Stateful invariants of FomoBridge under collections (replayed, voided), payouts (repeated,
/// by strangers, past the cap), withdrawals and days passing: the bridge holds exactly its inventory
/// plus what collections kept minus what left; every destroy amount reached the destroy address; no
/// source transfer paid twice and no stranger paid; no day's outflow above the cap; a nonce lands at
/// most once, a voided nonce never lands, and a nonce's bit is set exactly when it landed or was voided.
contract BridgeInvariantTest is Test {
    BridgeHandler private handler;
    FomoBridge private bridge;

    function setUp() public {
        vm.chainId(128);
        vm.warp(1_700_000_000);
        handler = new BridgeHandler();
        bridge = handler.bridge();
        targetContract(address(handler));
    }

    /// @dev The handler's actions succeed where they should, so the invariants are not met vacuously.
    function test_HandlerActionsLand() public {
        handler.collect(0, 1_000e18, true); // the replay is refused
        handler.pay(100e18, 1, false, false);
        handler.pay(100e18, 1, true, false); // paid already
        handler.pay(100e18, 2, false, true); // a stranger
        handler.withdraw(50e18);
        handler.voidNonce(0, false, false); // nonce 0 landed: refused
        handler.sign(1, 10e18, false); // nonce 1
        handler.sign(2, 10e18, true); // nonce 256, a new word
        handler.sign(0, 10e18, false); // nonce 257
        handler.landHeld(1); // 256 lands before 1
        handler.voidNonce(0, true, true); // 258, ahead of the sequence, by the signer
        handler.voidNonce(1, false, false); // 1, held, voided by the operator
        handler.landHeld(0); // voided: refused
        handler.landHeld(1); // landed: refused
        handler.landHeld(2);
        assertEq(handler.landings(), 3);
        assertEq(handler.voids(), 2);
        assertEq(handler.ghostKept(), 1_000e18 - 20e18 + 2 * (10e18 - 0.2e18));
        assertEq(handler.ghostOut(), 150e18);
        assertEq(bridge.nonces(0), 3); // nonces 0 and 1
        assertEq(bridge.nonces(1), 7); // 256, 257 and 258
        invariant_BalanceIsInventoryPlusKeptMinusOut();
        invariant_EachSourceTransferPaysOnceAndOnlyByTheOperator();
        invariant_ANonceLandsAtMostOnceAndAVoidedOneNever();
        invariant_TheBitmapIsWhatLandedOrWasVoided();
    }

    function invariant_BalanceIsInventoryPlusKeptMinusOut() public view {
        assertEq(
            handler.aura().balanceOf(address(bridge)),
            handler.INVENTORY() + handler.ghostKept() - handler.ghostOut(),
            "bridge balance"
        );
        assertEq(handler.aura().balanceOf(handler.DESTROY()), handler.ghostDestroyed(), "destroyed");
    }

    function invariant_EachSourceTransferPaysOnceAndOnlyByTheOperator() public view {
        assertFalse(handler.paidTwice(), "a source transfer paid twice");
        assertFalse(handler.strangerPaid(), "a stranger paid out");
    }

    function invariant_DailyOutflowWithinTheCap() public view {
        assertLe(handler.ghostMaxDailyOut(), handler.CAP(), "a day's outflow above the cap");
    }

    function invariant_ANonceLandsAtMostOnceAndAVoidedOneNever() public view {
        assertFalse(handler.nonceLandedTwice(), "a nonce landed twice");
        assertFalse(handler.usedNonceVoided(), "a nonce already used was voided");
        assertFalse(handler.voidedNonceLanded(), "a voided nonce landed");
    }

    function invariant_TheBitmapIsWhatLandedOrWasVoided() public view {
        uint256 used;
        for (uint256 i; i < handler.issuedCount(); ++i) {
            uint64 nonce = handler.issued(i);
            bool expected = handler.landedCount(nonce) != 0 || handler.voided(nonce);
            assertEq(bridge.nonceUsed(nonce), expected, "a nonce's bit");
            if (expected) ++used;
        }
        assertEq(used, handler.landings() + handler.voids(), "each landing or void sets one unset bit");
    }
}
