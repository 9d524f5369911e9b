// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {V2Math} from "../utils/V2Math.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice Every token-moving router path with a USDT-style token (no return values): all work
/// with exactly V2's amounts, because the router's and the pair's transfer helpers accept empty
/// return data.
contract NoReturnRouterTest is HostileBase {
    NoReturnToken private nrt;
    address private token;

    function setUp() public override {
        super.setUp();
        nrt = new NoReturnToken();
        token = address(nrt);
        nrt.mint(address(this), TRADER_FUNDS);
        nrt.approve(address(router), type(uint256).max);
        _seedPools(token);
    }

    function test_AddLiquidity() public {
        (uint256 amountToken, uint256 amountStable, uint256 liquidity) =
            router.addLiquidity(token, address(stable), TRADE, TRADE, 0, 0, address(this), block.timestamp);
        assertEq(amountToken, TRADE);
        assertEq(amountStable, TRADE);
        (uint256 reserveToken,) = _reserves(token, address(stable));
        assertEq(reserveToken, SEED_TOKEN + TRADE);
        assertGt(liquidity, 0);
    }

    function test_AddLiquidityETH() public {
        (uint256 amountToken, uint256 amountEth,) =
            router.addLiquidityETH{value: TRADE}(token, TRADE * 10, 0, 0, address(this), block.timestamp);
        assertEq(amountEth, TRADE);
        assertEq(amountToken, TRADE * SEED_TOKEN / SEED_ETH);
    }

    function test_RemoveLiquidity() public {
        uint256 liquidity = _approveLp(token, address(stable), HALF_BPS);
        (uint256 expectedToken,) = _burnQuote(token, address(stable), liquidity);
        uint256 before = nrt.balanceOf(address(this));
        router.removeLiquidity(token, address(stable), liquidity, 0, 0, address(this), block.timestamp);
        assertEq(nrt.balanceOf(address(this)) - before, expectedToken);
    }

    function test_RemoveLiquidityETH() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        (uint256 expectedToken, uint256 expectedEth) = _burnQuote(token, weth, liquidity);
        uint256 before = nrt.balanceOf(address(this));
        uint256 ethBefore = address(this).balance;
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
        assertEq(nrt.balanceOf(address(this)) - before, expectedToken);
        assertEq(address(this).balance - ethBefore, expectedEth);
    }

    function test_RemoveLiquidityETHSupportingFeeOnTransferTokens() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        (uint256 expectedToken,) = _burnQuote(token, weth, liquidity);
        uint256 before = nrt.balanceOf(address(this));
        router.removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, 0, 0, address(this), block.timestamp);
        assertEq(nrt.balanceOf(address(this)) - before, expectedToken);
    }

    function testFuzz_SwapExactTokensForTokens(uint256 amountIn, bool fromToken) public {
        amountIn = bound(amountIn, 1e3, SEED_TOKEN);
        (address tokenIn, address tokenOut) = fromToken ? (token, address(stable)) : (address(stable), token);
        uint256 expected = _quoteOut(tokenIn, tokenOut, amountIn);
        uint256 before = _balance(tokenOut, address(this));
        router.swapExactTokensForTokens(amountIn, expected, _path(tokenIn, tokenOut), address(this), block.timestamp);
        assertEq(_balance(tokenOut, address(this)) - before, expected);
    }

    function testFuzz_SwapExactTokensForTokens_Fixed() public {
        testFuzz_SwapExactTokensForTokens(TRADE, true);
        testFuzz_SwapExactTokensForTokens(TRADE, false);
    }

    function test_SwapTokensForExactTokens() public {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(token, address(stable));
        uint256 expectedIn = V2Math.getAmountIn(TRADE, reserveIn, reserveOut);
        uint256 before = nrt.balanceOf(address(this));
        router.swapTokensForExactTokens(TRADE, expectedIn, _path(token, address(stable)), address(this), block.timestamp);
        assertEq(before - nrt.balanceOf(address(this)), expectedIn);
    }

    function test_SwapExactETHForTokens() public {
        uint256 expected = _quoteOut(weth, token, TRADE);
        uint256 before = nrt.balanceOf(address(this));
        router.swapExactETHForTokens{value: TRADE}(expected, _path(weth, token), address(this), block.timestamp);
        assertEq(nrt.balanceOf(address(this)) - before, expected);
    }

    function test_SwapTokensForExactETH() public {
        uint256 before = address(this).balance;
        router.swapTokensForExactETH(TRADE, type(uint256).max, _path(token, weth), address(this), block.timestamp);
        assertEq(address(this).balance - before, TRADE);
    }

    function test_SwapExactTokensForETH() public {
        uint256 expected = _quoteOut(token, weth, TRADE);
        uint256 before = address(this).balance;
        router.swapExactTokensForETH(TRADE, expected, _path(token, weth), address(this), block.timestamp);
        assertEq(address(this).balance - before, expected);
    }

    function test_SwapETHForExactTokens() public {
        uint256 before = nrt.balanceOf(address(this));
        router.swapETHForExactTokens{value: SEED_ETH}(TRADE, _path(weth, token), address(this), block.timestamp);
        assertEq(nrt.balanceOf(address(this)) - before, TRADE);
    }

    function test_SwapSupportingFeeOnTransferTokens_AllThree() public {
        uint256 expected = _quoteOut(token, address(stable), TRADE);
        uint256 before = stable.balanceOf(address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, expected, _path(token, address(stable)), address(this), block.timestamp
        );
        assertEq(stable.balanceOf(address(this)) - before, expected);

        expected = _quoteOut(weth, token, TRADE);
        before = nrt.balanceOf(address(this));
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: TRADE}(
            expected, _path(weth, token), address(this), block.timestamp
        );
        assertEq(nrt.balanceOf(address(this)) - before, expected);

        expected = _quoteOut(token, weth, TRADE);
        before = address(this).balance;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            TRADE, expected, _path(token, weth), address(this), block.timestamp
        );
        assertEq(address(this).balance - before, expected);
    }
}
