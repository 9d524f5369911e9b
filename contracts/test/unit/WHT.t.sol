// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {WBNB} from "../../src/WBNB.sol";
import {WHT} from "../../src/WHT.sol";
import {Test} from "../utils/Test.sol";

/// @notice Refuses native coin, for NativeTransferFailed.
contract CoinRefuser {
    error NoThanks();

    function unwrap(WHT wht, uint256 wad) external {
        wht.withdraw(wad);
    }

    receive() external payable {
        revert NoThanks();
    }
}

/// @notice WHT: WETH9's wrap, unwrap and ERC-20 paths, and its errors.
contract WHTTest is Test {
    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    WHT internal wht;
    address internal alice;
    address internal bob;

    function setUp() public {
        wht = new WHT();
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        vm.deal(alice, 100e18);
    }

    function test_Metadata() public view {
        assertEq(wht.name(), "Wrapped HT");
        assertEq(wht.symbol(), "WHT");
        assertEq(wht.decimals(), 18);
        assertEq(wht.totalSupply(), 0);
    }

    function test_Metadata_WBNB() public {
        WBNB wbnb = new WBNB();
        assertEq(wbnb.name(), "Wrapped BNB");
        assertEq(wbnb.symbol(), "WBNB");
        assertEq(wbnb.decimals(), 18);
        vm.prank(alice);
        wbnb.deposit{value: 1e18}();
        assertEq(wbnb.balanceOf(alice), 1e18);
    }

    function test_Deposit() public {
        vm.expectEmit(address(wht));
        emit Deposit(alice, 3e18);
        vm.prank(alice);
        wht.deposit{value: 3e18}();
        assertEq(wht.balanceOf(alice), 3e18);
        assertEq(wht.totalSupply(), 3e18);
        assertEq(address(wht).balance, 3e18);
    }

    function test_Receive() public {
        vm.expectEmit(address(wht));
        emit Deposit(alice, 2e18);
        vm.prank(alice);
        (bool ok,) = address(wht).call{value: 2e18}("");
        assertTrue(ok);
        assertEq(wht.balanceOf(alice), 2e18);
    }

    function test_UnknownCall_Reverts() public {
        vm.prank(alice);
        (bool ok,) = address(wht).call{value: 1}(abi.encodeWithSignature("permit()"));
        assertFalse(ok); // no WETH9-style catch-all fallback
    }

    function test_Withdraw() public {
        vm.startPrank(alice);
        wht.deposit{value: 3e18}();
        vm.expectEmit(address(wht));
        emit Withdrawal(alice, 1e18);
        wht.withdraw(1e18);
        vm.stopPrank();
        assertEq(wht.balanceOf(alice), 2e18);
        assertEq(alice.balance, 98e18);
        assertEq(wht.totalSupply(), 2e18);
    }

    function test_Withdraw_RevertWhen_InsufficientBalance() public {
        vm.prank(alice);
        vm.expectRevert(WHT.InsufficientBalance.selector);
        wht.withdraw(1);
    }

    function test_Withdraw_RevertWhen_NativeTransferFailed() public {
        CoinRefuser refuser = new CoinRefuser();
        vm.prank(alice);
        wht.deposit{value: 1e18}();
        vm.prank(alice);
        wht.transfer(address(refuser), 1e18);
        vm.expectRevert(WHT.NativeTransferFailed.selector);
        refuser.unwrap(wht, 1e18);
    }

    function test_Approve() public {
        vm.expectEmit(address(wht));
        emit Approval(alice, bob, 5);
        vm.prank(alice);
        assertTrue(wht.approve(bob, 5));
        assertEq(wht.allowance(alice, bob), 5);
    }

    function test_Transfer() public {
        vm.startPrank(alice);
        wht.deposit{value: 3e18}();
        vm.expectEmit(address(wht));
        emit Transfer(alice, bob, 1e18);
        assertTrue(wht.transfer(bob, 1e18));
        vm.stopPrank();
        assertEq(wht.balanceOf(alice), 2e18);
        assertEq(wht.balanceOf(bob), 1e18);
    }

    function test_Transfer_RevertWhen_InsufficientBalance() public {
        vm.prank(alice);
        vm.expectRevert(WHT.InsufficientBalance.selector);
        wht.transfer(bob, 1);
    }

    function test_TransferFrom() public {
        vm.startPrank(alice);
        wht.deposit{value: 3e18}();
        wht.approve(bob, 2e18);
        vm.stopPrank();
        vm.prank(bob);
        assertTrue(wht.transferFrom(alice, bob, 1e18));
        assertEq(wht.allowance(alice, bob), 1e18);
        assertEq(wht.balanceOf(bob), 1e18);
    }

    function test_TransferFrom_Self() public {
        vm.startPrank(alice);
        wht.deposit{value: 3e18}();
        assertTrue(wht.transferFrom(alice, bob, 1e18)); // the owner needs no allowance (WETH9)
        vm.stopPrank();
        assertEq(wht.balanceOf(bob), 1e18);
    }

    function test_TransferFrom_MaxAllowanceNotDecreased() public {
        vm.startPrank(alice);
        wht.deposit{value: 3e18}();
        wht.approve(bob, type(uint256).max);
        vm.stopPrank();
        vm.prank(bob);
        wht.transferFrom(alice, bob, 1e18);
        assertEq(wht.allowance(alice, bob), type(uint256).max);
    }

    function test_TransferFrom_RevertWhen_InsufficientAllowance() public {
        vm.prank(alice);
        wht.deposit{value: 3e18}();
        vm.prank(bob);
        vm.expectRevert(WHT.InsufficientAllowance.selector);
        wht.transferFrom(alice, bob, 1);
    }

    function test_TransferFrom_RevertWhen_InsufficientBalance() public {
        vm.prank(alice);
        wht.approve(bob, 10);
        vm.prank(bob);
        vm.expectRevert(WHT.InsufficientBalance.selector);
        wht.transferFrom(alice, bob, 1);
    }

    function testFuzz_DepositWithdraw(uint256 amount, uint256 back) public {
        _checkDepositWithdraw(amount, back);
    }

    function test_DepositWithdraw_FixedInput() public {
        _checkDepositWithdraw(7e18, 3e18);
    }

    function _checkDepositWithdraw(uint256 amount, uint256 back) private {
        amount = bound(amount, 0, 100e18);
        back = bound(back, 0, amount);
        vm.startPrank(alice);
        wht.deposit{value: amount}();
        wht.withdraw(back);
        vm.stopPrank();
        assertEq(wht.balanceOf(alice), amount - back);
        assertEq(wht.totalSupply(), amount - back);
        assertEq(alice.balance, 100e18 - amount + back);
    }
}
