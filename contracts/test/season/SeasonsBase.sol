// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice A seasons contract administered by this test (also its operator), paying into a real
/// reward distributor, with the rules DIRECT_BPS, DIFFUSED_BPS and EXTEND_BPS, and a reward token
/// the test holds and has approved.
abstract contract SeasonsBase is Test {
    uint256 internal constant START = 1_700_000_000;
    uint64 internal constant WEEK = 7 days;
    uint16 internal constant DIRECT_BPS = 1_000;
    uint16 internal constant DIFFUSED_BPS = 500;
    uint16 internal constant EXTEND_BPS = 2_000;
    uint256 internal constant ASK1 = 100e18;
    uint256 internal constant ASK2 = 1_000e18;
    uint256 internal constant BALANCE = 1e30;

    FomoSeasons internal seasons;
    FomoRewardDistributor internal distributor;
    TestERC20 internal token;
    address internal alice;

    function setUp() public virtual {
        vm.warp(START);
        alice = makeAddr("alice");
        distributor = new FomoRewardDistributor(address(this), makeAddr("signer"));
        seasons = new FomoSeasons(address(this), address(distributor), DIRECT_BPS, DIFFUSED_BPS, EXTEND_BPS);
        token = new TestERC20("Fund", "FUND", 18);
        token.mint(address(this), BALANCE);
        token.approve(address(seasons), type(uint256).max);
    }

    /// @dev Opens the next season, ending a week after the later of now and the previous end.
    function _openNext() internal returns (uint32 number, uint64 endTime) {
        uint32 previous = seasons.currentSeason();
        uint256 from = block.timestamp;
        if (previous != 0) {
            (uint64 previousEnd,,) = seasons.season(previous);
            if (previousEnd > from) from = previousEnd;
        }
        (number, endTime) = (previous + 1, uint64(from) + WEEK);
        seasons.openSeason(number, endTime, ASK1, ASK2);
    }
}
