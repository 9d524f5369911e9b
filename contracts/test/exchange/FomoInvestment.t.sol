// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {InvestmentBase} from "./InvestmentBase.sol";
import {WithdrawalLib} from "./WithdrawalLib.sol";

/// @notice FomoInvestment's investments (close time, cap, lock address), admin functions and views.
contract FomoInvestmentTest is InvestmentBase {
    event Invested(address indexed account, address indexed token, uint256 amount, uint256 totalInvestment);
    event LockAddressSet(address indexed lockAddress);
    event SignerChanged(address indexed signer);
    event DailyCapSet(address indexed token, uint256 cap);
    event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);

    function test_Constructor_SetsEverything() public view {
        assertTrue(invest.hasRole(invest.DEFAULT_ADMIN_ROLE(), address(this)));
        assertTrue(invest.hasRole(invest.ADMIN_ROLE(), address(this)));
        assertTrue(invest.hasRole(invest.OPERATOR_ROLE(), address(this)));
        assertEq(invest.signer(), signer);
        assertEq(invest.investToken(), address(hjw));
        assertEq(invest.lockAddress(), lock);
        assertEq(invest.investmentMax(), MAX);
        assertEq(invest.closeTime(), CLOSE_TIME);
        assertEq(invest.totalInvestment(), 0);
        assertEq(invest.totalWithdrawals(), 0);
        assertEq(invest.withdrawalCount(alice), 0);
    }

    function test_Constructor_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        new FomoInvestment(address(0), signer, address(hjw), lock, MAX, CLOSE_TIME);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        new FomoInvestment(address(this), address(0), address(hjw), lock, MAX, CLOSE_TIME);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        new FomoInvestment(address(this), signer, address(0), lock, MAX, CLOSE_TIME);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        new FomoInvestment(address(this), signer, address(hjw), address(0), MAX, CLOSE_TIME);
    }

    // ------------------------------------------------------------------ investment

    function test_Investment_GoesToTheLockAddress() public {
        vm.expectEmit(address(invest));
        emit Invested(alice, address(hjw), 5e18, 5e18);
        _invest(alice, 5e18);
        vm.expectEmit(address(invest));
        emit Invested(bob, address(hjw), 7e18, 12e18);
        _invest(bob, 7e18);
        assertEq(hjw.balanceOf(lock), 12e18);
        assertEq(hjw.balanceOf(alice), MAX - 5e18);
        assertEq(invest.totalInvestment(), 12e18);
        assertEq(hjw.balanceOf(address(invest)), FUND); // nothing stays in the contract
    }

    function test_Investment_OneSecondBeforeTheClose() public {
        vm.warp(CLOSE_TIME - 1);
        _invest(alice, 1);
        assertEq(invest.totalInvestment(), 1);
    }

    function test_Investment_RevertWhen_AtTheClose() public {
        vm.warp(CLOSE_TIME);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.InvestmentClosed.selector, CLOSE_TIME));
        _invest(alice, 1);
    }

    function test_Investment_RevertWhen_OneSecondAfterTheClose() public {
        vm.warp(CLOSE_TIME + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.InvestmentClosed.selector, CLOSE_TIME));
        _invest(alice, 1);
    }

    function testFuzz_Investment_CloseTime(uint256 when) public {
        when = bound(when, START, CLOSE_TIME + 365 days);
        vm.warp(when);
        if (when >= CLOSE_TIME) {
            vm.expectRevert(abi.encodeWithSelector(FomoInvestment.InvestmentClosed.selector, CLOSE_TIME));
        }
        _invest(alice, 1);
        assertEq(invest.totalInvestment(), when < CLOSE_TIME ? 1 : 0);
    }

    function test_Investment_CloseTime_FixedInputs() public {
        testFuzz_Investment_CloseTime(CLOSE_TIME - 1);
    }

    function test_Investment_UpToTheMax() public {
        _invest(alice, MAX - 10);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.InvestmentMaxExceeded.selector, 10));
        _invest(bob, 11);
        _invest(bob, 10);
        assertEq(invest.totalInvestment(), MAX);
    }

    function test_Investment_RevertWhen_NotTheInvestToken() public {
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.NotInvestToken.selector, address(this)));
        vm.prank(alice);
        invest.investment(address(this), 1);
    }

    function test_Investment_RevertWhen_Zero() public {
        vm.expectRevert(FomoInvestment.ZeroAmount.selector);
        _invest(alice, 0);
    }

    function test_Investment_RevertWhen_Paused() public {
        invest.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _invest(alice, 1);
        invest.unpause();
        _invest(alice, 1);
    }

    function test_Investment_ClosedDeployment() public {
        FomoInvestment closed = new FomoInvestment(address(this), signer, address(hjw), lock, MAX, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoInvestment.InvestmentClosed.selector, 0));
        vm.prank(alice);
        closed.investment(address(hjw), 1);
    }

    // ------------------------------------------------------------------ admin

    function test_SetLockAddress() public {
        vm.expectEmit(address(invest));
        emit LockAddressSet(bob);
        invest.setLockAddress(bob);
        assertEq(invest.lockAddress(), bob);
        _invest(alice, 3);
        assertEq(hjw.balanceOf(bob), MAX + 3);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        invest.setLockAddress(address(0));
    }

    function test_SetLockAddress_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, invest.ADMIN_ROLE());
        vm.prank(alice);
        invest.setLockAddress(alice);
    }

    function test_SetSigner() public {
        vm.expectEmit(address(invest));
        emit SignerChanged(bob);
        invest.setSigner(bob);
        assertEq(invest.signer(), bob);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        invest.setSigner(address(0));
        _expectUnauthorized(alice, invest.ADMIN_ROLE());
        vm.prank(alice);
        invest.setSigner(alice);
    }

    function test_SetDailyCap() public {
        vm.expectEmit(address(invest));
        emit DailyCapSet(address(hjw), 5);
        invest.setDailyCap(address(hjw), 5);
        (uint256 cap, uint256 paidToday) = invest.dailyCapOf(address(hjw));
        assertEq(cap, 5);
        assertEq(paidToday, 0);
        vm.expectRevert(FomoInvestment.CapTooLarge.selector);
        invest.setDailyCap(address(hjw), uint256(type(uint112).max) + 1);
        _expectUnauthorized(alice, invest.ADMIN_ROLE());
        vm.prank(alice);
        invest.setDailyCap(address(hjw), 1);
    }

    function test_WithdrawFunds() public {
        vm.expectEmit(address(invest));
        emit FundsWithdrawn(address(hjw), bob, 7);
        invest.withdrawFunds(address(hjw), bob, 7);
        assertEq(hjw.balanceOf(bob), MAX + 7);
        vm.expectRevert(FomoInvestment.ZeroAddress.selector);
        invest.withdrawFunds(address(hjw), address(0), 7);
        _expectUnauthorized(alice, invest.ADMIN_ROLE());
        vm.prank(alice);
        invest.withdrawFunds(address(hjw), alice, 7);
    }

    function test_Pause_RevertWhen_NotOperator() public {
        _expectUnauthorized(alice, invest.OPERATOR_ROLE());
        vm.prank(alice);
        invest.pause();
        invest.pause();
        _expectUnauthorized(alice, invest.OPERATOR_ROLE());
        vm.prank(alice);
        invest.unpause();
    }

    // ------------------------------------------------------------------ views

    function test_DomainAndDigestMatchTheStandard() public view {
        assertEq(invest.DOMAIN_SEPARATOR(), WithdrawalLib.domainSeparator(address(invest), block.chainid));
        assertEq(invest.WITHDRAWAL_TYPEHASH(), WithdrawalLib.WITHDRAWAL_TYPEHASH);
        assertEq(
            invest.withdrawalDigest(alice, 3, address(hjw), 4, 5),
            WithdrawalLib.digest(address(invest), block.chainid, alice, 3, address(hjw), 4, 5)
        );
        (, string memory name, string memory version, uint256 chainId, address verifier,,) = invest.eip712Domain();
        assertEq(name, "FomoInvestment");
        assertEq(version, "1");
        assertEq(chainId, block.chainid);
        assertEq(verifier, address(invest));
    }

    function _expectUnauthorized(address account, bytes32 role) private {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }
}
