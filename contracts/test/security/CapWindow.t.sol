// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {BridgeBase} from "../bridge/BridgeBase.sol";
import {InvestmentBase} from "../exchange/InvestmentBase.sol";
import {DistributorBase} from "../mining/DistributorBase.sol";

/// @notice Issue 27 item 3: a stolen key pays at most one cap in any 24 hours, midnight included.
/// Each contract pays its full cap at 23:59:59 and is refused one wei at 00:00:00 and through the
/// 24 hours after the payout; 32 hours after it (the window's rounding to 8-hour periods) the cap is
/// back in full.
contract DistributorCapWindowTest is DistributorBase {
    function test_DistributeReward_RevertWhen_CapSpentJustBeforeMidnight() public {
        uint256 midnight = (block.timestamp / 1 days + 1) * 1 days;
        vm.warp(midnight - 1);
        _claimA(alice, CAP);
        vm.warp(midnight);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), 0));
        _claimA(bob, 1);
        vm.warp(midnight - 1 + 1 days - 1); // the last second of the 24 hours after the payout
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), 0));
        _claimA(bob, 1);
        vm.warp(midnight - 1 + 32 hours);
        _claimA(bob, CAP);
        assertEq(tokenA.balanceOf(bob), CAP);
    }
}

contract BridgeCapWindowTest is BridgeBase {
    bytes32 private constant TX = keccak256("source tx");

    function test_TransferToken_RevertWhen_CapSpentJustBeforeMidnight() public {
        uint256 midnight = (block.timestamp / 1 days + 1) * 1 days;
        vm.warp(midnight - 1);
        _pay(bob, CAP, TX, 0);
        vm.warp(midnight);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 1);
        vm.warp(midnight - 1 + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 2);
        vm.warp(midnight - 1 + 32 hours);
        _pay(bob, CAP, TX, 3);
        assertEq(aura.balanceOf(bob), 2 * CAP);
    }
}

contract InvestmentCapWindowTest is InvestmentBase {
    function test_WithdrawalToken_RevertWhen_CapSpentJustBeforeMidnight() public {
        uint256 midnight = (block.timestamp / 1 days + 1) * 1 days;
        vm.warp(midnight - 1);
        _withdraw(alice, 0, CAP);
        vm.warp(midnight);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.DailyCapExceeded.selector, address(hjw), 0));
        _withdraw(bob, 0, 1);
        vm.warp(midnight - 1 + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.DailyCapExceeded.selector, address(hjw), 0));
        _withdraw(bob, 0, 1);
        uint256 before = hjw.balanceOf(bob);
        vm.warp(midnight - 1 + 32 hours);
        _withdraw(bob, 0, CAP);
        assertEq(hjw.balanceOf(bob) - before, CAP);
    }
}
