// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {MiningBase} from "../mining/MiningBase.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Issue 27 item 6: a position can always be withdrawn. An account holds at most 100 open
/// locks in a pool (100 term deposits in a token of the capital pool); at the bound a new lock first
/// moves the matured ones to demand, and one more unmatured lock is refused, so a withdrawal walks at
/// most 100 and stays far inside a block (the gas table prints the worst case).
contract OpenLocksBoundTest is MiningBase {
    uint256 private constant BOUND = 100;

    function test_Deposit_RevertWhen_OverTheOpenLockBound() public {
        for (uint256 i; i < BOUND; ++i) {
            _deposit(alice, 1e18, 30);
        }
        vm.expectRevert(abi.encodeWithSignature("TooManyOpenLocks(uint256)", BOUND));
        _deposit(alice, 1e18, 30);
        _deposit(alice, 1e18, 0); // demand is no lock
    }

    function test_Deposit_AtTheBoundMovesMaturedLocksFirst() public {
        for (uint256 i; i < BOUND; ++i) {
            _deposit(alice, 1e18, 30);
        }
        vm.warp(block.timestamp + 30 days);
        _deposit(alice, 2e18, 30); // the 100 matured locks move to demand, the new one opens
        (uint256 demand,) = mining.positionOf(address(lp), alice);
        assertEq(demand, BOUND * 1e18);
        assertEq(_lockCount(alice), 1);
    }

    function test_Withdraw_AtTheBoundFitsABlock() public {
        for (uint256 i; i < BOUND; ++i) {
            _deposit(alice, 1e18, 30);
        }
        vm.warp(block.timestamp + 30 days);
        uint256 before = gasleft();
        _withdraw(alice, BOUND * 1e18);
        assertLt(before - gasleft(), 2_000_000, "100 matured locks withdrawn well inside a 30M block");
        assertEq(lp.balanceOf(alice), FUNDS);
    }

    function test_CapitalDeposit_RevertWhen_OverTheOpenDepositBound() public {
        FomoCapitalPool capital = new FomoCapitalPool(address(this));
        TestERC20 usdt = new TestERC20("Tether", "USDT", 18);
        capital.setToken(address(usdt), true);
        capital.setDepositOption(1, 30, true);
        usdt.mint(alice, 1e30);
        vm.startPrank(alice);
        usdt.approve(address(capital), type(uint256).max);
        for (uint256 i; i < BOUND; ++i) {
            capital.deposit(address(usdt), 1e18, 1);
        }
        vm.expectRevert(abi.encodeWithSignature("TooManyOpenDeposits(uint256)", BOUND));
        capital.deposit(address(usdt), 1e18, 1);
        vm.warp(block.timestamp + 30 days);
        capital.deposit(address(usdt), 1e18, 1); // the matured records move to the free balance first
        (uint256 free, FomoCapitalPool.Deposit[] memory records) = capital.depositsOf(address(usdt), alice);
        assertEq(free, BOUND * 1e18);
        assertEq(records.length, 1);
        vm.stopPrank();
    }

    function _lockCount(address account) private view returns (uint256) {
        (, FomoLPMining.Lock[] memory locks) = mining.positionOf(address(lp), account);
        return locks.length;
    }
}
