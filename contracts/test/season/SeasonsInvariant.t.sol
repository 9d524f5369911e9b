// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {SeasonsHandler} from "./SeasonsHandler.sol";

/// @notice Stateful invariants of FomoSeasons under right and wrong openings, funds of known and
/// unknown seasons with a plain and a fee-on-transfer token, and rule changes over time: seasons
/// run 1..currentSeason, each starting at its predecessor's end and ending later, with valid asks
/// and shares; each fund is what reached the distributor, accepted only before the season's end;
/// the seasons contract holds nothing.
contract SeasonsInvariantTest is Test {
    SeasonsHandler private handler;
    FomoSeasons private seasons;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new SeasonsHandler();
        seasons = handler.seasons();
        targetContract(address(handler));
    }

    function invariant_SeasonsAreAChain() public view {
        uint32 current = seasons.currentSeason();
        uint64 previousEnd;
        for (uint32 n = 1; n <= current; ++n) {
            (uint64 endTime, uint256 nft1Ask, uint256 nft2Ask) = seasons.season(n);
            (uint64 startTime, uint16 direct, uint16 diffused, uint16 extend) = seasons.seasonRules(n);
            if (n > 1) assertEq(startTime, previousEnd, "a season does not start at the previous end");
            assertGt(endTime, startTime, "a season ends before it starts");
            assertTrue(nft1Ask > 0 && nft1Ask < nft2Ask, "invalid asks");
            assertTrue(direct <= 10_000 && diffused <= 10_000 && extend <= 10_000, "a share above 100%");
            previousEnd = endTime;
        }
    }

    function invariant_FundsAreWhatArrivedInTime() public view {
        assertFalse(handler.fundedLate(), "a fund accepted at or after the season's end");
        uint32 current = seasons.currentSeason();
        for (uint256 i; i < handler.tokenCount(); ++i) {
            TestERC20 token = handler.tokens(i);
            uint256 sum;
            for (uint32 n; n <= current + 1; ++n) {
                uint256 fund = seasons.fundOf(n, address(token));
                assertEq(fund, handler.ghostArrived(n, address(token)), "fund != what arrived");
                sum += fund;
            }
            assertEq(token.balanceOf(handler.distributor()), sum, "distributor balance != funds");
            assertEq(token.balanceOf(address(seasons)), 0, "the seasons contract holds a token");
        }
    }
}
