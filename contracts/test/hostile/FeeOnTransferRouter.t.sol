// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {TransferHelper} from "../../src/libraries/TransferHelper.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {V2Math} from "../utils/V2Math.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice Every token-moving router path with a token that charges its receiver 1%: paths that
/// pay the token into a pair with exact amounts break the pair's K check, paths that route the
/// token through the router break on its balance, and the `...SupportingFeeOnTransferTokens`
/// paths succeed with the exact amounts the fee leaves.
contract FeeOnTransferRouterTest is HostileBase {
    FeeOnTransferToken private fot;
    address private token;

    function setUp() public override {
        super.setUp();
        fot = new FeeOnTransferToken();
        token = address(fot);
        fot.mint(address(this), TRADER_FUNDS);
        fot.approve(address(router), type(uint256).max);
        _seedPools(token);
    }

    // ------------------------------------------------------------------ liquidity

    function test_AddLiquidity_MintsForReceivedAmount() public view {
        IPairLike pair = _pair(token, address(stable));
        (uint256 reserveToken, uint256 reserveStable) = _reserves(token, address(stable));
        assertEq(reserveToken, fot.received(SEED_TOKEN));
        assertEq(reserveStable, SEED_TOKEN);
        assertEq(pair.balanceOf(address(this)), V2Math.sqrt(reserveToken * reserveStable) - V2Math.MINIMUM_LIQUIDITY);
    }

    function test_AddLiquidityETH_MintsForReceivedAmount() public view {
        (uint256 reserveToken, uint256 reserveEth) = _reserves(token, weth);
        assertEq(reserveToken, fot.received(SEED_TOKEN));
        assertEq(reserveEth, SEED_ETH);
    }

    function test_RemoveLiquidity_PaysNetOfFee() public {
        uint256 liquidity = _approveLp(token, address(stable), HALF_BPS);
        (uint256 expectedToken, uint256 expectedStable) = _burnQuote(token, address(stable), liquidity);
        uint256 tokenBefore = fot.balanceOf(address(this));
        (uint256 amountToken, uint256 amountStable) =
            router.removeLiquidity(token, address(stable), liquidity, 0, 0, address(this), block.timestamp);
        assertEq(amountToken, expectedToken);
        assertEq(amountStable, expectedStable);
        assertEq(fot.balanceOf(address(this)) - tokenBefore, fot.received(expectedToken));
    }

    function test_RemoveLiquidityETH_RevertWhen_FeeOnTransfer() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        // the router received 1% less than the pair sent and cannot forward the full amount
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityETHSupportingFeeOnTransferTokens() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        (uint256 fromPair, uint256 expectedEth) = _burnQuote(token, weth, liquidity);
        uint256 tokenBefore = fot.balanceOf(address(this));
        uint256 ethBefore = address(this).balance;
        uint256 amountEth = router.removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, 0, expectedEth, address(this), block.timestamp
        );
        assertEq(amountEth, expectedEth);
        assertEq(address(this).balance - ethBefore, expectedEth);
        // charged twice: pair to router, router to us
        assertEq(fot.balanceOf(address(this)) - tokenBefore, fot.received(fot.received(fromPair)));
        assertEq(fot.balanceOf(address(router)), 0);
    }

    function test_RemoveLiquidityWithPermit_PaysNetOfFee() public {
        (address lp, uint256 key) = makeAddrAndKey("lp");
        IPairLike pair = _pair(token, address(stable));
        uint256 liquidity = pair.balanceOf(address(this)) / 2;
        pair.transfer(lp, liquidity);
        (uint256 expectedToken,) = _burnQuote(token, address(stable), liquidity);
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(key, pair, liquidity, block.timestamp);
        vm.prank(lp);
        router.removeLiquidityWithPermit(token, address(stable), liquidity, 0, 0, lp, block.timestamp, false, v, r, s);
        assertEq(fot.balanceOf(lp), fot.received(expectedToken));
        assertEq(pair.balanceOf(lp), 0);
    }

    function test_RemoveLiquidityETHWithPermit_RevertWhen_FeeOnTransfer() public {
        (address lp, uint256 key) = makeAddrAndKey("lp");
        IPairLike pair = _pair(token, weth);
        uint256 liquidity = pair.balanceOf(address(this)) / 2;
        pair.transfer(lp, liquidity);
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(key, pair, type(uint256).max, block.timestamp);
        vm.prank(lp);
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        router.removeLiquidityETHWithPermit(token, liquidity, 0, 0, lp, block.timestamp, true, v, r, s);
    }

    function test_RemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens() public {
        (address lp, uint256 key) = makeAddrAndKey("lp");
        IPairLike pair = _pair(token, weth);
        uint256 liquidity = pair.balanceOf(address(this)) / 2;
        pair.transfer(lp, liquidity);
        (uint256 fromPair, uint256 expectedEth) = _burnQuote(token, weth, liquidity);
        (uint8 v, bytes32 r, bytes32 s) = _signPermit(key, pair, liquidity, block.timestamp);
        vm.prank(lp);
        uint256 amountEth = router.removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
            token, liquidity, 0, 0, lp, block.timestamp, false, v, r, s
        );
        assertEq(amountEth, expectedEth);
        assertEq(lp.balance, expectedEth);
        assertEq(fot.balanceOf(lp), fot.received(fot.received(fromPair)));
    }

    // ------------------------------------------------------------------ exact-amount swaps

    function test_SwapExactTokensForTokens_RevertWhen_FeeOnInput() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(token, address(stable)), address(this), block.timestamp);
    }

    function test_SwapExactTokensForTokens_RevertWhen_FeeTokenMidPath() public {
        // the second pair receives 1% less than the router computed for it
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(address(stable), token, address(other)), address(this), block.timestamp);
    }

    function test_SwapExactTokensForTokens_FeeOnOutput_PaysLessThanQuoted() public {
        uint256 quoted = _quoteOut(address(stable), token, TRADE);
        uint256 before = fot.balanceOf(address(this));
        uint256[] memory amounts =
            router.swapExactTokensForTokens(TRADE, quoted, _path(address(stable), token), address(this), block.timestamp);
        assertEq(amounts[1], quoted);
        // amountOutMin is checked against the quote, not against what arrived
        assertEq(fot.balanceOf(address(this)) - before, fot.received(quoted));
    }

    function test_SwapTokensForExactTokens_RevertWhen_FeeOnInput() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapTokensForExactTokens(
            TRADE, type(uint256).max, _path(token, address(stable)), address(this), block.timestamp
        );
    }

    function test_SwapTokensForExactTokens_FeeOnOutput_PaysLessThanAsked() public {
        uint256 before = fot.balanceOf(address(this));
        router.swapTokensForExactTokens(
            TRADE, type(uint256).max, _path(address(stable), token), address(this), block.timestamp
        );
        assertEq(fot.balanceOf(address(this)) - before, fot.received(TRADE));
    }

    function test_SwapExactETHForTokens_FeeOnOutput_PaysLessThanQuoted() public {
        uint256 quoted = _quoteOut(weth, token, TRADE);
        uint256 before = fot.balanceOf(address(this));
        router.swapExactETHForTokens{value: TRADE}(quoted, _path(weth, token), address(this), block.timestamp);
        assertEq(fot.balanceOf(address(this)) - before, fot.received(quoted));
    }

    function test_SwapTokensForExactETH_RevertWhen_FeeOnInput() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapTokensForExactETH(TRADE, type(uint256).max, _path(token, weth), address(this), block.timestamp);
    }

    function test_SwapExactTokensForETH_RevertWhen_FeeOnInput() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactTokensForETH(TRADE, 0, _path(token, weth), address(this), block.timestamp);
    }

    function test_SwapETHForExactTokens_FeeOnOutput_PaysLessThanAsked() public {
        uint256 before = fot.balanceOf(address(this));
        router.swapETHForExactTokens{value: SEED_ETH}(TRADE, _path(weth, token), address(this), block.timestamp);
        assertEq(fot.balanceOf(address(this)) - before, fot.received(TRADE));
    }

    // ------------------------------------------------------------------ supporting swaps

    function testFuzz_SwapExactTokensForTokensSupporting_FeeOnInput(uint256 amountIn) public {
        amountIn = bound(amountIn, 1e3, SEED_TOKEN);
        uint256 expected = _quoteOut(token, address(stable), fot.received(amountIn));
        uint256 before = stable.balanceOf(address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            amountIn, expected, _path(token, address(stable)), address(this), block.timestamp
        );
        assertEq(stable.balanceOf(address(this)) - before, expected);
    }

    function testFuzz_SwapExactTokensForTokensSupporting_FeeOnInput_Fixed() public {
        testFuzz_SwapExactTokensForTokensSupporting_FeeOnInput(TRADE);
    }

    function test_SwapExactTokensForTokensSupporting_FeeOnOutput() public {
        uint256 expected = fot.received(_quoteOut(address(stable), token, TRADE));
        uint256 before = fot.balanceOf(address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, expected, _path(address(stable), token), address(this), block.timestamp
        );
        assertEq(fot.balanceOf(address(this)) - before, expected);
    }

    function test_SwapExactTokensForTokensSupporting_RevertWhen_OutputBelowMin() public {
        uint256 quoted = _quoteOut(address(stable), token, TRADE); // 1% more than arrives
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, quoted, _path(address(stable), token), address(this), block.timestamp
        );
    }

    function test_SwapExactTokensForTokensSupporting_FeeTokenMidPath() public {
        uint256 intoSecond = fot.received(_quoteOut(address(stable), token, TRADE));
        uint256 expected = _quoteOut(token, address(other), intoSecond);
        uint256 before = other.balanceOf(address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, expected, _path(address(stable), token, address(other)), address(this), block.timestamp
        );
        assertEq(other.balanceOf(address(this)) - before, expected);
    }

    function test_SwapExactETHForTokensSupporting_FeeOnOutput() public {
        uint256 expected = fot.received(_quoteOut(weth, token, TRADE));
        uint256 before = fot.balanceOf(address(this));
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: TRADE}(
            expected, _path(weth, token), address(this), block.timestamp
        );
        assertEq(fot.balanceOf(address(this)) - before, expected);
    }

    function testFuzz_SwapExactTokensForETHSupporting_FeeOnInput(uint256 amountIn) public {
        amountIn = bound(amountIn, 1e3, SEED_TOKEN);
        uint256 expected = _quoteOut(token, weth, fot.received(amountIn));
        vm.assume(expected > 0);
        uint256 before = address(this).balance;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            amountIn, expected, _path(token, weth), address(this), block.timestamp
        );
        assertEq(address(this).balance - before, expected);
    }

    function testFuzz_SwapExactTokensForETHSupporting_FeeOnInput_Fixed() public {
        testFuzz_SwapExactTokensForETHSupporting_FeeOnInput(TRADE);
    }

    function test_SwapExactTokensForETHSupporting_RevertWhen_OutputBelowMin() public {
        uint256 quoted = _quoteOut(token, weth, TRADE); // computed on the full input
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            TRADE, quoted, _path(token, weth), address(this), block.timestamp
        );
    }
}
