// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {BridgeHandler} from "./BridgeHandler.sol";

/// @notice Stateful invariants of FomoBridge under collections (replayed, voided), payouts (repeated,
/// by strangers, past the cap), withdrawals and days passing: the bridge holds exactly its inventory
/// plus what collections kept minus what left; every destroy amount reached the destroy address; no
/// source transfer paid twice and no stranger paid; no day's outflow above the cap; each nonce is a
/// collection or a void.
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
        handler.voidCurrent(0);
        assertEq(handler.ghostKept(), 1_000e18 - 20e18);
        assertEq(handler.ghostOut(), 150e18);
        assertEq(bridge.nonces(handler.actors(0)), 2);
        invariant_BalanceIsInventoryPlusKeptMinusOut();
        invariant_EachSourceTransferPaysOnceAndOnlyByTheOperator();
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

    function invariant_NoncesCountCollectionsAndVoids() public view {
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            assertEq(bridge.nonces(actor), handler.ghostNonceUses(actor), "nonce");
        }
    }
}
