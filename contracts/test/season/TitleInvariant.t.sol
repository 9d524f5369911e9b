// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {Test} from "../utils/Test.sol";
import {TitleHandler} from "./TitleHandler.sol";

/// @notice Stateful invariants of FomoTitleNFT under fresh, expired, wrong-tier and replayed
/// claims and transfer attempts over time: at most one token per (account, season, tier), held by
/// that account; total supply equals the claims that succeeded; no title ever moves.
contract TitleInvariantTest is Test {
    TitleHandler private handler;
    FomoTitleNFT private titles;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new TitleHandler();
        titles = handler.titles();
        targetContract(address(handler));
    }

    function invariant_OneTokenPerAccountSeasonAndTier() public view {
        for (uint256 i; i < handler.actorCount(); ++i) {
            address actor = handler.actors(i);
            uint256 held;
            for (uint32 season = 1; season <= handler.SEASONS(); ++season) {
                for (uint8 tier; tier < handler.TIERS(); ++tier) {
                    uint256 mints = handler.ghostMints(actor, season, tier);
                    assertLe(mints, 1, "a title minted twice");
                    assertEq(titles.hasTitle(actor, season, tier), mints == 1, "hasTitle != minted");
                    if (tier == 0 || tier == 3) assertEq(mints, 0, "an invalid tier minted");
                    held += mints;
                }
            }
            assertEq(titles.balanceOf(actor), held, "balance != titles claimed");
        }
    }

    function invariant_TotalSupplyIsTheClaims() public view {
        assertEq(titles.totalSupply(), handler.ghostClaims(), "totalSupply != claims");
    }

    function invariant_NoTitleMoves() public view {
        assertFalse(handler.transferred(), "a title was transferred");
    }
}
