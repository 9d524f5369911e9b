// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {MiningBase} from "./MiningBase.sol";

/// @notice FomoLPMining's pledges: deposit, withdraw and emergencyWithdraw, with their events.
contract FomoLPMiningTest is MiningBase {
    event Deposited(
        address indexed account,
        address indexed lpToken,
        uint256 indexed lockId,
        uint256 amount,
        uint16 lockDays,
        uint32 weight,
        uint32 energyRatio,
        uint64 unlockAt
    );
    event LockMatured(address indexed account, address indexed lpToken, uint256 indexed lockId, uint256 amount);
    event Withdrawn(address indexed account, address indexed lpToken, uint256 amount);

    // ------------------------------------------------------------------ deposit

    function test_Deposit_Demand() public {
        vm.expectEmit(address(mining));
        emit Deposited(alice, address(lp), 0, 100, 0, DEMAND_WEIGHT, DEMAND_ENERGY, uint64(block.timestamp));
        _deposit(alice, 100, 0);
        assertEq(_demand(alice), 100);
        assertEq(_locks(alice).length, 0);
        assertEq(lp.balanceOf(address(mining)), 100);
        assertEq(lp.balanceOf(alice), FUNDS - 100);
    }

    function test_Deposit_FixedTerm() public {
        uint64 unlockAt = uint64(block.timestamp + 30 days);
        vm.expectEmit(address(mining));
        emit Deposited(alice, address(lp), 1, 100, 30, MONTH_WEIGHT, MONTH_ENERGY, unlockAt);
        _deposit(alice, 100, 30);
        FomoLPMining.Lock[] memory locks = _locks(alice);
        assertEq(locks.length, 1);
        assertEq(locks[0].amount, 100);
        assertEq(uint256(locks[0].weight), MONTH_WEIGHT);
        assertEq(uint256(locks[0].energyRatio), MONTH_ENERGY);
        assertEq(uint256(locks[0].unlockAt), unlockAt);
        assertEq(uint256(locks[0].id), 1);
        assertEq(_demand(alice), 0);
        assertEq(lp.balanceOf(address(mining)), 100);
    }

    function test_Deposit_DemandUsesTheCurrentDayZeroTerms() public {
        mining.setLockOption(address(lp), 0, 12_345, 6_789);
        vm.expectEmit(address(mining));
        emit Deposited(alice, address(lp), 0, 5, 0, 12_345, 6_789, uint64(block.timestamp));
        _deposit(alice, 5, 0);
    }

    function test_Deposit_LockIdsAreNeverReused() public {
        _deposit(alice, 1, 30);
        _deposit(alice, 2, 90);
        _deposit(alice, 3, 30);
        vm.warp(block.timestamp + 30 days);
        _withdraw(alice, 4); // locks 1 and 3 matured and moved out; lock 2 stays
        vm.expectEmit(address(mining));
        emit Deposited(alice, address(lp), 4, 7, 30, MONTH_WEIGHT, MONTH_ENERGY, uint64(block.timestamp + 30 days));
        _deposit(alice, 7, 30);
        FomoLPMining.Lock[] memory locks = _locks(alice);
        assertEq(locks.length, 2);
        assertEq(uint256(locks[0].id), 2);
        assertEq(locks[0].amount, 2);
        assertEq(uint256(locks[1].id), 4);
        assertEq(_locks(bob).length, 0);
    }

    function test_Deposit_IdsArePerAccount() public {
        _deposit(alice, 1, 30);
        vm.expectEmit(address(mining));
        emit Deposited(bob, address(lp), 1, 1, 30, MONTH_WEIGHT, MONTH_ENERGY, uint64(block.timestamp + 30 days));
        _deposit(bob, 1, 30);
    }

    function test_Deposit_RevertWhen_ZeroAmount() public {
        vm.expectRevert(FomoLPMining.ZeroAmount.selector);
        _deposit(alice, 0, 0);
    }

    function test_Deposit_RevertWhen_PoolNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolNotFound.selector, address(reward)));
        vm.prank(alice);
        mining.deposit(address(reward), 1, 0);
    }

    function test_Deposit_RevertWhen_ShutDown() public {
        mining.shutDown(address(lp));
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolIsShutDown.selector, address(lp)));
        _deposit(alice, 1, 0);
    }

    function test_Deposit_RevertWhen_OptionNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.OptionNotFound.selector, uint16(31)));
        _deposit(alice, 1, 31);
    }

    function test_Deposit_RevertWhen_DemandOptionRemoved() public {
        mining.setLockOption(address(lp), 0, 0, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.OptionNotFound.selector, uint16(0)));
        _deposit(alice, 1, 0);
    }

    function test_Deposit_RevertWhen_NothingReceived() public {
        vm.mockCall(address(lp), abi.encodeCall(IERC20.balanceOf, (address(mining))), abi.encode(uint256(0)));
        vm.expectRevert(FomoLPMining.NothingReceived.selector);
        _deposit(alice, 1, 0);
    }

    function test_Deposit_RevertWhen_DemandTooLarge() public {
        lp.mint(alice, type(uint128).max);
        _deposit(alice, type(uint128).max, 0);
        vm.expectRevert(FomoLPMining.AmountTooLarge.selector);
        _deposit(alice, 1, 0);
    }

    function test_Deposit_RevertWhen_LockTooLarge() public {
        lp.mint(alice, type(uint128).max);
        vm.expectRevert(FomoLPMining.AmountTooLarge.selector);
        _deposit(alice, uint256(type(uint128).max) + 1, 30);
    }

    function test_Deposit_RevertWhen_TooManyLocks() public {
        // positions is slot 5: positions[lp][alice] = {demand, lockCount, lastLockId} in one slot
        bytes32 slot = keccak256(abi.encode(alice, keccak256(abi.encode(address(lp), uint256(5)))));
        vm.store(address(mining), slot, bytes32(uint256(type(uint24).max - 1) << 192));
        _deposit(alice, 1, 30); // id 2^24 - 1: the last one
        vm.expectRevert(FomoLPMining.TooManyLocks.selector);
        _deposit(alice, 1, 30);
    }

    function testFuzz_Deposit(uint256 amount, uint256 optionSeed) public {
        amount = bound(amount, 1, FUNDS);
        uint16 lockDays = [uint16(0), 30, 90][optionSeed % 3];
        _deposit(alice, amount, lockDays);
        FomoLPMining.Lock[] memory locks = _locks(alice);
        assertEq(_demand(alice) + (locks.length == 0 ? 0 : locks[0].amount), amount);
        assertEq(locks.length, lockDays == 0 ? 0 : 1);
        assertEq(lp.balanceOf(address(mining)), amount);
        assertEq(mining.withdrawableOf(address(lp), alice), lockDays == 0 ? amount : 0);
    }

    function test_Deposit_FixedInputs() public {
        testFuzz_Deposit(123e18, 1);
    }

    // ------------------------------------------------------------------ withdraw

    function test_Withdraw_Demand() public {
        _deposit(alice, 100, 0);
        vm.expectEmit(address(mining));
        emit Withdrawn(alice, address(lp), 40);
        _withdraw(alice, 40);
        assertEq(_demand(alice), 60);
        assertEq(lp.balanceOf(alice), FUNDS - 60);
        assertEq(lp.balanceOf(address(mining)), 60);
    }

    function test_Withdraw_MovesMaturedLocksFirst() public {
        _deposit(alice, 10, 30);
        _deposit(alice, 20, 90);
        vm.warp(block.timestamp + 30 days); // exactly the first unlock time: matured
        vm.expectEmit(address(mining));
        emit LockMatured(alice, address(lp), 1, 10);
        vm.expectEmit(address(mining));
        emit Withdrawn(alice, address(lp), 4);
        _withdraw(alice, 4);
        assertEq(_demand(alice), 6);
        FomoLPMining.Lock[] memory locks = _locks(alice);
        assertEq(locks.length, 1);
        assertEq(uint256(locks[0].id), 2);
        assertEq(locks[0].amount, 20);
    }

    function test_Withdraw_RevertWhen_Locked() public {
        _deposit(alice, 5, 0);
        _deposit(alice, 10, 30);
        vm.warp(block.timestamp + 30 days - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.InsufficientUnlocked.selector, 5, 6));
        _withdraw(alice, 6);
    }

    function test_Withdraw_AfterShutDownEveryLockCounts() public {
        _deposit(alice, 10, 90);
        _deposit(alice, 5, 30);
        mining.shutDown(address(lp));
        _withdraw(alice, 15);
        assertEq(lp.balanceOf(alice), FUNDS);
        assertEq(_locks(alice).length, 0);
        assertEq(lp.balanceOf(address(mining)), 0);
    }

    function test_Withdraw_OnlyTheOwnerMovesAPosition() public {
        _deposit(alice, 100, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.InsufficientUnlocked.selector, 0, 1));
        _withdraw(bob, 1);
        assertEq(_demand(alice), 100);
        assertEq(lp.balanceOf(bob), FUNDS);
    }

    function test_Withdraw_RevertWhen_ZeroAmount() public {
        _deposit(alice, 100, 0);
        vm.expectRevert(FomoLPMining.ZeroAmount.selector);
        _withdraw(alice, 0);
    }

    function testFuzz_Withdraw(uint256 amount, uint256 taken, uint256 elapsed) public {
        amount = bound(amount, 1, FUNDS);
        elapsed = bound(elapsed, 0, 60 days);
        _deposit(alice, amount, 30);
        vm.warp(block.timestamp + elapsed);
        uint256 unlocked = elapsed >= 30 days ? amount : 0;
        taken = bound(taken, 1, amount);
        if (taken > unlocked) {
            vm.expectRevert(abi.encodeWithSelector(FomoLPMining.InsufficientUnlocked.selector, unlocked, taken));
            _withdraw(alice, taken);
            return;
        }
        _withdraw(alice, taken);
        assertEq(_demand(alice), amount - taken);
        assertEq(lp.balanceOf(address(mining)), amount - taken);
        assertEq(lp.balanceOf(alice), FUNDS - amount + taken);
    }

    function test_Withdraw_FixedInputs() public {
        testFuzz_Withdraw(100e18, 40e18, 31 days);
    }

    function test_Withdraw_FixedInputs_StillLocked() public {
        testFuzz_Withdraw(100e18, 1, 30 days - 1);
    }

    // ------------------------------------------------------------------ emergencyWithdraw

    function test_EmergencyWithdraw_ReturnsUnlockedOnly() public {
        _deposit(alice, 100, 0);
        _deposit(alice, 10, 30);
        _deposit(alice, 20, 90);
        vm.warp(block.timestamp + 31 days);
        vm.expectEmit(address(mining));
        emit LockMatured(alice, address(lp), 1, 10);
        vm.expectEmit(address(mining));
        emit Withdrawn(alice, address(lp), 110);
        vm.prank(alice);
        mining.emergencyWithdraw(address(lp));
        assertEq(lp.balanceOf(alice), FUNDS - 20);
        assertEq(_demand(alice), 0);
        assertEq(_locks(alice).length, 1);
    }

    function test_EmergencyWithdraw_AfterShutDownReturnsAll() public {
        _deposit(alice, 10, 90);
        _deposit(alice, 5, 0);
        mining.shutDown(address(lp));
        vm.prank(alice);
        mining.emergencyWithdraw(address(lp));
        assertEq(lp.balanceOf(alice), FUNDS);
        assertEq(lp.balanceOf(address(mining)), 0);
    }

    function test_EmergencyWithdraw_RevertWhen_NothingToWithdraw() public {
        _deposit(alice, 10, 90);
        vm.expectRevert(FomoLPMining.NothingToWithdraw.selector);
        vm.prank(alice);
        mining.emergencyWithdraw(address(lp));
    }
}
