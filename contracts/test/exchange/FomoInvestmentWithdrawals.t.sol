// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {InvestmentBase} from "./InvestmentBase.sol";

/// @notice FomoInvestment's release withdrawals on the withdraw chain (56): paid once, in
/// sequence, only as signed (chain, contract, account, number, token, amount, deadline), within
/// the daily cap.
contract FomoInvestmentWithdrawalsTest is InvestmentBase {
    uint256 private constant WITHDRAW_CHAIN = 56;
    uint256 private constant INVESTMENT_CHAIN = 128;
    uint256 private constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    event Withdrawal(
        address indexed account, uint256 indexed historicalWithdrawalNumber, address indexed token, uint256 amount
    );

    function setUp() public override {
        vm.chainId(WITHDRAW_CHAIN);
        super.setUp();
    }

    function test_WithdrawalToken_PaysTheCaller() public {
        vm.expectEmit(address(invest));
        emit Withdrawal(alice, 0, address(hjw), 5e18);
        _withdraw(alice, 0, 5e18);
        assertEq(hjw.balanceOf(alice), MAX + 5e18);
        assertEq(invest.withdrawalCount(alice), 1);
        assertEq(invest.totalWithdrawals(), 5e18);
        _withdraw(alice, 1, 2e18);
        _withdraw(bob, 0, 1e18); // numbers are per account
        assertEq(invest.withdrawalCount(alice), 2);
        assertEq(invest.withdrawalCount(bob), 1);
        assertEq(invest.totalWithdrawals(), 8e18);
        assertEq(hjw.balanceOf(address(invest)), FUND - 8e18);
    }

    function test_WithdrawalToken_RevertWhen_NumberUsedTwice() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 5e18, deadline);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 5e18, deadline, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.WrongWithdrawalNumber.selector, 1));
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 5e18, deadline, v, r, s);
        assertEq(hjw.balanceOf(alice), MAX + 5e18);
    }

    function test_WithdrawalToken_RevertWhen_OutOfOrder() public {
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.WrongWithdrawalNumber.selector, 0));
        _withdraw(alice, 1, 1e18);
        _withdraw(alice, 0, 1e18);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.WrongWithdrawalNumber.selector, 1));
        _withdraw(alice, 2, 1e18);
    }

    function test_WithdrawalToken_RevertWhen_SignedForTheOtherChain() public {
        _expectRefused(signerKey, address(invest), INVESTMENT_CHAIN, alice);
    }

    function test_WithdrawalToken_RevertWhen_SignedForAnotherContract() public {
        FomoInvestment other = new FomoInvestment(address(this), signer, address(hjw), lock, MAX, CLOSE_TIME);
        _expectRefused(signerKey, address(other), block.chainid, alice);
    }

    function test_WithdrawalToken_RevertWhen_SignedForAnotherAccount() public {
        _expectRefused(signerKey, address(invest), block.chainid, bob);
    }

    function test_WithdrawalToken_RevertWhen_WrongSigner() public {
        (, uint256 otherKey) = makeAddrAndKey("mallory");
        _expectRefused(otherKey, address(invest), block.chainid, alice);
    }

    function test_WithdrawalToken_RevertWhen_AmountTampered() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 1e18, deadline);
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1e18 + 1, deadline, v, r, s);
    }

    function test_WithdrawalToken_RevertWhen_TokenOrDeadlineTampered() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 1e18, deadline);
        vm.startPrank(alice);
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        invest.withdrawalToken(0, address(this), 1e18, deadline, v, r, s);
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        invest.withdrawalToken(0, address(hjw), 1e18, deadline + 1, v, r, s);
        vm.stopPrank();
    }

    function test_WithdrawalToken_RevertWhen_HighS() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 1e18, deadline);
        bytes32 highS = bytes32(SECP256K1_N - uint256(s)); // the same signature, malleated
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1e18, deadline, v == 27 ? 28 : 27, r, highS);
    }

    function test_WithdrawalToken_RevertWhen_ZeroRecovery() public {
        uint256 deadline = _later();
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1e18, deadline, 27, bytes32(0), bytes32(0));
    }

    function test_WithdrawalToken_AtTheDeadline() public {
        uint256 deadline = block.timestamp;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 1, deadline);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1, deadline, v, r, s);
        assertEq(invest.withdrawalCount(alice), 1);
    }

    function test_WithdrawalToken_RevertWhen_AfterTheDeadline() public {
        uint256 deadline = block.timestamp;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 0, address(hjw), 1, deadline);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.WithdrawalExpired.selector, deadline));
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1, deadline, v, r, s);
    }

    function test_WithdrawalToken_RevertWhen_Zero() public {
        vm.expectRevert(FomoInvestment.ZeroAmount.selector);
        _withdraw(alice, 0, 0);
    }

    function test_WithdrawalToken_RevertWhen_Paused() public {
        invest.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _withdraw(alice, 0, 1);
        invest.unpause();
        _withdraw(alice, 0, 1);
    }

    function test_WithdrawalToken_RevertWhen_TokenNotPayable() public {
        invest.setDailyCap(address(hjw), 0);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.TokenNotPayable.selector, address(hjw)));
        _withdraw(alice, 0, 1);
    }

    function test_WithdrawalToken_RevertWhen_DailyCapExceeded() public {
        _withdraw(alice, 0, CAP / 4);
        (, uint256 used) = invest.dailyCapOf(address(hjw));
        uint256 left = CAP - used; // 3/4 of the cap, to a unit of cap / (2^30 - 1)
        assertLe(left, CAP - CAP / 4);
        assertGt(left + CAP / 1e9, CAP - CAP / 4);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.DailyCapExceeded.selector, address(hjw), left));
        _withdraw(bob, 0, CAP - CAP / 4 + 1);
        _withdraw(bob, 0, left); // what was left is payable
        (, used) = invest.dailyCapOf(address(hjw));
        assertEq(used, CAP);
        vm.warp(block.timestamp + 32 hours); // past the window
        _withdraw(alice, 1, CAP);
        invest.setDailyCap(address(hjw), CAP / 2); // lowered: the window's share used still counts
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.DailyCapExceeded.selector, address(hjw), 0));
        _withdraw(bob, 1, 1);
    }

    function test_WithdrawalToken_RevertWhen_SignerChanged() public {
        invest.setSigner(bob);
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        _withdraw(alice, 0, 1);
    }

    /// @dev Any run of withdrawals, each at its account's next number, pays their sum exactly.
    function testFuzz_WithdrawalToken_Sequence(uint8 count, uint256 seed) public {
        count = uint8(bound(count, 1, 20));
        uint256 sum;
        for (uint256 i; i < count; ++i) {
            uint256 amount = bound(uint256(keccak256(abi.encode(seed, i))), 1, CAP / 20);
            _withdraw(alice, i, amount);
            sum += amount;
            vm.expectRevert(abi.encodeWithSelector(FomoInvestment.WrongWithdrawalNumber.selector, i + 1));
            _withdraw(alice, i, amount); // the same number again
        }
        assertEq(invest.withdrawalCount(alice), count);
        assertEq(invest.totalWithdrawals(), sum);
        assertEq(hjw.balanceOf(alice), MAX + sum);
    }

    function test_WithdrawalToken_Sequence_FixedInputs() public {
        testFuzz_WithdrawalToken_Sequence(3, 42);
    }

    // ------------------------------------------------------------------ helpers

    function _later() private view returns (uint256) {
        return block.timestamp + 1 hours;
    }

    /// @dev Alice submits a 1e18 HJW withdrawal number 0 signed with `key` for `verifier` on
    /// `chainId` for `account`; it must be refused.
    function _expectRefused(uint256 key, address verifier, uint256 chainId, address account) private {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _signWith(key, verifier, chainId, account, 0, address(hjw), 1e18, deadline);
        vm.expectRevert(FomoInvestment.InvalidSignature.selector);
        vm.prank(alice);
        invest.withdrawalToken(0, address(hjw), 1e18, deadline, v, r, s);
        assertEq(invest.withdrawalCount(alice), 0);
        assertEq(hjw.balanceOf(alice), MAX);
    }
}
