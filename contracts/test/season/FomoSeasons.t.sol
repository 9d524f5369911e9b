// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {SeasonsBase} from "./SeasonsBase.sol";

/// @notice FomoSeasons' seasons and rules: numbers run 1, 2, 3 with growing end times in the
/// future and ordered asks; each season keeps the rules in force when it was opened; only the
/// operator opens and pauses, only the admin sets the rules, within 10000 basis points.
contract FomoSeasonsTest is SeasonsBase {
    event SeasonOpened(uint32 indexed number, uint64 endTime, uint256 nft1Ask, uint256 nft2Ask);
    event EnergySharesSet(uint16 directBps, uint16 diffusedBps);
    event ExtendRewardSet(uint16 bps);

    // ------------------------------------------------------------------ constructor

    function test_Constructor_GrantsRolesAndEmitsTheRules() public {
        vm.expectEmit();
        emit EnergySharesSet(3, 4);
        vm.expectEmit();
        emit ExtendRewardSet(5);
        FomoSeasons fresh = new FomoSeasons(alice, address(distributor), 3, 4, 5);
        assertTrue(fresh.hasRole(fresh.DEFAULT_ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.OPERATOR_ROLE(), alice));
        assertFalse(fresh.hasRole(fresh.ADMIN_ROLE(), address(this)));
        assertEq(fresh.distributor(), address(distributor));
        (uint16 direct, uint16 diffused) = fresh.energyShares();
        assertEq(direct, 3);
        assertEq(diffused, 4);
        assertEq(fresh.extendRewardBps(), 5);
        assertEq(fresh.currentSeason(), 0);
    }

    function test_Constructor_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoSeasons.ZeroAddress.selector);
        new FomoSeasons(address(0), address(distributor), 0, 0, 0);
        vm.expectRevert(FomoSeasons.ZeroAddress.selector);
        new FomoSeasons(address(this), address(0), 0, 0, 0);
    }

    function test_Constructor_RevertWhen_ShareTooLarge() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, 10_001));
        new FomoSeasons(address(this), address(distributor), 10_001, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, 10_001));
        new FomoSeasons(address(this), address(distributor), 0, 0, 10_001);
    }

    // ------------------------------------------------------------------ openSeason

    function test_OpenSeason_RecordsTheSeason() public {
        uint64 end = uint64(START) + WEEK;
        vm.expectEmit(address(seasons));
        emit SeasonOpened(1, end, ASK1, ASK2);
        seasons.openSeason(1, end, ASK1, ASK2);
        assertEq(seasons.currentSeason(), 1);
        (uint64 endTime, uint256 nft1Ask, uint256 nft2Ask) = seasons.season(1);
        assertEq(endTime, end);
        assertEq(nft1Ask, ASK1);
        assertEq(nft2Ask, ASK2);
        (uint64 startTime, uint16 direct, uint16 diffused, uint16 extend) = seasons.seasonRules(1);
        assertEq(startTime, START); // the first season starts when it is opened
        assertEq(direct, DIRECT_BPS);
        assertEq(diffused, DIFFUSED_BPS);
        assertEq(extend, EXTEND_BPS);
    }

    function test_OpenSeason_NextStartsAtThePreviousEnd() public {
        (, uint64 end1) = _openNext();
        seasons.openSeason(2, end1 + 1, 1, 2); // scheduled while season 1 runs
        vm.warp(end1 + 1 days);
        seasons.openSeason(3, end1 + 2 days, 5, 6); // opened late
        (uint64 start2,,,) = seasons.seasonRules(2);
        (uint64 start3,,,) = seasons.seasonRules(3);
        assertEq(start2, end1);
        assertEq(start3, end1 + 1);
        assertEq(seasons.currentSeason(), 3);
    }

    function test_OpenSeason_RevertWhen_WrongNumber() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.WrongSeasonNumber.selector, 1));
        seasons.openSeason(0, uint64(START) + WEEK, ASK1, ASK2);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.WrongSeasonNumber.selector, 1));
        seasons.openSeason(2, uint64(START) + WEEK, ASK1, ASK2);
        (, uint64 end1) = _openNext();
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.WrongSeasonNumber.selector, 2));
        seasons.openSeason(1, end1 + WEEK, ASK1, ASK2); // the same number again
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.WrongSeasonNumber.selector, 2));
        seasons.openSeason(3, end1 + WEEK, ASK1, ASK2);
    }

    function test_OpenSeason_RevertWhen_EndNotInTheFuture() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, uint64(START)));
        seasons.openSeason(1, uint64(START), ASK1, ASK2);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, uint64(START - 1)));
        seasons.openSeason(1, uint64(START - 1), ASK1, ASK2);
        seasons.openSeason(1, uint64(START + 1), ASK1, ASK2);
        vm.warp(START + 10);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, uint64(START + 10)));
        seasons.openSeason(2, uint64(START + 10), ASK1, ASK2);
    }

    function test_OpenSeason_RevertWhen_EndNotAfterThePreviousEnd() public {
        (, uint64 end1) = _openNext();
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, end1));
        seasons.openSeason(2, end1, ASK1, ASK2);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.InvalidEndTime.selector, end1 - 1));
        seasons.openSeason(2, end1 - 1, ASK1, ASK2); // in the future, but before season 1 ends
        seasons.openSeason(2, end1 + 1, ASK1, ASK2);
    }

    function test_OpenSeason_RevertWhen_InvalidAsks() public {
        uint64 end = uint64(START) + WEEK;
        vm.expectRevert(FomoSeasons.InvalidAsks.selector);
        seasons.openSeason(1, end, 0, ASK2);
        vm.expectRevert(FomoSeasons.InvalidAsks.selector);
        seasons.openSeason(1, end, ASK1, ASK1);
        vm.expectRevert(FomoSeasons.InvalidAsks.selector);
        seasons.openSeason(1, end, ASK2, ASK1);
        seasons.openSeason(1, end, 1, 2);
    }

    function test_OpenSeason_RevertWhen_NotOperator() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, alice, seasons.OPERATOR_ROLE()
            )
        );
        vm.prank(alice);
        seasons.openSeason(1, uint64(START) + WEEK, ASK1, ASK2);
        seasons.grantRole(seasons.OPERATOR_ROLE(), alice);
        vm.prank(alice);
        seasons.openSeason(1, uint64(START) + WEEK, ASK1, ASK2);
        assertEq(seasons.currentSeason(), 1);
    }

    function test_OpenSeason_RevertWhen_Paused() public {
        seasons.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        seasons.openSeason(1, uint64(START) + WEEK, ASK1, ASK2);
        seasons.unpause();
        seasons.openSeason(1, uint64(START) + WEEK, ASK1, ASK2);
    }

    function test_OpenSeason_KeepsTheRulesInForceWhenOpened() public {
        _openNext();
        seasons.setEnergyShares(2_000, 0);
        seasons.setExtendReward(10_000);
        _openNext();
        (, uint16 direct1, uint16 diffused1, uint16 extend1) = seasons.seasonRules(1);
        (, uint16 direct2, uint16 diffused2, uint16 extend2) = seasons.seasonRules(2);
        assertEq(direct1, DIRECT_BPS);
        assertEq(diffused1, DIFFUSED_BPS);
        assertEq(extend1, EXTEND_BPS);
        assertEq(direct2, 2_000);
        assertEq(diffused2, 0);
        assertEq(extend2, 10_000);
    }

    // ------------------------------------------------------------------ pause

    function test_Pause_RevertWhen_NotOperator() public {
        bytes32 role = seasons.OPERATOR_ROLE();
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        vm.prank(alice);
        seasons.pause();
        seasons.pause();
        assertTrue(seasons.paused());
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        vm.prank(alice);
        seasons.unpause();
    }

    // ------------------------------------------------------------------ rules

    function test_SetEnergyShares() public {
        vm.expectEmit(address(seasons));
        emit EnergySharesSet(10_000, 0);
        seasons.setEnergyShares(10_000, 0);
        (uint16 direct, uint16 diffused) = seasons.energyShares();
        assertEq(direct, 10_000);
        assertEq(diffused, 0);
        seasons.setEnergyShares(0, 10_000);
        (direct, diffused) = seasons.energyShares();
        assertEq(direct, 0);
        assertEq(diffused, 10_000);
    }

    function test_SetEnergyShares_RevertWhen_ShareTooLarge() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, 10_001));
        seasons.setEnergyShares(10_001, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, type(uint16).max));
        seasons.setEnergyShares(0, type(uint16).max);
        (uint16 direct, uint16 diffused) = seasons.energyShares();
        assertEq(direct, DIRECT_BPS);
        assertEq(diffused, DIFFUSED_BPS);
    }

    function test_SetExtendReward() public {
        vm.expectEmit(address(seasons));
        emit ExtendRewardSet(10_000);
        seasons.setExtendReward(10_000);
        assertEq(seasons.extendRewardBps(), 10_000);
        seasons.setExtendReward(0);
        assertEq(seasons.extendRewardBps(), 0);
    }

    function test_SetExtendReward_RevertWhen_ShareTooLarge() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.ShareTooLarge.selector, 10_001));
        seasons.setExtendReward(10_001);
        assertEq(seasons.extendRewardBps(), EXTEND_BPS);
    }

    function test_SetRules_RevertWhen_NotAdmin() public {
        seasons.grantRole(seasons.OPERATOR_ROLE(), alice); // an operator is not an admin
        bytes memory refused = abi.encodeWithSelector(
            IAccessControl.AccessControlUnauthorizedAccount.selector, alice, seasons.ADMIN_ROLE()
        );
        vm.startPrank(alice);
        vm.expectRevert(refused);
        seasons.setEnergyShares(1, 1);
        vm.expectRevert(refused);
        seasons.setExtendReward(1);
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ views

    function test_Views_RevertWhen_UnknownSeason() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.UnknownSeason.selector, 1));
        seasons.season(1);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.UnknownSeason.selector, 0));
        seasons.seasonRules(0);
        assertEq(seasons.fundOf(1, address(token)), 0);
    }
}
