// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {ConverterBase} from "../exchange/ConverterBase.sol";
import {InvestmentBase} from "../exchange/InvestmentBase.sol";

/// @notice The converter's conversions for the committed gas snapshot (contracts/.gas-snapshot).
/// @dev Each test measures the whole test call, as GasSnapshot does; ExchangeGasComparison has the
/// cold, side-by-side numbers.
contract ConverterGasSnapshot is ConverterBase {
    function setUp() public override {
        super.setUp();
        _toDk2(bob, MIN_DK); // the fee slots are already written
        _toDk(bob, MIN_DK2);
    }

    function test_DkToDk2() public {
        _toDk2(alice, MIN_DK);
    }

    function test_Dk2ToDk() public {
        _toDk(alice, MIN_DK2);
    }
}

/// @notice The investment contract's investment and release withdrawals for the committed gas
/// snapshot; the withdrawals are signed in setUp, so only the call is measured.
contract InvestmentGasSnapshot is InvestmentBase {
    bytes private first;
    bytes private again;

    function setUp() public override {
        super.setUp();
        _invest(bob, 1e18); // the totals and the daily cap's day are already written
        _withdraw(bob, 0, 1e18);
        first = _call(alice, 0);
        again = _call(bob, 1);
    }

    function test_Investment() public {
        _invest(alice, 1e18);
    }

    function test_WithdrawalToken_First() public {
        vm.prank(alice);
        (bool ok,) = address(invest).call(first);
        assertTrue(ok);
    }

    function test_WithdrawalToken_Again() public {
        vm.prank(bob);
        (bool ok,) = address(invest).call(again);
        assertTrue(ok);
    }

    function _call(address account, uint256 number) private view returns (bytes memory) {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(account, number, address(hjw), 1e18, deadline);
        return abi.encodeCall(invest.withdrawalToken, (number, address(hjw), 1e18, deadline, v, r, s));
    }
}
