// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice A mining contract administered by this test, one pool (`lp` paying `reward`) with a
/// demand option (1x) and 30- and 90-day locks, and two funded, approving LP holders.
abstract contract MiningBase is Test {
    uint256 internal constant FUNDS = 1e30;
    uint256 internal constant EMISSION = 1e18;
    uint32 internal constant DEMAND_WEIGHT = 10_000;
    uint32 internal constant DEMAND_ENERGY = 10_000;
    uint32 internal constant MONTH_WEIGHT = 15_000;
    uint32 internal constant MONTH_ENERGY = 12_000;
    uint32 internal constant QUARTER_WEIGHT = 20_000;
    uint32 internal constant QUARTER_ENERGY = 15_000;

    FomoLPMining internal mining;
    TestERC20 internal lp;
    TestERC20 internal reward;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        mining = new FomoLPMining(address(this));
        lp = new TestERC20("Fomo-LP", "FLP", 18);
        reward = new TestERC20("Aura", "AURA", 18);
        mining.addPool(address(lp), address(reward), EMISSION);
        mining.setLockOption(address(lp), 0, DEMAND_WEIGHT, DEMAND_ENERGY);
        mining.setLockOption(address(lp), 30, MONTH_WEIGHT, MONTH_ENERGY);
        mining.setLockOption(address(lp), 90, QUARTER_WEIGHT, QUARTER_ENERGY);
        _fund(alice);
        _fund(bob);
    }

    function _fund(address account) internal {
        lp.mint(account, FUNDS);
        vm.prank(account);
        lp.approve(address(mining), type(uint256).max);
    }

    function _deposit(address account, uint256 amount, uint16 lockDays) internal {
        vm.prank(account);
        mining.deposit(address(lp), amount, lockDays);
    }

    function _withdraw(address account, uint256 amount) internal {
        vm.prank(account);
        mining.withdraw(address(lp), amount);
    }

    function _demand(address account) internal view returns (uint256 demand) {
        (demand,) = mining.positionOf(address(lp), account);
    }

    function _locks(address account) internal view returns (FomoLPMining.Lock[] memory locks) {
        (, locks) = mining.positionOf(address(lp), account);
    }
}
