// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {VoucherLib} from "../mining/VoucherLib.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {SeasonsBase} from "./SeasonsBase.sol";

/// @notice FomoSeasons' funds: pulled from the operator into the distributor before the season's
/// end, added up per season and token, and payable from there with the distributor's vouchers.
contract FomoSeasonsFundTest is SeasonsBase {
    event SeasonFunded(uint32 indexed number, address indexed token, uint256 amount, uint256 totalFund);

    uint64 private end1;

    function setUp() public override {
        super.setUp();
        (, end1) = _openNext();
    }

    function test_FundSeason_PullsIntoTheDistributor() public {
        vm.expectEmit(address(seasons));
        emit SeasonFunded(1, address(token), 5e18, 5e18);
        seasons.fundSeason(1, address(token), 5e18);
        vm.expectEmit(address(seasons));
        emit SeasonFunded(1, address(token), 2e18, 7e18);
        seasons.fundSeason(1, address(token), 2e18);
        assertEq(seasons.fundOf(1, address(token)), 7e18);
        assertEq(token.balanceOf(address(distributor)), 7e18);
        assertEq(token.balanceOf(address(this)), BALANCE - 7e18);
        assertEq(token.balanceOf(address(seasons)), 0); // nothing stays here
    }

    function test_FundSeason_KeepsSeasonsAndTokensApart() public {
        TestERC20 other = new TestERC20("Other", "OTH", 6);
        other.mint(address(this), 1e6);
        other.approve(address(seasons), 1e6);
        seasons.openSeason(2, end1 + WEEK, ASK1, ASK2); // scheduled: fundable before it starts
        seasons.fundSeason(1, address(token), 3e18);
        seasons.fundSeason(2, address(token), 4e18);
        seasons.fundSeason(2, address(other), 1e6);
        assertEq(seasons.fundOf(1, address(token)), 3e18);
        assertEq(seasons.fundOf(2, address(token)), 4e18);
        assertEq(seasons.fundOf(1, address(other)), 0);
        assertEq(seasons.fundOf(2, address(other)), 1e6);
        assertEq(token.balanceOf(address(distributor)), 7e18);
    }

    function test_FundSeason_PullsFromTheCallingOperator() public {
        seasons.grantRole(seasons.OPERATOR_ROLE(), alice);
        token.mint(alice, 1e18);
        vm.startPrank(alice);
        token.approve(address(seasons), 1e18);
        seasons.fundSeason(1, address(token), 1e18);
        vm.stopPrank();
        assertEq(token.balanceOf(alice), 0);
        assertEq(token.balanceOf(address(this)), BALANCE);
        assertEq(seasons.fundOf(1, address(token)), 1e18);
    }

    function test_FundSeason_UntilTheLastSecond() public {
        vm.warp(end1 - 1);
        seasons.fundSeason(1, address(token), 1);
        assertEq(seasons.fundOf(1, address(token)), 1);
    }

    function test_FundSeason_RevertWhen_Ended() public {
        vm.warp(end1);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.SeasonEnded.selector, 1, end1));
        seasons.fundSeason(1, address(token), 1);
        vm.warp(end1 + 365 days);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.SeasonEnded.selector, 1, end1));
        seasons.fundSeason(1, address(token), 1);
        assertEq(token.balanceOf(address(distributor)), 0);
    }

    function test_FundSeason_RevertWhen_UnknownSeason() public {
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.UnknownSeason.selector, 0));
        seasons.fundSeason(0, address(token), 1);
        vm.expectRevert(abi.encodeWithSelector(FomoSeasons.UnknownSeason.selector, 2));
        seasons.fundSeason(2, address(token), 1);
    }

    function test_FundSeason_RevertWhen_Zero() public {
        vm.expectRevert(FomoSeasons.ZeroAmount.selector);
        seasons.fundSeason(1, address(token), 0);
    }

    function test_FundSeason_RevertWhen_NotOperator() public {
        token.mint(alice, 1e18);
        vm.prank(alice);
        token.approve(address(seasons), 1e18);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, alice, seasons.OPERATOR_ROLE()
            )
        );
        vm.prank(alice);
        seasons.fundSeason(1, address(token), 1e18);
    }

    function test_FundSeason_RevertWhen_Paused() public {
        seasons.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        seasons.fundSeason(1, address(token), 1);
        seasons.unpause();
        seasons.fundSeason(1, address(token), 1);
    }

    function test_FundSeason_RevertWhen_NotApproved() public {
        token.approve(address(seasons), 0);
        vm.expectRevert(); // the token's own allowance error
        seasons.fundSeason(1, address(token), 1);
        assertEq(seasons.fundOf(1, address(token)), 0);
    }

    /// @dev The fund is the distributor's to pay: a voucher for part of it pays out.
    function test_FundSeason_IsPaidByTheDistributorsVouchers() public {
        (address signer, uint256 key) = makeAddrAndKey("voucher signer");
        distributor.setSigner(signer);
        distributor.setDailyCap(address(token), 10e18);
        seasons.fundSeason(1, address(token), 10e18);
        uint256 deadline = block.timestamp + 1 hours;
        address[] memory tokens = VoucherLib.one(address(token));
        uint256[] memory totals = VoucherLib.one(uint256(4e18));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, VoucherLib.digest(address(distributor), block.chainid, alice, tokens, totals, deadline));
        vm.prank(alice);
        FomoRewardDistributor(distributor).distributeReward(tokens, totals, deadline, v, r, s);
        assertEq(token.balanceOf(alice), 4e18);
        assertEq(token.balanceOf(address(distributor)), 6e18);
    }
}
