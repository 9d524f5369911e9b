// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {ConverterBase} from "./ConverterBase.sol";

/// @notice FomoDkConverter's conversions, pool, fees and views, one test per path and error.
contract FomoDkConverterTest is ConverterBase {
    event Converted(
        address indexed account,
        address indexed recipient,
        address indexed tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint256 amountOut,
        uint256 fee
    );
    event PoolFunded(address indexed from, address indexed token, uint256 amount);
    event FeeSet(uint256 feeBps);
    event MinimumsSet(uint256 minDk, uint256 minDk2);
    event FeeRecipientSet(address indexed feeRecipient);
    event FeesWithdrawn(address indexed token, address indexed to, uint256 amount);

    // ------------------------------------------------------------------ constructor and views

    function test_Constructor_SetsEverything() public view {
        assertTrue(converter.hasRole(converter.DEFAULT_ADMIN_ROLE(), address(this)));
        assertTrue(converter.hasRole(converter.ADMIN_ROLE(), address(this)));
        assertTrue(converter.hasRole(converter.OPERATOR_ROLE(), address(this)));
        assertEq(converter.DKaddr(), address(dk));
        assertEq(converter.DK2addr(), address(dk2));
        assertEq(converter.ConvertBaseNumber(), BASE);
        assertEq(converter.getDkFee(), FEE_BPS);
        assertEq(converter.minDk(), MIN_DK);
        assertEq(converter.minDk2(), MIN_DK2);
        assertEq(converter.feeRecipient(), feeRecipient);
        assertEq(converter.MAX_FEE_BPS(), 1_000);
    }

    function test_Constructor_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        new FomoDkConverter(address(0), address(dk), address(dk2), BASE, 0, 0, 0, feeRecipient);
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        new FomoDkConverter(address(this), address(0), address(dk2), BASE, 0, 0, 0, feeRecipient);
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        new FomoDkConverter(address(this), address(dk), address(0), BASE, 0, 0, 0, feeRecipient);
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        new FomoDkConverter(address(this), address(dk), address(dk2), BASE, 0, 0, 0, address(0));
    }

    function test_Constructor_RevertWhen_SameToken() public {
        vm.expectRevert(FomoDkConverter.SameToken.selector);
        new FomoDkConverter(address(this), address(dk), address(dk), BASE, 0, 0, 0, feeRecipient);
    }

    function test_Constructor_RevertWhen_InvalidBase() public {
        vm.expectRevert(FomoDkConverter.InvalidBase.selector);
        new FomoDkConverter(address(this), address(dk), address(dk2), 0, 0, 0, 0, feeRecipient);
        vm.expectRevert(FomoDkConverter.InvalidBase.selector);
        new FomoDkConverter(address(this), address(dk), address(dk2), 1e36 + 1, 0, 0, 0, feeRecipient);
        new FomoDkConverter(address(this), address(dk), address(dk2), 1e36, 0, 0, 0, feeRecipient);
    }

    function test_Constructor_RevertWhen_FeeTooHigh() public {
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.FeeTooHigh.selector, 1_001));
        new FomoDkConverter(address(this), address(dk), address(dk2), BASE, 1_001, 0, 0, feeRecipient);
    }

    function test_Quotes_ArePinned() public view {
        // 30 bps: 1e26 DK (1e8 DK units of 1e18) -> 0.997 DK2; 1e18 DK2 -> 0.997e26 DK
        assertEq(converter.getDkToDK2(1e26), 997e15);
        assertEq(converter.getDk2ToDK(1e18), 997e23);
        assertEq(converter.getDkToDK2(1e8 - 1), 0); // below one DK2 wei after the base
        assertEq(converter.getDk2ToDK(1), 99_700_000);
    }

    // ------------------------------------------------------------------ DkToDk2

    function test_DkToDk2_PaysTheRecipient() public {
        uint256 fee = MIN_DK * FEE_BPS / 10_000;
        uint256 out = converter.getDkToDK2(MIN_DK);
        vm.expectEmit(address(converter));
        emit Converted(alice, bob, address(dk), MIN_DK, address(dk2), out, fee);
        vm.prank(alice);
        assertEq(converter.DkToDk2(MIN_DK, bob), out);
        assertEq(dk2.balanceOf(bob), USER_FUNDS + out);
        assertEq(dk.balanceOf(alice), USER_FUNDS - MIN_DK);
        (uint256 reserveDk, uint256 feesDk,) = converter.owed(address(dk));
        assertEq(reserveDk, POOL_DK + MIN_DK - fee);
        assertEq(feesDk, fee);
        (uint256 reserveDk2,,) = converter.owed(address(dk2));
        assertEq(reserveDk2, POOL_DK2 - out);
        assertEq(dk.balanceOf(address(converter)), _owed(address(dk)));
        assertEq(dk2.balanceOf(address(converter)), _owed(address(dk2)));
    }

    function test_DkToDk2_RevertWhen_BelowMinimum() public {
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.BelowMinimum.selector, MIN_DK));
        _toDk2(alice, MIN_DK - 1);
    }

    function test_DkToDk2_RevertWhen_ZeroRecipient() public {
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        vm.prank(alice);
        converter.DkToDk2(MIN_DK, address(0));
    }

    function test_DkToDk2_RevertWhen_PoolLacksOutput() public {
        uint256 amount = (POOL_DK2 + 1) * BASE * 2;
        vm.expectRevert(
            abi.encodeWithSelector(FomoDkConverter.InsufficientPool.selector, POOL_DK2, converter.getDkToDK2(amount))
        );
        _toDk2(alice, amount);
    }

    function test_DkToDk2_RevertWhen_ZeroOutput() public {
        converter.setMinimums(0, 0);
        vm.expectRevert(FomoDkConverter.ZeroOutput.selector);
        _toDk2(alice, BASE - 1);
        vm.expectRevert(FomoDkConverter.ZeroOutput.selector);
        _toDk2(alice, 0);
    }

    function test_DkToDk2_RevertWhen_Paused() public {
        converter.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _toDk2(alice, MIN_DK);
        converter.unpause();
        _toDk2(alice, MIN_DK);
    }

    // ------------------------------------------------------------------ Dk2ToDk

    function test_Dk2ToDk_PaysTheRecipient() public {
        uint256 fee = MIN_DK2 * FEE_BPS / 10_000;
        uint256 out = converter.getDk2ToDK(MIN_DK2);
        vm.expectEmit(address(converter));
        emit Converted(alice, bob, address(dk2), MIN_DK2, address(dk), out, fee);
        vm.prank(alice);
        assertEq(converter.Dk2ToDk(MIN_DK2, bob), out);
        assertEq(dk.balanceOf(bob), USER_FUNDS + out);
        (uint256 reserveDk2, uint256 feesDk2,) = converter.owed(address(dk2));
        assertEq(reserveDk2, POOL_DK2 + MIN_DK2 - fee);
        assertEq(feesDk2, fee);
    }

    function test_Dk2ToDk_RevertWhen_BelowMinimum() public {
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.BelowMinimum.selector, MIN_DK2));
        _toDk(alice, MIN_DK2 - 1);
    }

    function test_Dk2ToDk_RevertWhen_ZeroRecipient() public {
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        vm.prank(alice);
        converter.Dk2ToDk(MIN_DK2, address(0));
    }

    function test_Dk2ToDk_RevertWhen_PoolLacksOutput() public {
        uint256 amount = POOL_DK / BASE * 2;
        vm.expectRevert(
            abi.encodeWithSelector(FomoDkConverter.InsufficientPool.selector, POOL_DK, converter.getDk2ToDK(amount))
        );
        _toDk(alice, amount);
    }

    function test_Dk2ToDk_RevertWhen_Paused() public {
        converter.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _toDk(alice, MIN_DK2);
    }

    // ------------------------------------------------------------------ pool and fees

    function test_FundPool() public {
        dk2.mint(bob, 5);
        vm.expectEmit(address(converter));
        emit PoolFunded(bob, address(dk2), 5);
        vm.prank(bob);
        converter.fundPool(address(dk2), 5);
        (uint256 reserve,,) = converter.owed(address(dk2));
        assertEq(reserve, POOL_DK2 + 5);
    }

    function test_FundPool_RevertWhen_NotAPoolToken() public {
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.NotAPoolToken.selector, address(this)));
        converter.fundPool(address(this), 1);
    }

    function test_FundPool_RevertWhen_Nothing() public {
        vm.expectRevert(FomoDkConverter.NothingToMove.selector);
        converter.fundPool(address(dk), 0);
    }

    function test_WithdrawFees() public {
        _toDk2(alice, MIN_DK);
        uint256 fee = MIN_DK * FEE_BPS / 10_000;
        vm.expectEmit(address(converter));
        emit FeesWithdrawn(address(dk), bob, fee);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk), bob);
        assertEq(dk.balanceOf(bob), USER_FUNDS + fee);
        (, uint256 fees,) = converter.owed(address(dk));
        assertEq(fees, 0);
        vm.expectRevert(FomoDkConverter.NothingToMove.selector);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk), bob);
    }

    function test_WithdrawFees_ByTheNewRecipient() public {
        _toDk(alice, MIN_DK2);
        converter.setFeeRecipient(bob);
        vm.expectRevert(FomoDkConverter.NotFeeRecipient.selector);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk2), feeRecipient);
        vm.prank(bob);
        converter.withdrawFees(address(dk2), bob);
        assertEq(dk2.balanceOf(bob), USER_FUNDS + MIN_DK2 * FEE_BPS / 10_000);
    }

    function test_WithdrawFees_RevertWhen_ZeroRecipient() public {
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk), address(0));
    }

    // ------------------------------------------------------------------ admin

    function test_SetFee() public {
        vm.expectEmit(address(converter));
        emit FeeSet(1_000);
        converter.setFee(1_000);
        assertEq(converter.getDkFee(), 1_000);
        assertEq(converter.getDkToDK2(1e26), 0.9e18);
    }

    function test_SetFee_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, converter.ADMIN_ROLE());
        vm.prank(alice);
        converter.setFee(1);
    }

    function test_SetMinimums() public {
        vm.expectEmit(address(converter));
        emit MinimumsSet(7, 9);
        converter.setMinimums(7, 9);
        assertEq(converter.minDk(), 7);
        assertEq(converter.minDk2(), 9);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 128, 2 ** 128));
        converter.setMinimums(2 ** 128, 0);
    }

    function test_SetMinimums_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, converter.ADMIN_ROLE());
        vm.prank(alice);
        converter.setMinimums(0, 0);
    }

    function test_SetFeeRecipient() public {
        vm.expectEmit(address(converter));
        emit FeeRecipientSet(bob);
        converter.setFeeRecipient(bob);
        assertEq(converter.feeRecipient(), bob);
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        converter.setFeeRecipient(address(0));
    }

    function test_SetFeeRecipient_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, converter.ADMIN_ROLE());
        vm.prank(alice);
        converter.setFeeRecipient(alice);
    }

    function test_AbsorbExcess() public {
        dk2.mint(address(converter), 11);
        vm.expectEmit(address(converter));
        emit PoolFunded(address(this), address(dk2), 11);
        converter.absorbExcess(address(dk2));
        assertEq(_owed(address(dk2)), POOL_DK2 + 11);
        vm.expectRevert(FomoDkConverter.NothingToMove.selector);
        converter.absorbExcess(address(dk2));
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.NotAPoolToken.selector, address(this)));
        converter.absorbExcess(address(this));
    }

    function test_AbsorbExcess_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, converter.ADMIN_ROLE());
        vm.prank(alice);
        converter.absorbExcess(address(dk));
    }

    function test_Pause_RevertWhen_NotOperator() public {
        _expectUnauthorized(alice, converter.OPERATOR_ROLE());
        vm.prank(alice);
        converter.pause();
        converter.pause();
        _expectUnauthorized(alice, converter.OPERATOR_ROLE());
        vm.prank(alice);
        converter.unpause();
    }

    // ------------------------------------------------------------------ sweep

    function test_Sweep_StrayToken() public {
        TestERC20 stray = new TestERC20("Stray", "STR", 18);
        stray.mint(address(converter), 42);
        converter.sweep(address(stray), bob);
        assertEq(stray.balanceOf(bob), 42);
    }

    function test_Sweep_RevertWhen_ZeroRecipientOrNotAdmin() public {
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        converter.sweep(address(dk), address(0));
        _expectUnauthorized(alice, converter.ADMIN_ROLE());
        vm.prank(alice);
        converter.sweep(address(dk), alice);
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }
}
