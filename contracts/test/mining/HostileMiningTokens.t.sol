// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HookToken, ITokenHook} from "../utils/tokens/HookToken.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {RevertingToken} from "../utils/tokens/RevertingToken.sol";
import {DistributorBase} from "./DistributorBase.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice An account contract that re-enters `target` with `reentry` from a HookToken hook, as
/// itself, once, keeping the reentrant call's revert selector.
contract Reenterer is ITokenHook {
    address public target;
    bytes public reentry;
    bytes4 public caught;
    bool public succeeded;

    function arm(address target_, bytes calldata reentry_) external {
        (target, reentry) = (target_, reentry_);
    }

    function call(address to, bytes calldata data) external {
        (bool ok, bytes memory err) = to.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(err, 0x20), mload(err))
            }
        }
    }

    function onTokenMove(address, address, uint256) external {
        address to = target;
        if (to == address(0)) return;
        target = address(0); // once
        (bool ok, bytes memory err) = to.call(reentry);
        succeeded = ok;
        if (!ok && err.length >= 4) caught = bytes4(err);
    }
}

/// @notice Hostile tokens against the three contracts: a broken or fee-taking reward token cannot
/// touch pledged LP; fee-on-transfer LP is credited what arrived; re-entry pays nothing twice.
contract HostileMiningTokensTest is DistributorBase {
    uint256 private constant AMOUNT = 1_000e18;

    FomoLPMining private mining;

    function setUp() public override {
        super.setUp();
        mining = new FomoLPMining(address(this));
    }

    function test_RevertingRewardToken_CannotLockPrincipal() public {
        RevertingToken rewardToken = new RevertingToken();
        HookToken lp = _pool(address(rewardToken));
        rewardToken.setBroken(true);
        _pledge(lp, alice, AMOUNT, 0);
        _pledge(lp, alice, AMOUNT, 30);
        vm.prank(alice);
        mining.withdraw(address(lp), AMOUNT);
        vm.warp(block.timestamp + 30 days);
        vm.prank(alice);
        mining.emergencyWithdraw(address(lp));
        assertEq(lp.balanceOf(alice), 2 * AMOUNT);
        // the distributor cannot pay it, and says so
        rewardToken.mint(address(distributor), AMOUNT);
        distributor.setDailyCap(address(rewardToken), AMOUNT);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        _claim(alice, VoucherLib.one(address(rewardToken)), VoucherLib.one(1));
    }

    function test_FeeOnTransferReward_PaysWhatItPays() public {
        FeeOnTransferToken rewardToken = new FeeOnTransferToken();
        rewardToken.mint(address(distributor), AMOUNT);
        distributor.setDailyCap(address(rewardToken), AMOUNT);
        _claim(alice, VoucherLib.one(address(rewardToken)), VoucherLib.one(100e18));
        assertEq(rewardToken.balanceOf(alice), rewardToken.received(100e18));
        assertEq(distributor.getDistributeReward(alice, address(rewardToken)), 100e18);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _claim(alice, VoucherLib.one(address(rewardToken)), VoucherLib.one(100e18));
    }

    function test_FeeOnTransferLP_CreditsWhatArrived() public {
        FeeOnTransferToken lp = new FeeOnTransferToken();
        mining.addPool(address(lp), address(tokenA), 1);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        lp.mint(alice, AMOUNT);
        vm.startPrank(alice);
        lp.approve(address(mining), AMOUNT);
        mining.deposit(address(lp), AMOUNT, 0);
        uint256 credited = lp.received(AMOUNT);
        (uint256 demand,) = mining.positionOf(address(lp), alice);
        assertEq(demand, credited);
        assertEq(lp.balanceOf(address(mining)), credited);
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.InsufficientUnlocked.selector, credited, AMOUNT));
        mining.withdraw(address(lp), AMOUNT);
        mining.withdraw(address(lp), credited);
        vm.stopPrank();
        assertEq(lp.balanceOf(address(mining)), 0);
    }

    function test_FeeOnTransferCapital_CreditsWhatArrived() public {
        FomoCapitalPool capital = new FomoCapitalPool(address(this));
        FeeOnTransferToken token = new FeeOnTransferToken();
        capital.setToken(address(token), true);
        capital.setDepositOption(0, 0, true);
        token.mint(alice, AMOUNT);
        vm.startPrank(alice);
        token.approve(address(capital), AMOUNT);
        capital.deposit(address(token), AMOUNT, 0);
        vm.stopPrank();
        assertEq(capital.getAccountCurrentBalance(address(token), alice), token.received(AMOUNT));
    }

    function test_NoReturnLP_Works() public {
        NoReturnToken lp = new NoReturnToken();
        mining.addPool(address(lp), address(tokenA), 1);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        lp.mint(alice, AMOUNT);
        vm.startPrank(alice);
        lp.approve(address(mining), AMOUNT);
        mining.deposit(address(lp), AMOUNT, 0);
        mining.withdraw(address(lp), AMOUNT);
        vm.stopPrank();
        assertEq(lp.balanceOf(alice), AMOUNT);
    }

    function test_ReturnsFalseLP_Refused() public {
        ReturnsFalseToken lp = new ReturnsFalseToken();
        mining.addPool(address(lp), address(tokenA), 1);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        lp.mint(alice, AMOUNT);
        lp.setFailing(true);
        vm.startPrank(alice);
        lp.approve(address(mining), AMOUNT);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(lp)));
        mining.deposit(address(lp), AMOUNT, 0);
        vm.stopPrank();
    }

    function test_ReentrantLP_CannotWithdrawTwice() public {
        HookToken lp = _pool(address(tokenA));
        Reenterer attacker = new Reenterer();
        _pledge(lp, bob, AMOUNT, 0); // someone else's LP in the same pool
        _pledgeFrom(lp, attacker, AMOUNT);
        attacker.arm(address(mining), abi.encodeCall(FomoLPMining.withdraw, (address(lp), AMOUNT)));
        lp.setHooked(address(attacker), true);
        attacker.call(address(mining), abi.encodeCall(FomoLPMining.withdraw, (address(lp), AMOUNT)));
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertFalse(attacker.succeeded());
        assertEq(lp.balanceOf(address(attacker)), AMOUNT);
        assertEq(lp.balanceOf(address(mining)), AMOUNT); // bob's, untouched
        // emergencyWithdraw is guarded too
        _pledgeFrom(lp, attacker, AMOUNT);
        attacker.arm(address(mining), abi.encodeCall(FomoLPMining.emergencyWithdraw, (address(lp))));
        attacker.call(address(mining), abi.encodeCall(FomoLPMining.emergencyWithdraw, (address(lp))));
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertEq(lp.balanceOf(address(mining)), AMOUNT);
    }

    function test_ReentrantLP_CannotCountADepositTwice() public {
        HookToken lp = _pool(address(tokenA));
        Reenterer attacker = new Reenterer();
        lp.mint(address(attacker), 2 * AMOUNT);
        attacker.call(address(lp), abi.encodeCall(lp.approve, (address(mining), type(uint256).max)));
        // a nested deposit inside the outer transferFrom would be counted by both balance checks
        attacker.arm(address(mining), abi.encodeCall(FomoLPMining.deposit, (address(lp), AMOUNT, 0)));
        lp.setHooked(address(attacker), true);
        attacker.call(address(mining), abi.encodeCall(FomoLPMining.deposit, (address(lp), AMOUNT, 0)));
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        (uint256 demand,) = mining.positionOf(address(lp), address(attacker));
        assertEq(demand, AMOUNT);
        assertEq(lp.balanceOf(address(mining)), AMOUNT);
    }

    function test_ReentrantReward_CannotBePaidTwice() public {
        HookToken rewardToken = new HookToken();
        rewardToken.mint(address(distributor), AMOUNT);
        distributor.setDailyCap(address(rewardToken), AMOUNT);
        Reenterer attacker = new Reenterer();
        address[] memory tokens = _pair(address(rewardToken), address(tokenA));
        uint256[] memory totals = _pair(10e18, 20e18);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(attacker), tokens, totals, deadline);
        bytes memory claim = abi.encodeCall(FomoRewardDistributor.distributeReward, (tokens, totals, deadline, v, r, s));
        attacker.arm(address(distributor), claim);
        rewardToken.setHooked(address(attacker), true);
        attacker.call(address(distributor), claim);
        // the nested claim found the hook token paid and took tokenA; the outer then found tokenA paid
        assertTrue(attacker.succeeded());
        assertEq(rewardToken.balanceOf(address(attacker)), 10e18);
        assertEq(tokenA.balanceOf(address(attacker)), 20e18);
        assertEq(distributor.getDistributeReward(address(attacker), address(tokenA)), 20e18);
    }

    // ------------------------------------------------------------------ helpers

    function _pool(address rewardToken) private returns (HookToken lp) {
        lp = new HookToken();
        mining.addPool(address(lp), rewardToken, 1e18);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        mining.setLockOption(address(lp), 30, 15_000, 10_000);
    }

    function _pledge(HookToken lp, address account, uint256 amount, uint16 lockDays) private {
        lp.mint(account, amount);
        vm.startPrank(account);
        lp.approve(address(mining), amount);
        mining.deposit(address(lp), amount, lockDays);
        vm.stopPrank();
    }

    function _pledgeFrom(HookToken lp, Reenterer account, uint256 amount) private {
        lp.setHooked(address(account), false);
        lp.mint(address(account), amount);
        account.call(address(lp), abi.encodeCall(lp.approve, (address(mining), amount)));
        account.call(address(mining), abi.encodeCall(FomoLPMining.deposit, (address(lp), amount, 0)));
        lp.setHooked(address(account), true);
    }
}
