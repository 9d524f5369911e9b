// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {ConverterBase} from "./ConverterBase.sol";

/// @notice FomoDkConverter fuzzed: the minimums, the fee cap, the round trip that never gains,
/// and the sweep that cannot touch what is owed.
contract FomoDkConverterFuzzTest is ConverterBase {
    function testFuzz_Minimums(uint256 dkAmount, uint256 dk2Amount) public {
        dkAmount = bound(dkAmount, 0, 2 * MIN_DK);
        dk2Amount = bound(dk2Amount, 0, 2 * MIN_DK2);
        if (dkAmount < MIN_DK) vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.BelowMinimum.selector, MIN_DK));
        _toDk2(alice, dkAmount);
        if (dk2Amount < MIN_DK2) {
            vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.BelowMinimum.selector, MIN_DK2));
        }
        _toDk(alice, dk2Amount);
    }

    function test_Minimums_FixedInputs() public {
        testFuzz_Minimums(MIN_DK - 1, MIN_DK2);
        testFuzz_Minimums(MIN_DK, MIN_DK2 - 1);
    }

    function testFuzz_FeeCap(uint256 feeBps) public {
        feeBps = bound(feeBps, 0, 3_000);
        if (feeBps > converter.MAX_FEE_BPS()) {
            vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.FeeTooHigh.selector, feeBps));
            converter.setFee(feeBps);
            return;
        }
        converter.setFee(feeBps);
        uint256 out = _toDk2(alice, MIN_DK);
        assertEq(out, MIN_DK * (10_000 - feeBps) / 10_000 / BASE);
        (, uint256 fees,) = converter.owed(address(dk));
        assertEq(fees, MIN_DK * feeBps / 10_000);
    }

    function test_FeeCap_FixedInputs() public {
        testFuzz_FeeCap(1_000);
        testFuzz_FeeCap(1_001);
    }

    /// @dev DK -> DK2 -> DK and DK2 -> DK -> DK2 never give back more than went in, at any fee.
    function testFuzz_RoundTrip(uint256 amount, uint256 feeBps) public {
        converter.setMinimums(0, 0);
        converter.setFee(bound(feeBps, 0, converter.MAX_FEE_BPS()));
        uint256 dkIn = bound(amount, BASE * 2, POOL_DK2 * BASE / 2);
        uint256 dk2Out = _toDk2(alice, dkIn);
        uint256 dkBack = _toDk(alice, dk2Out);
        assertLe(dkBack, dkIn, "DK round trip gained");
        uint256 dk2In = bound(amount, 1, POOL_DK / BASE / 2);
        uint256 dkOut = _toDk(bob, dk2In);
        if (converter.getDkToDK2(dkOut) == 0) {
            vm.expectRevert(FomoDkConverter.ZeroOutput.selector);
            _toDk2(bob, dkOut);
            return;
        }
        assertLe(_toDk2(bob, dkOut), dk2In, "DK2 round trip gained");
    }

    function test_RoundTrip_FixedInputs() public {
        testFuzz_RoundTrip(MIN_DK + 12_345, 0);
        testFuzz_RoundTrip(3, 1_000);
    }

    /// @dev Stray tokens and donations are swept; the reserve and unclaimed fees never are.
    function testFuzz_SweepCannotTouchOwed(uint256 converted, uint256 donated) public {
        converted = bound(converted, MIN_DK, POOL_DK2 * BASE / 2);
        donated = bound(donated, 0, 1e30);
        _toDk2(alice, converted);
        dk.mint(address(converter), donated);
        uint256 owed = _owed(address(dk));
        if (donated == 0) {
            vm.expectRevert(FomoDkConverter.NothingToMove.selector);
            converter.sweep(address(dk), bob);
        } else {
            converter.sweep(address(dk), bob);
        }
        assertEq(dk.balanceOf(bob), USER_FUNDS + donated);
        assertEq(dk.balanceOf(address(converter)), owed);
        vm.expectRevert(FomoDkConverter.NothingToMove.selector);
        converter.sweep(address(dk), bob);
        // what is owed still pays: the fees, then the whole DK reserve back out
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk), feeRecipient);
        (uint256 reserve,,) = converter.owed(address(dk));
        converter.setMinimums(0, 0);
        uint256 dk2ForAll = reserve / BASE;
        dk2.mint(bob, dk2ForAll);
        converter.setFee(0);
        _toDk(bob, dk2ForAll);
        (reserve,,) = converter.owed(address(dk));
        assertLt(reserve, BASE);
        assertEq(dk.balanceOf(address(converter)), reserve);
    }

    function test_SweepCannotTouchOwed_FixedInputs() public {
        testFuzz_SweepCannotTouchOwed(MIN_DK, 1);
    }

    function test_SweepCannotTouchOwed_FixedInputs_NoDonation() public {
        testFuzz_SweepCannotTouchOwed(MIN_DK * 3, 0);
    }
}
