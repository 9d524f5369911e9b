// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {SeasonsBase} from "./SeasonsBase.sol";

/// @notice FomoSeasons over arbitrary inputs: each check accepts exactly what the rule allows.
contract FomoSeasonsFuzzTest is SeasonsBase {
    /// @dev Asks are accepted exactly when 0 < nft1Ask < nft2Ask.
    function testFuzz_OpenSeason_Asks(uint256 nft1Ask, uint256 nft2Ask) public {
        bool valid = nft1Ask > 0 && nft1Ask < nft2Ask;
        if (!valid) vm.expectRevert(FomoSeasons.InvalidAsks.selector);
        seasons.openSeason(1, uint64(START) + WEEK, nft1Ask, nft2Ask);
        if (valid) {
            (, uint256 ask1, uint256 ask2) = seasons.season(1);
            assertEq(ask1, nft1Ask);
            assertEq(ask2, nft2Ask);
        }
    }

    function test_OpenSeason_Asks_FixedInputs() public {
        testFuzz_OpenSeason_Asks(1, type(uint256).max);
    }

    /// @dev After `opened` seasons, only the next number is accepted.
    function testFuzz_OpenSeason_Number(uint8 opened, uint32 number) public {
        opened = uint8(bound(opened, 0, 5));
        for (uint256 i; i < opened; ++i) {
            _openNext();
        }
        uint32 expected = uint32(opened) + 1;
        uint64 end = uint64(START) + WEEK * (uint64(opened) + 1);
        if (number != expected) {
            vm.expectRevert(abi.encodeWithSelector(FomoSeasons.WrongSeasonNumber.selector, expected));
        }
        seasons.openSeason(number, end, ASK1, ASK2);
        assertEq(seasons.currentSeason(), number == expected ? expected : opened);
    }

    function test_OpenSeason_Number_FixedInputs() public {
        testFuzz_OpenSeason_Number(3, 3);
    }

    /// @dev An end time is accepted exactly when it is after both now and the previous end.
    function testFuzz_OpenSeason_EndTime(uint64 previousEnd, uint64 elapsed, uint64 endTime) public {
        previousEnd = uint64(bound(previousEnd, START + 1, START + 365 days));
        seasons.openSeason(1, previousEnd, ASK1, ASK2);
        vm.warp(START + bound(elapsed, 0, 730 days));
        bool valid = endTime > block.timestamp && endTime > previousEnd;
        if (!valid) vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, endTime));
        seasons.openSeason(2, endTime, ASK1, ASK2);
        if (valid) {
            (uint64 end,,) = seasons.season(2);
            (uint64 start,,,) = seasons.seasonRules(2);
            assertEq(end, endTime);
            assertEq(start, previousEnd);
        }
    }

    function test_OpenSeason_EndTime_FixedInputs() public {
        testFuzz_OpenSeason_EndTime(uint64(START) + WEEK, 3 days, uint64(START) + WEEK);
    }

    /// @dev Shares are accepted exactly when each is at most 10000 basis points.
    function testFuzz_SetEnergyShares(uint16 directBps, uint16 diffusedBps) public {
        if (directBps > 10_000) {
            vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, directBps));
        } else if (diffusedBps > 10_000) {
            vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, diffusedBps));
        }
        seasons.setEnergyShares(directBps, diffusedBps);
        (uint16 direct, uint16 diffused) = seasons.energyShares();
        bool valid = directBps <= 10_000 && diffusedBps <= 10_000;
        assertEq(direct, valid ? directBps : DIRECT_BPS);
        assertEq(diffused, valid ? diffusedBps : DIFFUSED_BPS);
    }

    function test_SetEnergyShares_FixedInputs() public {
        testFuzz_SetEnergyShares(10_000, 10_001);
    }

    function testFuzz_SetExtendReward(uint16 bps) public {
        if (bps > 10_000) vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, bps));
        seasons.setExtendReward(bps);
        assertEq(seasons.extendRewardBps(), bps > 10_000 ? EXTEND_BPS : bps);
    }

    function test_SetExtendReward_FixedInputs() public {
        testFuzz_SetExtendReward(10_000);
    }

    /// @dev A fund is accepted exactly before the end time, and adds up what arrived.
    function testFuzz_FundSeason_Time(uint64 elapsed, uint256 first, uint256 second) public {
        (, uint64 end) = _openNext();
        first = bound(first, 1, BALANCE / 2);
        second = bound(second, 1, BALANCE / 2);
        seasons.fundSeason(1, address(token), first);
        vm.warp(START + bound(elapsed, 0, 2 * WEEK));
        bool open = block.timestamp < end;
        if (!open) vm.expectRevert(abi.encodeWithSelector(FomoSeasons.SeasonEnded.selector, 1, end));
        seasons.fundSeason(1, address(token), second);
        uint256 total = open ? first + second : first;
        assertEq(seasons.fundOf(1, address(token)), total);
        assertEq(token.balanceOf(address(distributor)), total);
    }

    function test_FundSeason_Time_FixedInputs() public {
        testFuzz_FundSeason_Time(WEEK, 1e18, 2e18);
    }
}
