// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {Test} from "../utils/Test.sol";
import {DistributorHandler} from "./DistributorHandler.sol";

/// @notice Stateful invariants of FomoRewardDistributor under random, replayed and stale vouchers
/// over several days: no account is ever paid more than the highest total it was given, what it
/// holds is what the contract says it paid, and no token pays more than its cap in a day.
contract DistributorInvariantTest is Test {
    DistributorHandler private handler;
    FomoRewardDistributor private distributor;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new DistributorHandler();
        distributor = handler.distributor();
        targetContract(address(handler));
    }

    function invariant_NeverPaysAboveTheHighestVoucher() public view {
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            for (uint256 t; t < 2; ++t) {
                address token = address(handler.tokens(t));
                uint256 paid = distributor.getDistributeReward(actor, token);
                assertLe(paid, handler.highestGiven(actor, token), "paid above the highest voucher");
                assertEq(handler.tokens(t).balanceOf(actor), paid, "received != recorded");
            }
        }
    }

    function invariant_NeverPaysAboveTheDailyCap() public view {
        for (uint256 t; t < 2; ++t) {
            assertLe(handler.maxPaidInADay(address(handler.tokens(t))), handler.CAP(), "daily cap exceeded");
        }
    }
}
