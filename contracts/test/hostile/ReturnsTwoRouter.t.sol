// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IPairLike} from "../utils/IPairLike.sol";
import {V2Math} from "../utils/V2Math.sol";
import {ReturnsTwoToken} from "../utils/tokens/ReturnsTwoToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice A token whose transfers answer 2: as in Uniswap V2, any non-zero first return word is
/// success, so it can be added, swapped, skimmed and burned with exactly V2's amounts.
/// @dev The pools are seeded by plain transfers and `pair.mint`, which never reads the token's
/// answer: the liquidity is there even where the pair cannot pay the token out.
contract ReturnsTwoRouterTest is HostileBase {
    ReturnsTwoToken private rtt;
    address private token;

    function setUp() public override {
        super.setUp();
        rtt = new ReturnsTwoToken();
        token = address(rtt);
        rtt.mint(address(this), TRADER_FUNDS);
        rtt.approve(address(router), type(uint256).max);
        _seedByTransfer(address(stable));
        _seedByTransfer(weth);
    }

    function test_BurnOfLiquidityAddedByTransferAndMint() public {
        IPairLike pair = _pair(token, address(stable));
        uint256 liquidity = pair.balanceOf(address(this)) / 2;
        (uint256 expectedToken, uint256 expectedStable) = _burnQuote(token, address(stable), liquidity);
        uint256 before = rtt.balanceOf(address(this));
        pair.transfer(address(pair), liquidity);
        pair.burn(address(this));
        assertEq(rtt.balanceOf(address(this)) - before, expectedToken);
        assertGt(expectedStable, 0);
    }

    function test_Skim() public {
        IPairLike pair = _pair(token, address(stable));
        rtt.mint(address(pair), TRADE);
        uint256 before = rtt.balanceOf(address(this));
        pair.skim(address(this));
        assertEq(rtt.balanceOf(address(this)) - before, TRADE);
    }

    function test_AddLiquidity() public {
        (uint256 amountToken, uint256 amountStable,) =
            router.addLiquidity(token, address(stable), TRADE, TRADE, 0, 0, address(this), block.timestamp);
        assertEq(amountToken, TRADE);
        assertEq(amountStable, TRADE);
        (uint256 reserveToken,) = _reserves(token, address(stable));
        assertEq(reserveToken, SEED_TOKEN + TRADE);
    }

    function test_RemoveLiquidityETH() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        (uint256 expectedToken, uint256 expectedEth) = _burnQuote(token, weth, liquidity);
        uint256 before = rtt.balanceOf(address(this));
        uint256 ethBefore = address(this).balance;
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
        assertEq(rtt.balanceOf(address(this)) - before, expectedToken);
        assertEq(address(this).balance - ethBefore, expectedEth);
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

    function test_SwapTokensForExactETH() public {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(token, weth);
        uint256 expectedIn = V2Math.getAmountIn(TRADE, reserveIn, reserveOut);
        uint256 before = rtt.balanceOf(address(this));
        uint256 ethBefore = address(this).balance;
        router.swapTokensForExactETH(TRADE, expectedIn, _path(token, weth), address(this), block.timestamp);
        assertEq(before - rtt.balanceOf(address(this)), expectedIn);
        assertEq(address(this).balance - ethBefore, TRADE);
    }

    function test_SwapExactETHForTokensSupportingFeeOnTransferTokens() public {
        uint256 expected = _quoteOut(weth, token, TRADE);
        uint256 before = rtt.balanceOf(address(this));
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: TRADE}(
            expected, _path(weth, token), address(this), block.timestamp
        );
        assertEq(rtt.balanceOf(address(this)) - before, expected);
    }

    /// @dev A token/`other` pool from transfers and `mint`: no call reads the token's answer.
    function _seedByTransfer(address counterpart) private {
        IPairLike pair = IPairLike(fomo.factory.createPair(token, counterpart));
        rtt.transfer(address(pair), SEED_TOKEN);
        if (counterpart == weth) {
            fomo.weth.deposit{value: SEED_ETH}();
            fomo.weth.transfer(address(pair), SEED_ETH);
        } else {
            stable.transfer(address(pair), SEED_TOKEN);
        }
        pair.mint(address(this));
    }
}
