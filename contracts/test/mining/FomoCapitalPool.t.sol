// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice FomoCapitalPool: listing, options as terms, deposits, withdrawals from matured deposits.
contract FomoCapitalPoolTest is Test {
    event Deposited(
        address indexed account,
        address indexed token,
        uint256 indexed depositId,
        uint256 amount,
        uint8 option,
        uint64 unlockAt
    );
    event Withdrawn(address indexed account, address indexed token, uint256 amount);
    event TokenListed(address indexed token, bool listed);
    event DepositOptionSet(uint8 indexed option, uint16 termDays, bool enabled);

    uint256 private constant FUNDS = 1e30;
    uint8 private constant ANY_TIME = 0;
    uint8 private constant MONTH = 1;
    uint8 private constant QUARTER = 2;

    FomoCapitalPool private capital;
    TestERC20 private usdt;
    address private alice;
    address private bob;

    function setUp() public {
        vm.warp(1_700_000_000);
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        capital = new FomoCapitalPool(address(this));
        usdt = new TestERC20("Tether", "USDT", 18);
        capital.setToken(address(usdt), true);
        capital.setDepositOption(ANY_TIME, 0, true);
        capital.setDepositOption(MONTH, 30, true);
        capital.setDepositOption(QUARTER, 90, true);
        usdt.mint(alice, FUNDS);
        vm.prank(alice);
        usdt.approve(address(capital), type(uint256).max);
    }

    function test_Constructor_RevertWhen_ZeroAdmin() public {
        vm.expectRevert(FomoCapitalPool.ZeroAddress.selector);
        new FomoCapitalPool(address(0));
    }

    function test_SetToken() public {
        vm.expectEmit(address(capital));
        emit TokenListed(address(usdt), false);
        capital.setToken(address(usdt), false);
        assertFalse(capital.isListed(address(usdt)));
    }

    function test_SetToken_RevertWhen_Zero() public {
        vm.expectRevert(FomoCapitalPool.ZeroAddress.selector);
        capital.setToken(address(0), true);
    }

    function test_SetToken_RevertWhen_NotAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, bob, capital.ADMIN_ROLE())
        );
        vm.prank(bob);
        capital.setToken(address(usdt), true);
    }

    function test_SetDepositOption() public {
        vm.expectEmit(address(capital));
        emit DepositOptionSet(7, 365, true);
        capital.setDepositOption(7, 365, true);
        (uint16 termDays, bool enabled) = capital.depositOptions(7);
        assertEq(uint256(termDays), 365);
        assertTrue(enabled);
    }

    function test_SetDepositOption_RevertWhen_NotAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, bob, capital.ADMIN_ROLE())
        );
        vm.prank(bob);
        capital.setDepositOption(7, 1, true);
    }

    function test_Deposit_AnyTime() public {
        vm.expectEmit(address(capital));
        emit Deposited(alice, address(usdt), 0, 100, ANY_TIME, uint64(block.timestamp));
        _deposit(100, ANY_TIME);
        assertEq(capital.getAccountCurrentBalance(address(usdt), alice), 100);
        assertEq(capital.withdrawableOf(address(usdt), alice), 100);
        assertEq(usdt.balanceOf(address(capital)), 100);
    }

    function test_Deposit_Term() public {
        vm.expectEmit(address(capital));
        emit Deposited(alice, address(usdt), 1, 100, MONTH, uint64(block.timestamp + 30 days));
        _deposit(100, MONTH);
        vm.expectEmit(address(capital));
        emit Deposited(alice, address(usdt), 2, 50, QUARTER, uint64(block.timestamp + 90 days));
        _deposit(50, QUARTER);
        assertEq(capital.getAccountCurrentBalance(address(usdt), alice), 150);
        assertEq(capital.withdrawableOf(address(usdt), alice), 0);
        (uint256 free, FomoCapitalPool.Deposit[] memory records) = capital.depositsOf(address(usdt), alice);
        assertEq(free, 0);
        assertEq(records.length, 2);
        assertEq(records[1].amount, 50);
        assertEq(uint256(records[1].unlockAt), block.timestamp + 90 days);
        assertEq(uint256(records[1].option), QUARTER);
        assertEq(uint256(records[1].id), 2);
    }

    function test_Deposit_ExistingDepositsKeepTheirTerm() public {
        _deposit(100, MONTH);
        capital.setDepositOption(MONTH, 365, true);
        vm.warp(block.timestamp + 30 days);
        assertEq(capital.withdrawableOf(address(usdt), alice), 100);
    }

    function test_Deposit_RevertWhen_ZeroAmount() public {
        vm.expectRevert(FomoCapitalPool.ZeroAmount.selector);
        _deposit(0, ANY_TIME);
    }

    function test_Deposit_RevertWhen_NotListed() public {
        capital.setToken(address(usdt), false);
        vm.expectRevert(abi.encodeWithSelector(FomoCapitalPool.TokenNotListed.selector, address(usdt)));
        _deposit(1, ANY_TIME);
    }

    function test_Deposit_RevertWhen_OptionNotEnabled() public {
        capital.setDepositOption(MONTH, 30, false);
        vm.expectRevert(abi.encodeWithSelector(FomoCapitalPool.OptionNotEnabled.selector, MONTH));
        _deposit(1, MONTH);
        vm.expectRevert(abi.encodeWithSelector(FomoCapitalPool.OptionNotEnabled.selector, uint8(9)));
        _deposit(1, 9);
    }

    function test_Deposit_RevertWhen_NothingReceived() public {
        vm.mockCall(address(usdt), abi.encodeCall(IERC20.balanceOf, (address(capital))), abi.encode(uint256(0)));
        vm.expectRevert(FomoCapitalPool.NothingReceived.selector);
        _deposit(1, ANY_TIME);
    }

    function test_Deposit_RevertWhen_AmountTooLarge() public {
        usdt.mint(alice, type(uint128).max);
        vm.expectRevert(FomoCapitalPool.AmountTooLarge.selector);
        _deposit(uint256(type(uint128).max) + 1, MONTH);
        _deposit(type(uint128).max, ANY_TIME);
        vm.expectRevert(FomoCapitalPool.AmountTooLarge.selector);
        _deposit(1, ANY_TIME);
    }

    function test_Withdraw() public {
        _deposit(100, ANY_TIME);
        vm.expectEmit(address(capital));
        emit Withdrawn(alice, address(usdt), 60);
        _withdraw(60);
        assertEq(capital.getAccountCurrentBalance(address(usdt), alice), 40);
        assertEq(usdt.balanceOf(alice), FUNDS - 40);
    }

    function test_Withdraw_FromMaturedDepositsOnly() public {
        _deposit(10, ANY_TIME);
        _deposit(20, MONTH);
        _deposit(30, QUARTER);
        vm.warp(block.timestamp + 30 days);
        vm.expectRevert(abi.encodeWithSelector(FomoCapitalPool.InsufficientUnlocked.selector, 30, 31));
        _withdraw(31);
        _withdraw(25);
        (uint256 free, FomoCapitalPool.Deposit[] memory records) = capital.depositsOf(address(usdt), alice);
        assertEq(free, 5);
        assertEq(records.length, 1);
        assertEq(uint256(records[0].id), 2);
        assertEq(capital.getAccountCurrentBalance(address(usdt), alice), 35);
    }

    function test_Withdraw_AfterDelisting() public {
        _deposit(10, ANY_TIME);
        capital.setToken(address(usdt), false);
        capital.setDepositOption(ANY_TIME, 0, false);
        _withdraw(10);
        assertEq(usdt.balanceOf(alice), FUNDS);
    }

    function test_Withdraw_RevertWhen_ZeroAmount() public {
        vm.expectRevert(FomoCapitalPool.ZeroAmount.selector);
        _withdraw(0);
    }

    function testFuzz_Withdraw(uint256 amount, uint256 taken, uint256 elapsed) public {
        amount = bound(amount, 1, FUNDS);
        taken = bound(taken, 1, amount);
        elapsed = bound(elapsed, 0, 60 days);
        _deposit(amount, MONTH);
        vm.warp(block.timestamp + elapsed);
        uint256 unlocked = elapsed >= 30 days ? amount : 0;
        if (taken > unlocked) {
            vm.expectRevert(abi.encodeWithSelector(FomoCapitalPool.InsufficientUnlocked.selector, unlocked, taken));
            _withdraw(taken);
            return;
        }
        _withdraw(taken);
        assertEq(capital.getAccountCurrentBalance(address(usdt), alice), amount - taken);
        assertEq(usdt.balanceOf(address(capital)), amount - taken);
    }

    function test_Withdraw_FixedInputs() public {
        testFuzz_Withdraw(1_000e18, 999e18, 30 days);
    }

    function test_Withdraw_FixedInputs_StillLocked() public {
        testFuzz_Withdraw(1_000e18, 1, 30 days - 1);
    }

    function _deposit(uint256 amount, uint8 option) private {
        vm.prank(alice);
        capital.deposit(address(usdt), amount, option);
    }

    function _withdraw(uint256 amount) private {
        vm.prank(alice);
        capital.withdraw(address(usdt), amount);
    }
}
