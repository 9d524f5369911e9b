// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {Test} from "../utils/Test.sol";
import {MiningHandler} from "./MiningHandler.sol";

/// @notice Stateful invariants of FomoLPMining under random pledges, withdrawals, config changes,
/// a shutdown and time: the LP held equals the positions, nothing leaves before it unlocks, and
/// every lock keeps the terms it was pushed with.
contract MiningInvariantTest is Test {
    MiningHandler private handler;
    FomoLPMining private mining;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new MiningHandler();
        mining = handler.mining();
        targetContract(address(handler));
    }

    /// @dev The LP the contract holds is exactly the sum of every demand balance and lock.
    function invariant_LPHeldEqualsPositions() public view {
        uint256 total;
        for (uint256 i; i < handler.actorCount(); ++i) {
            (uint256 demand, FomoLPMining.Lock[] memory locks) =
                mining.positionOf(address(handler.lp()), handler.actors(i));
            total += demand;
            for (uint256 j; j < locks.length; ++j) {
                total += locks[j].amount;
            }
        }
        assertEq(handler.lp().balanceOf(address(mining)), total);
    }

    /// @dev No withdrawal above the unlocked balance, no refused deposit accepted, no allowed call refused.
    function invariant_NoWithdrawalBeforeUnlock() public view {
        assertEq(handler.ghostEarlyWithdrawals(), 0, "a locked amount left or a refused deposit entered");
        assertEq(handler.ghostUnexpectedReverts(), 0, "an allowed call reverted");
    }

    /// @dev Every live lock on chain is the model's, with the terms frozen at its deposit, whatever
    /// options and emissions changed since; demand balances agree with the model.
    function invariant_LocksKeepTheirTerms() public view {
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            (uint256 demand, FomoLPMining.Lock[] memory locks) = mining.positionOf(address(handler.lp()), actor);
            assertEq(locks.length, handler.liveModelLocks(actor), "live lock count");
            for (uint256 j; j < locks.length; ++j) {
                MiningHandler.ModelLock memory model = handler.modelLock(actor, locks[j].id);
                assertTrue(model.live, "a lock the model moved is still on chain");
                assertEq(locks[j].amount, model.amount, "lock amount");
                assertEq(uint256(locks[j].weight), model.weight, "lock weight");
                assertEq(uint256(locks[j].energyRatio), model.energyRatio, "lock energy ratio");
                assertEq(uint256(locks[j].unlockAt), model.unlockAt, "lock unlock time");
            }
            assertEq(demand, handler.modelDemand(actor), "demand");
        }
    }
}
