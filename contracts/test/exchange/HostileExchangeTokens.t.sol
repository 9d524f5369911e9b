// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {Reenterer} from "../mining/HostileMiningTokens.t.sol";
import {Test} from "../utils/Test.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HookToken} from "../utils/tokens/HookToken.sol";
import {RevertingToken} from "../utils/tokens/RevertingToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {WithdrawalLib} from "./WithdrawalLib.sol";

/// @notice Hostile tokens against the converter and the investment contract: a fee-on-transfer
/// token is credited what arrived and never over-paid; a reverting token locks nothing else and
/// nothing for good; a re-entering token is stopped by the guard.
contract HostileExchangeTokensTest is Test {
    uint256 private constant BASE = 1e8;
    uint256 private constant FEE_BPS = 30;
    uint256 private constant POOL = 1e30;

    address private alice = makeAddr("alice");
    address private feeRecipient = makeAddr("fee recipient");

    // ------------------------------------------------------------------ converter

    function test_Converter_FeeOnTransferInput_CreditsWhatArrived() public {
        FeeOnTransferToken dk = new FeeOnTransferToken();
        TestERC20 dk2 = new TestERC20("Dog 2", "DK2", 18);
        FomoDkConverter converter = _converter(address(dk), address(dk2));
        uint256 amount = 1e27;
        uint256 arrived = dk.received(amount);
        uint256 out = converter.getDkToDK2(arrived);
        _give(address(dk), address(converter), amount);
        vm.prank(alice);
        assertEq(converter.DkToDk2(amount, alice), out);
        assertEq(dk2.balanceOf(alice), out);
        _assertSolvent(converter, address(dk));
        _assertSolvent(converter, address(dk2));
    }

    function test_Converter_FeeOnTransferOutput_NeverOverPays() public {
        TestERC20 dk = new TestERC20("Dog", "DK", 18);
        FeeOnTransferToken dk2 = new FeeOnTransferToken();
        FomoDkConverter converter = _converter(address(dk), address(dk2));
        (uint256 reserveBefore,,) = converter.owed(address(dk2));
        uint256 balanceBefore = dk2.balanceOf(address(converter));
        _give(address(dk), address(converter), 1e27);
        vm.prank(alice);
        uint256 out = converter.DkToDk2(1e27, alice);
        assertEq(dk2.balanceOf(alice), dk2.received(out)); // the token's fee is the recipient's loss
        assertEq(balanceBefore - dk2.balanceOf(address(converter)), out);
        (uint256 reserveAfter,,) = converter.owed(address(dk2));
        assertEq(reserveBefore - reserveAfter, out);
        _assertSolvent(converter, address(dk2));
    }

    function test_Converter_RevertingToken_LocksNothingElse() public {
        RevertingToken dk = new RevertingToken();
        TestERC20 dk2 = new TestERC20("Dog 2", "DK2", 18);
        FomoDkConverter converter = _converter(address(dk), address(dk2));
        _give(address(dk2), address(converter), 1e18);
        vm.prank(alice);
        converter.Dk2ToDk(1e18, alice); // DK2 fees are now owed
        dk.setBroken(true);
        _give(address(dk), address(converter), 1e27);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        vm.prank(alice);
        converter.DkToDk2(1e27, alice);
        dk2.mint(alice, 1e18);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        vm.prank(alice);
        converter.Dk2ToDk(1e18, alice);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk2), feeRecipient); // the other token still moves
        assertEq(dk2.balanceOf(feeRecipient), 1e18 * FEE_BPS / 10_000);
        dk.setBroken(false); // and nothing stayed locked
        vm.prank(alice);
        converter.DkToDk2(1e27, alice);
        vm.prank(feeRecipient);
        converter.withdrawFees(address(dk), feeRecipient);
    }

    function test_Converter_ReentrantToken_IsStopped() public {
        HookToken dk = new HookToken();
        TestERC20 dk2 = new TestERC20("Dog 2", "DK2", 18);
        FomoDkConverter converter = _converter(address(dk), address(dk2));
        Reenterer attacker = new Reenterer();
        dk.mint(address(attacker), 2e27);
        attacker.call(address(dk), abi.encodeCall(dk.approve, (address(converter), type(uint256).max)));
        attacker.arm(address(converter), abi.encodeCall(FomoDkConverter.DkToDk2, (1e27, address(attacker))));
        dk.setHooked(address(attacker), true);
        attacker.call(address(converter), abi.encodeCall(FomoDkConverter.DkToDk2, (1e27, address(attacker))));
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertFalse(attacker.succeeded());
        assertEq(dk2.balanceOf(address(attacker)), converter.getDkToDK2(1e27)); // paid once
        _assertSolvent(converter, address(dk));
    }

    // ------------------------------------------------------------------ investment

    function test_Investment_FeeOnTransfer_CreditsWhatTheLockReceived() public {
        FeeOnTransferToken hjw = new FeeOnTransferToken();
        address lock = makeAddr("lock");
        FomoInvestment invest = _investment(address(hjw), lock);
        _give(address(hjw), address(invest), 1_000e18);
        vm.prank(alice);
        invest.investment(address(hjw), 1_000e18);
        assertEq(invest.totalInvestment(), hjw.received(1_000e18));
        assertEq(hjw.balanceOf(lock), invest.totalInvestment());
    }

    function test_Investment_FeeOnTransferWithdrawal_PaysAtMostTheSignedAmount() public {
        FeeOnTransferToken hjw = new FeeOnTransferToken();
        (FomoInvestment invest, uint256 key) = _withdrawChain(address(hjw));
        _withdrawWith(invest, key, address(hjw), 0, 100e18);
        assertEq(hjw.balanceOf(alice), hjw.received(100e18));
        assertEq(hjw.balanceOf(address(invest)), POOL - 100e18);
        assertEq(invest.totalWithdrawals(), 100e18);
    }

    function test_Investment_RevertingToken_KeepsTheNumber() public {
        RevertingToken hjw = new RevertingToken();
        (FomoInvestment invest, uint256 key) = _withdrawChain(address(hjw));
        hjw.setBroken(true);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        _withdrawWith(invest, key, address(hjw), 0, 1e18);
        assertEq(invest.withdrawalCount(alice), 0);
        hjw.setBroken(false);
        _withdrawWith(invest, key, address(hjw), 0, 1e18); // the same number pays once the token works
        assertEq(hjw.balanceOf(alice), 1e18);
        assertEq(invest.withdrawalCount(alice), 1);
    }

    function test_Investment_RevertingToken_CannotInvest() public {
        RevertingToken hjw = new RevertingToken();
        FomoInvestment invest = _investment(address(hjw), makeAddr("lock"));
        _give(address(hjw), address(invest), 1e18);
        hjw.setBroken(true);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        vm.prank(alice);
        invest.investment(address(hjw), 1e18);
        assertEq(invest.totalInvestment(), 0);
    }

    // ------------------------------------------------------------------ helpers

    function _converter(address dk, address dk2) private returns (FomoDkConverter converter) {
        converter = new FomoDkConverter(address(this), dk, dk2, BASE, FEE_BPS, 0, 0, feeRecipient);
        for (uint256 i; i < 2; ++i) {
            TestERC20 token = TestERC20(i == 0 ? dk : dk2);
            token.mint(address(this), POOL);
            token.approve(address(converter), POOL);
            converter.fundPool(address(token), POOL);
        }
    }

    function _investment(address hjw, address lock) private returns (FomoInvestment) {
        return new FomoInvestment(address(this), makeAddr("signer"), hjw, lock, type(uint256).max, block.timestamp + 1);
    }

    /// @dev A withdraw-chain deployment (closed to investments) funded with POOL and capped at POOL a day.
    function _withdrawChain(address hjw) private returns (FomoInvestment invest, uint256 key) {
        address signer;
        (signer, key) = makeAddrAndKey("signer");
        invest = new FomoInvestment(address(this), signer, hjw, makeAddr("lock"), 0, 0);
        TestERC20(hjw).mint(address(invest), POOL);
        invest.setDailyCap(hjw, POOL);
    }

    function _withdrawWith(FomoInvestment invest, uint256 key, address token, uint256 number, uint256 amount) private {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, WithdrawalLib.digest(address(invest), block.chainid, alice, number, token, amount, deadline));
        vm.prank(alice);
        invest.withdrawalToken(number, token, amount, deadline, v, r, s);
    }

    /// @dev Mints `amount` of `token` to alice, approved to `spender`.
    function _give(address token, address spender, uint256 amount) private {
        TestERC20(token).mint(alice, amount);
        vm.prank(alice);
        TestERC20(token).approve(spender, type(uint256).max);
    }

    function _assertSolvent(FomoDkConverter converter, address token) private view {
        (,, uint256 owed) = converter.owed(token);
        assertGe(TestERC20(token).balanceOf(address(converter)), owed, "balance below what is owed");
    }
}
