// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Drives one mining pool (this handler is its admin) with random deposits, withdrawals,
/// emergency withdrawals, option and emission changes, a rare shutdown and time jumps, keeping a
/// model of every position: demand and each lock's terms as they were when it was pushed.
/// @dev A call the model says must revert and that succeeds, or the reverse, is counted.
contract MiningHandler is Test {
    /// @dev A lock as the model remembers it.
    struct ModelLock {
        uint256 amount;
        uint32 weight;
        uint32 energyRatio;
        uint64 unlockAt;
        bool live;
    }

    uint256 private constant ACTORS = 3;
    uint16[4] private DAYS = [uint16(0), 30, 90, 7]; // 7 is never an option

    FomoLPMining public immutable mining;
    TestERC20 public immutable lp;
    address[] public actors;
    bool public shut;
    mapping(address account => uint256) public modelDemand;
    mapping(address account => uint256) public issued;
    mapping(address account => mapping(uint256 id => ModelLock)) private modelLocks;

    uint256 public ghostEarlyWithdrawals; // a withdrawal above the unlocked balance succeeded
    uint256 public ghostUnexpectedReverts; // a call the model allows reverted
    uint256 public ghostDeposits;
    uint256 public ghostWithdrawals;

    constructor() {
        mining = new FomoLPMining(address(this));
        lp = new TestERC20("Fomo-LP", "FLP", 18);
        mining.addPool(address(lp), address(new TestERC20("Aura", "AURA", 18)), 1e18);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        mining.setLockOption(address(lp), 30, 15_000, 12_000);
        mining.setLockOption(address(lp), 90, 20_000, 15_000);
        for (uint256 i; i < ACTORS; ++i) {
            address actor = makeAddr(string.concat("miner", vm.toString(i)));
            actors.push(actor);
            lp.mint(actor, 1e30);
            vm.prank(actor);
            lp.approve(address(mining), type(uint256).max);
        }
    }

    // ------------------------------------------------------------------ actions

    function deposit(uint256 actorSeed, uint256 amount, uint256 daysSeed) external {
        address actor = actors[actorSeed % ACTORS];
        amount = bound(amount, 1, 1e24);
        uint16 lockDays = DAYS[daysSeed % DAYS.length];
        (uint32 weight, uint32 energyRatio) = _option(lockDays);
        vm.prank(actor);
        try mining.deposit(address(lp), amount, lockDays) {
            if (shut || weight == 0) ghostEarlyWithdrawals++; // refused deposit accepted
            ghostDeposits++;
            if (lockDays == 0) {
                modelDemand[actor] += amount;
            } else {
                modelLocks[actor][++issued[actor]] =
                    ModelLock(amount, weight, energyRatio, uint64(block.timestamp + uint256(lockDays) * 1 days), true);
            }
        } catch {
            if (!shut && weight != 0) ghostUnexpectedReverts++;
        }
    }

    function withdraw(uint256 actorSeed, uint256 amount) external {
        address actor = actors[actorSeed % ACTORS];
        uint256 unlocked = _unlocked(actor);
        amount = bound(amount, 1, unlocked + 1e18); // sometimes above what is unlocked
        vm.prank(actor);
        try mining.withdraw(address(lp), amount) {
            if (amount > unlocked) ghostEarlyWithdrawals++;
            ghostWithdrawals++;
            _matureModel(actor);
            modelDemand[actor] -= amount;
        } catch {
            if (amount <= unlocked) ghostUnexpectedReverts++;
        }
    }

    function emergencyWithdraw(uint256 actorSeed) external {
        address actor = actors[actorSeed % ACTORS];
        uint256 unlocked = _unlocked(actor);
        uint256 before = lp.balanceOf(actor);
        vm.prank(actor);
        try mining.emergencyWithdraw(address(lp)) {
            if (lp.balanceOf(actor) - before != unlocked) ghostEarlyWithdrawals++;
            _matureModel(actor);
            modelDemand[actor] = 0;
        } catch {
            if (unlocked != 0) ghostUnexpectedReverts++;
        }
    }

    function setOption(uint256 daysSeed, uint32 weight, uint32 energyRatio) external {
        if (shut) return;
        uint16 lockDays = DAYS[daysSeed % 3]; // the listed days; weight 0 removes one
        weight = uint32(bound(weight, 0, 50_000));
        mining.setLockOption(address(lp), lockDays, weight, energyRatio);
    }

    function setEmission(uint256 rewardPerSecond) external {
        if (!shut) mining.setEmission(address(lp), bound(rewardPerSecond, 0, 1e24));
    }

    function shutDown(uint256 seed) external {
        if (shut || seed % 32 != 0) return; // rare: a run mostly exercises a live pool
        mining.shutDown(address(lp));
        shut = true;
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 20 days));
    }

    // ------------------------------------------------------------------ model views

    function actorCount() external pure returns (uint256) {
        return ACTORS;
    }

    function modelLock(address account, uint256 id) external view returns (ModelLock memory) {
        return modelLocks[account][id];
    }

    function liveModelLocks(address account) external view returns (uint256 count) {
        for (uint256 id = 1; id <= issued[account]; ++id) {
            if (modelLocks[account][id].live) count++;
        }
    }

    // ------------------------------------------------------------------ internal

    function _option(uint16 lockDays) private view returns (uint32 weight, uint32 energyRatio) {
        (uint16[] memory listed, uint32[] memory weights, uint32[] memory ratios) = mining.lockOptions(address(lp));
        for (uint256 i; i < listed.length; ++i) {
            if (listed[i] == lockDays) return (weights[i], ratios[i]);
        }
    }

    function _unlocked(address account) private view returns (uint256 amount) {
        amount = modelDemand[account];
        for (uint256 id = 1; id <= issued[account]; ++id) {
            ModelLock memory lock = modelLocks[account][id];
            if (lock.live && (shut || lock.unlockAt <= block.timestamp)) amount += lock.amount;
        }
    }

    function _matureModel(address account) private {
        for (uint256 id = 1; id <= issued[account]; ++id) {
            ModelLock storage lock = modelLocks[account][id];
            if (!lock.live || (!shut && lock.unlockAt > block.timestamp)) continue;
            lock.live = false;
            modelDemand[account] += lock.amount;
        }
    }
}
