// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {Test} from "../utils/Test.sol";
import {InvestmentHandler} from "./InvestmentHandler.sol";

/// @notice Stateful invariants of FomoInvestment under investments across the close time and
/// right, reused, skipped and replayed withdrawals over days: totalWithdrawals is what was paid,
/// every paid number was the account's next one, each account's count is its paid withdrawals,
/// and what was invested is at the lock address, within investmentMax.
contract InvestmentInvariantTest is Test {
    InvestmentHandler private handler;
    FomoInvestment private invest;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new InvestmentHandler();
        invest = handler.invest();
        targetContract(address(handler));
    }

    function invariant_TotalWithdrawalsIsWhatWasPaid() public view {
        assertEq(invest.totalWithdrawals(), handler.ghostPaid(), "totalWithdrawals != paid");
    }

    function invariant_NumbersStrictlySequential() public view {
        assertFalse(handler.outOfSequence(), "a number other than the next one paid");
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            assertEq(invest.withdrawalCount(actor), handler.ghostWithdrawals(actor), "count != paid withdrawals");
        }
    }

    function invariant_InvestedSitsAtTheLock() public view {
        assertEq(handler.hjw().balanceOf(handler.lock()), invest.totalInvestment(), "lock != totalInvestment");
        assertLe(invest.totalInvestment(), invest.investmentMax(), "above investmentMax");
    }
}
