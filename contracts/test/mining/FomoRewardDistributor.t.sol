// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {DistributorBase} from "./DistributorBase.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice FomoRewardDistributor's claims, caps, admin functions and views.
contract FomoRewardDistributorTest is DistributorBase {
    event RewardDistributed(address indexed account, address indexed token, uint256 amount, uint256 totalPaid);
    event SignerChanged(address indexed signer);
    event DailyCapSet(address indexed token, uint256 cap);
    event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);

    function test_Constructor_GrantsRolesAndSigner() public view {
        assertTrue(distributor.hasRole(distributor.DEFAULT_ADMIN_ROLE(), address(this)));
        assertTrue(distributor.hasRole(distributor.ADMIN_ROLE(), address(this)));
        assertTrue(distributor.hasRole(distributor.OPERATOR_ROLE(), address(this)));
        assertEq(distributor.signer(), signer);
    }

    function test_Constructor_RevertWhen_ZeroAdmin() public {
        vm.expectRevert(FomoRewardDistributor.ZeroAddress.selector);
        new FomoRewardDistributor(address(0), signer);
    }

    function test_Constructor_RevertWhen_ZeroSigner() public {
        vm.expectRevert(FomoRewardDistributor.ZeroAddress.selector);
        new FomoRewardDistributor(address(this), address(0));
    }

    // ------------------------------------------------------------------ distributeReward

    function test_DistributeReward_PaysTheTotal() public {
        vm.expectEmit(address(distributor));
        emit RewardDistributed(alice, address(tokenA), 10e18, 10e18);
        _claimA(alice, 10e18);
        assertEq(tokenA.balanceOf(alice), 10e18);
        assertEq(distributor.getDistributeReward(alice, address(tokenA)), 10e18);
    }

    function test_DistributeReward_PaysTheDifference() public {
        _claimA(alice, 10e18);
        vm.expectEmit(address(distributor));
        emit RewardDistributed(alice, address(tokenA), 5e18, 15e18);
        _claimA(alice, 15e18);
        assertEq(tokenA.balanceOf(alice), 15e18);
    }

    function test_DistributeReward_SeveralTokens() public {
        _claim(alice, _pair(address(tokenA), address(tokenB)), _pair(3e18, 4e18));
        assertEq(tokenA.balanceOf(alice), 3e18);
        assertEq(tokenB.balanceOf(alice), 4e18);
        // a newer voucher: B grew, A did not
        _claim(alice, _pair(address(tokenA), address(tokenB)), _pair(3e18, 9e18));
        assertEq(tokenA.balanceOf(alice), 3e18);
        assertEq(tokenB.balanceOf(alice), 9e18);
    }

    function test_DistributeReward_RepeatedTokenPaysOnce() public {
        _claim(alice, _pair(address(tokenA), address(tokenA)), _pair(7e18, 7e18));
        assertEq(tokenA.balanceOf(alice), 7e18);
        _claim(bob, _pair(address(tokenA), address(tokenA)), _pair(2e18, 5e18));
        assertEq(tokenA.balanceOf(bob), 5e18); // the highest total, once
        assertEq(distributor.getDistributeReward(bob, address(tokenA)), 5e18);
    }

    function test_DistributeReward_AtTheDeadline() public {
        uint256 deadline = block.timestamp;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, VoucherLib.one(address(tokenA)), VoucherLib.one(1), deadline);
        vm.prank(alice);
        distributor.distributeReward(VoucherLib.one(address(tokenA)), VoucherLib.one(1), deadline, v, r, s);
        assertEq(tokenA.balanceOf(alice), 1);
    }

    function test_DistributeReward_RevertWhen_Expired() public {
        uint256 deadline = block.timestamp - 1;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, VoucherLib.one(address(tokenA)), VoucherLib.one(1), deadline);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.VoucherExpired.selector, deadline));
        vm.prank(alice);
        distributor.distributeReward(VoucherLib.one(address(tokenA)), VoucherLib.one(1), deadline, v, r, s);
    }

    function test_DistributeReward_RevertWhen_LengthMismatch() public {
        address[] memory tokens = VoucherLib.one(address(tokenA));
        uint256[] memory totals = _pair(1, 2);
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, tokens, totals, block.timestamp);
        vm.expectRevert(FomoRewardDistributor.LengthMismatch.selector);
        vm.prank(alice);
        distributor.distributeReward(tokens, totals, block.timestamp, v, r, s);
    }

    function test_DistributeReward_RevertWhen_NotTheSigner() public {
        (, uint256 otherKey) = makeAddrAndKey("mallory");
        address[] memory tokens = VoucherLib.one(address(tokenA));
        uint256[] memory totals = VoucherLib.one(1e18);
        (uint8 v, bytes32 r, bytes32 s) =
            _signWith(otherKey, address(distributor), block.chainid, alice, tokens, totals, block.timestamp);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        vm.prank(alice);
        distributor.distributeReward(tokens, totals, block.timestamp, v, r, s);
    }

    function test_DistributeReward_RevertWhen_Paused() public {
        distributor.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _claimA(alice, 1);
        distributor.unpause();
        _claimA(alice, 1);
        assertEq(tokenA.balanceOf(alice), 1);
    }

    function test_DistributeReward_RevertWhen_NothingToClaim() public {
        _claimA(alice, 5);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _claimA(alice, 5);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _claimA(bob, 0);
    }

    function test_DistributeReward_RevertWhen_TokenNotPayable() public {
        distributor.setDailyCap(address(tokenB), 0);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.TokenNotPayable.selector, address(tokenB)));
        _claim(alice, VoucherLib.one(address(tokenB)), VoucherLib.one(1));
    }

    function test_DistributeReward_RevertWhen_DailyCapExceeded() public {
        _claimA(alice, CAP / 4);
        (uint256 cap, uint256 used) = distributor.dailyCapOf(address(tokenA));
        uint256 left = cap - used; // 3/4 of the cap, to a unit of cap / (2^30 - 1)
        assertEq(cap, CAP);
        assertLe(left, CAP - CAP / 4);
        assertGt(left + CAP / 1e9, CAP - CAP / 4);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), left));
        _claimA(bob, CAP - CAP / 4 + 1);
        _claimA(bob, left); // what was left is payable
        (, used) = distributor.dailyCapOf(address(tokenA));
        assertEq(used, CAP);
    }

    function test_DistributeReward_CapComesBackAfterTheWindow() public {
        _claimA(alice, CAP);
        vm.warp(block.timestamp + 24 hours - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), 0));
        _claimA(bob, 1);
        vm.warp(block.timestamp + 8 hours + 1); // every period of the payout has passed
        (, uint256 used) = distributor.dailyCapOf(address(tokenA));
        assertEq(used, 0);
        _claimA(bob, CAP);
        assertEq(tokenA.balanceOf(bob), CAP);
    }

    /// @dev A changed cap keeps the share of the window used: all of it used leaves nothing of the
    /// new cap, half of it used leaves half of the new one.
    function test_DistributeReward_CapLoweredKeepsTheShareUsed() public {
        _claimA(alice, CAP);
        distributor.setDailyCap(address(tokenA), CAP / 2);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), 0));
        _claimA(bob, 1);
        vm.warp(block.timestamp + 32 hours);
        _claimA(bob, CAP / 4); // half of the new cap
        distributor.setDailyCap(address(tokenA), CAP / 10);
        (uint256 cap, uint256 used) = distributor.dailyCapOf(address(tokenA));
        assertEq(cap, CAP / 10);
        assertGe(used, CAP / 20);
        assertLe(used, CAP / 20 + CAP / 1e9);
    }

    function testFuzz_DistributeReward(uint256 first, uint256 second) public {
        first = bound(first, 1, CAP / 2);
        second = bound(second, 0, CAP / 2);
        _claimA(alice, first);
        if (second <= first) {
            vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
            _claimA(alice, second);
        } else {
            _claimA(alice, second);
        }
        uint256 highest = first > second ? first : second;
        assertEq(tokenA.balanceOf(alice), highest);
        assertEq(distributor.getDistributeReward(alice, address(tokenA)), highest);
    }

    function test_DistributeReward_FixedInputs() public {
        testFuzz_DistributeReward(300e18, 100e18);
    }

    function test_DistributeReward_FixedInputs_Growing() public {
        testFuzz_DistributeReward(100e18, 300e18);
    }

    // ------------------------------------------------------------------ admin

    function test_SetSigner() public {
        (address next, uint256 nextKey) = makeAddrAndKey("next signer");
        vm.expectEmit(address(distributor));
        emit SignerChanged(next);
        distributor.setSigner(next);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        _claimA(alice, 1); // signed by the old key
        signerKey = nextKey;
        _claimA(alice, 1);
        assertEq(tokenA.balanceOf(alice), 1);
    }

    function test_SetSigner_RevertWhen_Zero() public {
        vm.expectRevert(FomoRewardDistributor.ZeroAddress.selector);
        distributor.setSigner(address(0));
    }

    function test_SetSigner_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, distributor.ADMIN_ROLE());
        vm.prank(alice);
        distributor.setSigner(alice);
    }

    function test_SetDailyCap() public {
        vm.expectEmit(address(distributor));
        emit DailyCapSet(address(tokenA), 5);
        distributor.setDailyCap(address(tokenA), 5);
        (uint256 cap,) = distributor.dailyCapOf(address(tokenA));
        assertEq(cap, 5);
    }

    function test_SetDailyCap_RevertWhen_CapTooLarge() public {
        vm.expectRevert(FomoRewardDistributor.CapTooLarge.selector);
        distributor.setDailyCap(address(tokenA), uint256(type(uint112).max) + 1);
    }

    function test_SetDailyCap_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, distributor.ADMIN_ROLE());
        vm.prank(alice);
        distributor.setDailyCap(address(tokenA), 1);
    }

    function test_Pause_RevertWhen_NotOperator() public {
        _expectUnauthorized(alice, distributor.OPERATOR_ROLE());
        vm.prank(alice);
        distributor.pause();
    }

    function test_Unpause_RevertWhen_NotOperator() public {
        distributor.pause();
        _expectUnauthorized(alice, distributor.OPERATOR_ROLE());
        vm.prank(alice);
        distributor.unpause();
    }

    function test_WithdrawFunds() public {
        vm.expectEmit(address(distributor));
        emit FundsWithdrawn(address(tokenA), bob, 7);
        distributor.withdrawFunds(address(tokenA), bob, 7);
        assertEq(tokenA.balanceOf(bob), 7);
    }

    function test_WithdrawFunds_RevertWhen_ZeroRecipient() public {
        vm.expectRevert(FomoRewardDistributor.ZeroAddress.selector);
        distributor.withdrawFunds(address(tokenA), address(0), 7);
    }

    function test_WithdrawFunds_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, distributor.ADMIN_ROLE());
        vm.prank(alice);
        distributor.withdrawFunds(address(tokenA), alice, 7);
    }

    // ------------------------------------------------------------------ views

    function test_DomainAndHashesMatchTheStandard() public view {
        assertEq(distributor.DOMAIN_SEPARATOR(), VoucherLib.domainSeparator(address(distributor), block.chainid));
        address[] memory tokens = _pair(address(tokenA), address(tokenB));
        uint256[] memory totals = _pair(1, 2);
        assertEq(distributor.hashReward(alice, tokens, totals, 9), VoucherLib.structHash(alice, tokens, totals, 9));
        assertEq(
            distributor.rewardDigest(alice, tokens, totals, 9),
            VoucherLib.digest(address(distributor), block.chainid, alice, tokens, totals, 9)
        );
        (, string memory name, string memory version, uint256 chainId, address verifier,,) = distributor.eip712Domain();
        assertEq(name, "FomoRewardDistributor");
        assertEq(version, "1");
        assertEq(chainId, block.chainid);
        assertEq(verifier, address(distributor));
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }
}
