// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {MiningBase} from "./MiningBase.sol";

/// @notice FomoLPMining's admin functions (pools, emission, lock options, shutdown) and views.
contract FomoLPMiningAdminTest is MiningBase {
    event PoolAdded(address indexed lpToken, address indexed rewardToken, uint256 rewardPerSecond);
    event EmissionChanged(address indexed lpToken, uint256 rewardPerSecond);
    event LockOptionSet(address indexed lpToken, uint16 lockDays, uint32 weight, uint32 energyRatio);
    event PoolShutDown(address indexed lpToken);

    function test_Constructor_GrantsRoles() public view {
        assertTrue(mining.hasRole(mining.DEFAULT_ADMIN_ROLE(), address(this)));
        assertTrue(mining.hasRole(mining.ADMIN_ROLE(), address(this)));
        assertFalse(mining.hasRole(mining.ADMIN_ROLE(), alice));
    }

    function test_Constructor_RevertWhen_ZeroAdmin() public {
        vm.expectRevert(FomoLPMining.ZeroAddress.selector);
        new FomoLPMining(address(0));
    }

    function test_AddPool() public {
        TestERC20 other = new TestERC20("LP2", "LP2", 18);
        vm.expectEmit(address(mining));
        emit PoolAdded(address(other), address(reward), 5);
        mining.addPool(address(other), address(reward), 5);
        (address rewardToken, uint256 rewardPerSecond, bool isShutDown) = mining.pool(address(other));
        assertEq(rewardToken, address(reward));
        assertEq(rewardPerSecond, 5);
        assertFalse(isShutDown);
        address[] memory tokens = mining.poolTokens();
        assertEq(tokens.length, 2);
        assertEq(tokens[0], address(lp));
        assertEq(tokens[1], address(other));
    }

    function test_AddPool_RevertWhen_PoolExists() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolExists.selector, address(lp)));
        mining.addPool(address(lp), address(reward), 1);
    }

    function test_AddPool_RevertWhen_ZeroLpToken() public {
        vm.expectRevert(FomoLPMining.ZeroAddress.selector);
        mining.addPool(address(0), address(reward), 1);
    }

    function test_AddPool_RevertWhen_ZeroRewardToken() public {
        vm.expectRevert(FomoLPMining.ZeroAddress.selector);
        mining.addPool(address(reward), address(0), 1);
    }

    function test_AddPool_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice);
        vm.prank(alice);
        mining.addPool(address(reward), address(reward), 1);
    }

    function test_SetEmission() public {
        vm.expectEmit(address(mining));
        emit EmissionChanged(address(lp), 7);
        mining.setEmission(address(lp), 7);
        (, uint256 rewardPerSecond,) = mining.pool(address(lp));
        assertEq(rewardPerSecond, 7);
    }

    function test_SetEmission_RevertWhen_PoolNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolNotFound.selector, address(reward)));
        mining.setEmission(address(reward), 1);
    }

    function test_SetEmission_RevertWhen_ShutDown() public {
        mining.shutDown(address(lp));
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolIsShutDown.selector, address(lp)));
        mining.setEmission(address(lp), 1);
    }

    function test_SetEmission_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice);
        vm.prank(alice);
        mining.setEmission(address(lp), 1);
    }

    function test_SetLockOption_AddsChangesAndRemoves() public {
        vm.expectEmit(address(mining));
        emit LockOptionSet(address(lp), 180, 30_000, 20_000);
        mining.setLockOption(address(lp), 180, 30_000, 20_000);
        mining.setLockOption(address(lp), 30, 16_000, 13_000);
        vm.expectEmit(address(mining));
        emit LockOptionSet(address(lp), 90, 0, 0);
        mining.setLockOption(address(lp), 90, 0, 0);
        (uint16[] memory lockDays, uint32[] memory weights, uint32[] memory energyRatios) =
            mining.lockOptions(address(lp));
        assertEq(lockDays.length, 3);
        // 90 was removed: the last option (180) took its place
        assertEq(uint256(lockDays[0]), 0);
        assertEq(uint256(lockDays[1]), 30);
        assertEq(uint256(lockDays[2]), 180);
        assertEq(uint256(weights[1]), 16_000);
        assertEq(uint256(energyRatios[1]), 13_000);
        assertEq(uint256(weights[2]), 30_000);
        assertEq(uint256(energyRatios[2]), 20_000);
    }

    function test_SetLockOption_RemovingAnUnknownOptionKeepsTheList() public {
        mining.setLockOption(address(lp), 7, 0, 0);
        (uint16[] memory lockDays,,) = mining.lockOptions(address(lp));
        assertEq(lockDays.length, 3);
    }

    function test_SetLockOption_LeavesExistingLocksUntouched() public {
        _deposit(alice, 100, 30);
        FomoLPMining.Lock memory before = _locks(alice)[0];
        mining.setLockOption(address(lp), 30, 99_000, 1);
        mining.setLockOption(address(lp), 30, 0, 0);
        mining.setEmission(address(lp), 123);
        FomoLPMining.Lock memory afterChange = _locks(alice)[0];
        assertEq(afterChange.amount, before.amount);
        assertEq(uint256(afterChange.weight), MONTH_WEIGHT);
        assertEq(uint256(afterChange.energyRatio), MONTH_ENERGY);
        assertEq(uint256(afterChange.unlockAt), uint256(before.unlockAt));
        assertEq(uint256(afterChange.id), 1);
    }

    function test_SetLockOption_RevertWhen_PoolNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolNotFound.selector, address(reward)));
        mining.setLockOption(address(reward), 0, 1, 1);
    }

    function test_SetLockOption_RevertWhen_ShutDown() public {
        mining.shutDown(address(lp));
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolIsShutDown.selector, address(lp)));
        mining.setLockOption(address(lp), 0, 1, 1);
    }

    function test_SetLockOption_RevertWhen_NotAdmin() public {
        _expectUnauthorized(bob);
        vm.prank(bob);
        mining.setLockOption(address(lp), 0, 1, 1);
    }

    function test_ShutDown() public {
        vm.expectEmit(address(mining));
        emit PoolShutDown(address(lp));
        mining.shutDown(address(lp));
        (address rewardToken, uint256 rewardPerSecond, bool isShutDown) = mining.pool(address(lp));
        assertEq(rewardToken, address(reward));
        assertEq(rewardPerSecond, 0);
        assertTrue(isShutDown);
    }

    function test_ShutDown_RevertWhen_AlreadyShutDown() public {
        mining.shutDown(address(lp));
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolIsShutDown.selector, address(lp)));
        mining.shutDown(address(lp));
    }

    function test_ShutDown_RevertWhen_PoolNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(FomoLPMining.PoolNotFound.selector, address(reward)));
        mining.shutDown(address(reward));
    }

    function test_ShutDown_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice);
        vm.prank(alice);
        mining.shutDown(address(lp));
    }

    function test_Pool_UnknownIsEmpty() public view {
        (address rewardToken, uint256 rewardPerSecond, bool isShutDown) = mining.pool(address(reward));
        assertEq(rewardToken, address(0));
        assertEq(rewardPerSecond, 0);
        assertFalse(isShutDown);
    }

    function test_WithdrawableOf() public {
        _deposit(alice, 100, 0);
        _deposit(alice, 20, 30);
        _deposit(alice, 3, 90);
        assertEq(mining.withdrawableOf(address(lp), alice), 100);
        vm.warp(block.timestamp + 30 days);
        assertEq(mining.withdrawableOf(address(lp), alice), 120);
        mining.shutDown(address(lp));
        assertEq(mining.withdrawableOf(address(lp), alice), 123);
    }

    function _expectUnauthorized(address account) private {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, account, mining.ADMIN_ROLE()
            )
        );
    }
}
