// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {DistributorBase} from "./DistributorBase.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice The one-token entry point `distributeTokenReward`: the same signed struct as the spec's
/// call with one-element arrays, an EIP-2098 compact signature, and every refusal the spec's call has.
contract DistributeTokenRewardTest is DistributorBase {
    event RewardDistributed(address indexed account, address indexed token, uint256 amount, uint256 totalPaid);

    uint256 private constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    /// @dev The signer's compact signature of Reward(account, [token], [total], deadline).
    function _signOne(address account, address token, uint256 total, uint256 deadline)
        private
        view
        returns (bytes32 r, bytes32 vs)
    {
        (uint8 v, bytes32 r_, bytes32 s) = _sign(account, VoucherLib.one(token), VoucherLib.one(total), deadline);
        return (r_, VoucherLib.compact(v, s));
    }

    function _claimOne(address account, uint256 total) private {
        uint256 deadline = block.timestamp + 1 hours;
        (bytes32 r, bytes32 vs) = _signOne(account, address(tokenA), total, deadline);
        vm.prank(account);
        distributor.distributeTokenReward(address(tokenA), total, deadline, r, vs);
    }

    function test_DistributeTokenReward_PaysTheTotalThenTheDifference() public {
        vm.expectEmit(address(distributor));
        emit RewardDistributed(alice, address(tokenA), 10e18, 10e18);
        _claimOne(alice, 10e18);
        _claimOne(alice, 15e18);
        assertEq(tokenA.balanceOf(alice), 15e18);
        assertEq(distributor.getDistributeReward(alice, address(tokenA)), 15e18);
    }

    /// @dev One signature, either call: the struct is the same, and the paid total is shared.
    function test_DistributeTokenReward_SameVoucherAsTheSpecCall() public {
        uint256 deadline = block.timestamp + 1 hours;
        address[] memory tokens = VoucherLib.one(address(tokenA));
        uint256[] memory totals = VoucherLib.one(7e18);
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, tokens, totals, deadline);
        vm.prank(alice);
        distributor.distributeTokenReward(address(tokenA), 7e18, deadline, r, VoucherLib.compact(v, s));
        assertEq(tokenA.balanceOf(alice), 7e18);
        vm.prank(alice);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector); // the spec's call with it pays nothing more
        distributor.distributeReward(tokens, totals, deadline, v, r, s);
    }

    function test_DistributeTokenReward_RevertWhen_Replayed() public {
        uint256 deadline = block.timestamp + 1 hours;
        (bytes32 r, bytes32 vs) = _signOne(alice, address(tokenA), 3e18, deadline);
        vm.prank(alice);
        distributor.distributeTokenReward(address(tokenA), 3e18, deadline, r, vs);
        vm.prank(alice);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        distributor.distributeTokenReward(address(tokenA), 3e18, deadline, r, vs);
        assertEq(tokenA.balanceOf(alice), 3e18);
    }

    function test_DistributeTokenReward_RevertWhen_Tampered() public {
        uint256 deadline = block.timestamp + 1 hours;
        (bytes32 r, bytes32 vs) = _signOne(alice, address(tokenA), 3e18, deadline);
        vm.startPrank(alice);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 3e18 + 1, deadline, r, vs); // another total
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenB), 3e18, deadline, r, vs); // another token
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 3e18, deadline + 1, r, vs); // another deadline
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 3e18, deadline, r, vs ^ bytes32(uint256(1) << 255)); // v
        vm.stopPrank();
        vm.prank(bob); // another account
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 3e18, deadline, r, vs);
    }

    function test_DistributeTokenReward_RevertWhen_NotTheSigner() public {
        (, uint256 otherKey) = makeAddrAndKey("mallory");
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _signWith(
            otherKey,
            address(distributor),
            block.chainid,
            alice,
            VoucherLib.one(address(tokenA)),
            VoucherLib.one(1e18),
            deadline
        );
        vm.prank(alice);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 1e18, deadline, r, VoucherLib.compact(v, s));
    }

    /// @dev The malleable twin (n - s, the other v) is refused as the spec's call refuses a high s.
    function test_DistributeTokenReward_RevertWhen_HighS() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, VoucherLib.one(address(tokenA)), VoucherLib.one(1e18), deadline);
        bytes32 highS = bytes32(SECP256K1_N - uint256(s)); // its top bit is set: the compact form cannot carry it
        uint8 otherV = v == 27 ? 28 : 27;
        bytes32 vs = bytes32(uint256(highS) & ((1 << 255) - 1) | (uint256(otherV - 27) << 255));
        vm.prank(alice);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        distributor.distributeTokenReward(address(tokenA), 1e18, deadline, r, vs);
    }

    function test_DistributeTokenReward_RevertWhen_Expired() public {
        uint256 deadline = block.timestamp - 1;
        (bytes32 r, bytes32 vs) = _signOne(alice, address(tokenA), 1, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.VoucherExpired.selector, deadline));
        distributor.distributeTokenReward(address(tokenA), 1, deadline, r, vs);
    }

    function test_DistributeTokenReward_RevertWhen_Paused() public {
        distributor.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _claimOne(alice, 1);
        distributor.unpause();
        _claimOne(alice, 1);
        assertEq(tokenA.balanceOf(alice), 1);
    }

    /// @dev The signer rotated while paused and unpaused: the one slot read holds both, right.
    function test_DistributeTokenReward_ReadsTheSignerBesideThePauseFlag() public {
        (address other, uint256 otherKey) = makeAddrAndKey("next signer");
        distributor.pause();
        distributor.setSigner(other);
        distributor.unpause();
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _signWith(
            otherKey,
            address(distributor),
            block.chainid,
            alice,
            VoucherLib.one(address(tokenA)),
            VoucherLib.one(2),
            deadline
        );
        vm.prank(alice);
        distributor.distributeTokenReward(address(tokenA), 2, deadline, r, VoucherLib.compact(v, s));
        assertEq(tokenA.balanceOf(alice), 2);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector); // the old key's vouchers stop
        _claimOne(bob, 1);
    }

    function test_DistributeTokenReward_RevertWhen_TokenNotPayableOrOverTheCap() public {
        distributor.setDailyCap(address(tokenB), 0);
        uint256 deadline = block.timestamp + 1 hours;
        (bytes32 r, bytes32 vs) = _signOne(alice, address(tokenB), 1, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.TokenNotPayable.selector, address(tokenB)));
        distributor.distributeTokenReward(address(tokenB), 1, deadline, r, vs);
        _claimOne(alice, CAP);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.DailyCapExceeded.selector, address(tokenA), 0));
        _claimOne(bob, 1);
    }

    function testFuzz_DistributeTokenReward(uint256 first, uint256 second) public {
        first = bound(first, 1, CAP / 2);
        second = bound(second, 0, CAP / 2);
        _claimOne(alice, first);
        if (second <= first) vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _claimOne(alice, second);
        uint256 highest = first > second ? first : second;
        assertEq(tokenA.balanceOf(alice), highest);
    }

    function test_DistributeTokenReward_FixedInputs() public {
        testFuzz_DistributeTokenReward(300e18, 100e18);
    }

    function test_DistributeTokenReward_FixedInputs_Growing() public {
        testFuzz_DistributeTokenReward(300e18, 400e18);
    }
}
