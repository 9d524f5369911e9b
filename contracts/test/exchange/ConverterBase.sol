// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice A converter administered by this test at the devnet's base number and minimums, its
/// pool funded with POOL_DK and POOL_DK2, and two funded, approving users.
abstract contract ConverterBase is Test {
    uint256 internal constant BASE = 1e8;
    uint256 internal constant FEE_BPS = 30;
    uint256 internal constant MIN_DK = 100_000_000e18;
    uint256 internal constant MIN_DK2 = 1e18;
    uint256 internal constant POOL_DK = 1e30;
    uint256 internal constant POOL_DK2 = 1e24;
    uint256 internal constant USER_FUNDS = 1e33;

    FomoDkConverter internal converter;
    TestERC20 internal dk;
    TestERC20 internal dk2;
    address internal feeRecipient;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        feeRecipient = makeAddr("fee recipient");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        dk = new TestERC20("Dog", "DK", 18);
        dk2 = new TestERC20("Dog 2", "DK2", 18);
        converter = _deploy(address(dk), address(dk2));
        _fundPool(address(dk), POOL_DK);
        _fundPool(address(dk2), POOL_DK2);
        _fundUser(alice);
        _fundUser(bob);
    }

    function _deploy(address dk_, address dk2_) internal returns (FomoDkConverter) {
        return new FomoDkConverter(address(this), dk_, dk2_, BASE, FEE_BPS, MIN_DK, MIN_DK2, feeRecipient);
    }

    function _fundPool(address token, uint256 amount) internal {
        TestERC20(token).mint(address(this), amount);
        TestERC20(token).approve(address(converter), amount);
        converter.fundPool(token, amount);
    }

    function _fundUser(address account) internal {
        dk.mint(account, USER_FUNDS);
        dk2.mint(account, USER_FUNDS);
        vm.startPrank(account);
        dk.approve(address(converter), type(uint256).max);
        dk2.approve(address(converter), type(uint256).max);
        vm.stopPrank();
    }

    function _toDk2(address account, uint256 amount) internal returns (uint256) {
        vm.prank(account);
        return converter.DkToDk2(amount, account);
    }

    function _toDk(address account, uint256 amount) internal returns (uint256) {
        vm.prank(account);
        return converter.Dk2ToDk(amount, account);
    }

    function _owed(address token) internal view returns (uint256 total) {
        (,, total) = converter.owed(token);
    }
}
