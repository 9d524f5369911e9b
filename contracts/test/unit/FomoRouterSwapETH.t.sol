// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {FomoLibrary} from "../../src/libraries/FomoLibrary.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice swapExactETHForTokens's one-hop path ([WHT, token], no path loop): the amounts the
/// multi-hop code quotes (`getAmountsOut`), with the token on either side of WHT, every revert of
/// the general path, and the general path still taken for two hops.
contract FomoRouterSwapETHTest is UnitBase {
    uint256 private constant POOL_TOKEN = 10e18;
    uint256 private constant POOL_ETH = 5e18;

    TestERC20 internal below; // address below WHT's: WHT is the pair's token1
    TestERC20 internal above; // address above WHT's: WHT is the pair's token0

    function setUp() public override {
        super.setUp();
        while (address(below) == address(0) || address(above) == address(0)) {
            TestERC20 token = new TestERC20("Token", "TK", 18);
            if (address(token) < address(wht)) below = token;
            else above = token;
        }
        _seed(below);
        _seed(above);
        _seed(token0);
        (, uint256 liquidity) = _provide(token0, token1, 10e18, 20e18, address(this));
        assertGt(liquidity, 0);
    }

    function test_SwapExactETHForTokens_TokenBelowWHT() public {
        _checkOneHop(below, 1e18);
    }

    function test_SwapExactETHForTokens_TokenAboveWHT() public {
        _checkOneHop(above, 1e18);
    }

    function testFuzz_SwapExactETHForTokens_OneHop(uint256 value, bool tokenBelow) public {
        _checkOneHop(tokenBelow ? below : above, bound(value, 1, 1e24));
    }

    function test_SwapExactETHForTokens_OneHop_FixedInput() public {
        _checkOneHop(above, 3e17 + 12_345);
    }

    function test_SwapExactETHForTokens_TwoHops() public {
        address[] memory path = new address[](3);
        (path[0], path[1], path[2]) = (address(wht), address(token0), address(token1));
        uint256[] memory quoted = router.getAmountsOut(1e18, path);
        uint256[] memory amounts = router.swapExactETHForTokens{value: 1e18}(quoted[2], path, alice, block.timestamp);
        assertEq(amounts, quoted);
        assertEq(token1.balanceOf(alice), quoted[2]);
        assertEq(wht.balanceOf(address(router)), 0);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_InsufficientOutputAmount() public {
        uint256 out = _v2AmountOut(1e18, POOL_ETH, POOL_TOKEN);
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactETHForTokens{value: 1e18}(out + 1, _path(address(wht), address(above)), alice, block.timestamp);
        router.swapExactETHForTokens{value: 1e18}(out, _path(address(wht), address(above)), alice, block.timestamp);
        assertEq(above.balanceOf(alice), out);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_PairNotFound() public {
        vm.expectRevert(FomoLibrary.PairNotFound.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(token2)), alice, block.timestamp);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_IdenticalAddresses() public {
        vm.expectRevert(FomoLibrary.IdenticalAddresses.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(wht)), alice, block.timestamp);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoLibrary.ZeroAddress.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(0)), alice, block.timestamp);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_NoValue() public {
        vm.expectRevert(FomoLibrary.InsufficientInputAmount.selector);
        router.swapExactETHForTokens(0, _path(address(wht), address(above)), alice, block.timestamp);
    }

    function test_SwapExactETHForTokens_OneHop_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(above)), alice, block.timestamp - 1);
    }

    function test_SwapExactETHForTokens_RevertWhen_PathTooShort() public {
        address[] memory path = new address[](1);
        path[0] = address(wht);
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        router.swapExactETHForTokens{value: 1e18}(0, path, alice, block.timestamp);
    }

    // ------------------------------------------------------------------ helpers

    function _seed(TestERC20 token) private {
        token.mint(address(this), SUPPLY);
        token.approve(address(router), type(uint256).max);
        _provideETH(token, POOL_TOKEN, POOL_ETH);
    }

    /// @dev The one-hop swap pays what getAmountsOut (the multi-hop code) quotes, and moves the
    /// pair's reserves by exactly the value in and the amount out.
    function _checkOneHop(TestERC20 token, uint256 value) private {
        address[] memory path = _path(address(wht), address(token));
        FomoPair pair = FomoPair(factory.getPair(address(wht), address(token)));
        bool whtIs0 = pair.token0() == address(wht);
        uint256[] memory quoted = router.getAmountsOut(value, path);
        assertEq(quoted[1], _v2AmountOut(value, POOL_ETH, POOL_TOKEN));
        uint256[] memory amounts = router.swapExactETHForTokens{value: value}(0, path, alice, block.timestamp);
        assertEq(amounts, quoted);
        assertEq(token.balanceOf(alice), quoted[1]);
        assertEq(wht.balanceOf(address(router)), 0);
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        (uint256 reserveETH, uint256 reserveToken) = whtIs0 ? (reserve0, reserve1) : (reserve1, reserve0);
        assertEq(reserveETH, POOL_ETH + value);
        assertEq(reserveToken, POOL_TOKEN - quoted[1]);
    }
}
