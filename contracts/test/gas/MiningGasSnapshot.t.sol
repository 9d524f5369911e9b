// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {DistributorBase} from "../mining/DistributorBase.sol";
import {MiningBase} from "../mining/MiningBase.sol";
import {VoucherLib} from "../mining/VoucherLib.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice The programme contracts' key paths for the committed gas snapshot (contracts/.gas-snapshot).
/// @dev Each test measures the whole test call, as GasSnapshot does; MiningGasComparison has the
/// cold, side-by-side numbers.
contract MiningGasSnapshot is MiningBase {
    function setUp() public override {
        super.setUp();
        _deposit(bob, 1_000e18, 0); // the pool already holds LP
        _deposit(bob, 1_000e18, 30);
        vm.warp(block.timestamp + 31 days);
    }

    function test_Deposit_Demand() public {
        _deposit(alice, 1e18, 0);
    }

    function test_Deposit_Lock() public {
        _deposit(alice, 1e18, 30);
    }

    function test_Withdraw_Demand() public {
        _withdraw(bob, 1e18);
    }

    function test_Withdraw_MaturedLock() public {
        _withdraw(bob, 1_500e18);
    }

    function test_EmergencyWithdraw() public {
        vm.prank(bob);
        mining.emergencyWithdraw(address(lp));
    }
}

/// @notice The distributor's claim for the committed gas snapshot.
contract DistributorGasSnapshot is DistributorBase {
    bytes private claim;
    bytes private claimOne;

    function setUp() public override {
        super.setUp();
        address[] memory tokens = VoucherLib.one(address(tokenA));
        uint256[] memory totals = VoucherLib.one(10e18);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, tokens, totals, deadline);
        claim = abi.encodeCall(distributor.distributeReward, (tokens, totals, deadline, v, r, s));
        claimOne = abi.encodeCall(
            distributor.distributeTokenReward, (address(tokenA), 10e18, deadline, r, VoucherLib.compact(v, s))
        );
    }

    function test_DistributeReward_OneToken() public {
        vm.prank(alice);
        (bool ok,) = address(distributor).call(claim);
        assertTrue(ok);
    }

    function test_DistributeTokenReward() public {
        vm.prank(alice);
        (bool ok,) = address(distributor).call(claimOne);
        assertTrue(ok);
    }
}

/// @notice The capital pool's deposit and withdrawal for the committed gas snapshot.
contract CapitalPoolGasSnapshot is DistributorBase {
    FomoCapitalPool private capital;

    function setUp() public override {
        super.setUp();
        capital = new FomoCapitalPool(address(this));
        capital.setToken(address(tokenA), true);
        capital.setDepositOption(0, 0, true);
        capital.setDepositOption(1, 30, true);
        tokenA.mint(alice, 1e24);
        vm.startPrank(alice);
        TestERC20(address(tokenA)).approve(address(capital), type(uint256).max);
        capital.deposit(address(tokenA), 1e18, 0);
        vm.stopPrank();
    }

    function test_CapitalDeposit_Term() public {
        vm.prank(alice);
        capital.deposit(address(tokenA), 1e18, 1);
    }

    function test_CapitalWithdraw() public {
        vm.prank(alice);
        capital.withdraw(address(tokenA), 1e18);
    }
}
