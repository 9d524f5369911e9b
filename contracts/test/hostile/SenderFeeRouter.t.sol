// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {TransferHelper} from "../../src/libraries/TransferHelper.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {SenderFeeToken} from "../utils/tokens/SenderFeeToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice Every token-moving router path with a token that charges its sender 1% on top:
/// paying it into a pair is exact (all swaps from it succeed with V2's amounts), but every
/// transfer out of a pair costs the pair the fee too, so swaps into it fail the K check on every
/// path, and ETH removals fail because the router cannot pay the fee on what it forwards.
contract SenderFeeRouterTest is HostileBase {
    SenderFeeToken private sft;
    address private token;

    function setUp() public override {
        super.setUp();
        sft = new SenderFeeToken();
        token = address(sft);
        sft.mint(address(this), TRADER_FUNDS);
        sft.approve(address(router), type(uint256).max);
        _seedPools(token);
    }

    function test_AddLiquidity_PairReceivesExactAmount() public view {
        (uint256 reserveToken,) = _reserves(token, address(stable));
        assertEq(reserveToken, SEED_TOKEN);
        // the seeding paid three deposits plus their fees
        assertEq(sft.balanceOf(address(this)), TRADER_FUNDS - 3 * (SEED_TOKEN + sft.feeOn(SEED_TOKEN)));
    }

    function test_RemoveLiquidity_PairPaysTheFee() public {
        uint256 liquidity = _approveLp(token, address(stable), HALF_BPS);
        (uint256 expectedToken,) = _burnQuote(token, address(stable), liquidity);
        (uint256 reserveBefore,) = _reserves(token, address(stable));
        uint256 before = sft.balanceOf(address(this));
        router.removeLiquidity(token, address(stable), liquidity, 0, 0, address(this), block.timestamp);
        assertEq(sft.balanceOf(address(this)) - before, expectedToken);
        (uint256 reserveAfter,) = _reserves(token, address(stable));
        // the remaining LPs bear the fee
        assertEq(reserveBefore - reserveAfter, expectedToken + sft.feeOn(expectedToken));
    }

    function test_RemoveLiquidityETH_RevertWhen_RouterCannotPayFee() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityETHSupporting_RevertWhen_RouterCannotPayFee() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        router.removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_SwapExactTokensForTokens_FromToken() public {
        uint256 expected = _quoteOut(token, address(stable), TRADE);
        uint256 tokenBefore = sft.balanceOf(address(this));
        uint256 stableBefore = stable.balanceOf(address(this));
        router.swapExactTokensForTokens(TRADE, expected, _path(token, address(stable)), address(this), block.timestamp);
        assertEq(stable.balanceOf(address(this)) - stableBefore, expected);
        assertEq(tokenBefore - sft.balanceOf(address(this)), TRADE + sft.feeOn(TRADE));
    }

    function test_SwapExactTokensForTokens_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(address(stable), token), address(this), block.timestamp);
    }

    function test_SwapTokensForExactTokens_FromToken() public {
        uint256 before = stable.balanceOf(address(this));
        router.swapTokensForExactTokens(TRADE, type(uint256).max, _path(token, address(stable)), address(this), block.timestamp);
        assertEq(stable.balanceOf(address(this)) - before, TRADE);
    }

    function test_SwapTokensForExactTokens_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapTokensForExactTokens(TRADE, type(uint256).max, _path(address(stable), token), address(this), block.timestamp);
    }

    function test_SwapExactETHForTokens_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactETHForTokens{value: TRADE}(0, _path(weth, token), address(this), block.timestamp);
    }

    function test_SwapETHForExactTokens_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapETHForExactTokens{value: SEED_ETH}(TRADE, _path(weth, token), address(this), block.timestamp);
    }

    function test_SwapTokensForExactETH_FromToken() public {
        uint256 before = address(this).balance;
        router.swapTokensForExactETH(TRADE, type(uint256).max, _path(token, weth), address(this), block.timestamp);
        assertEq(address(this).balance - before, TRADE);
    }

    function test_SwapExactTokensForETH_FromToken() public {
        uint256 expected = _quoteOut(token, weth, TRADE);
        uint256 before = address(this).balance;
        router.swapExactTokensForETH(TRADE, expected, _path(token, weth), address(this), block.timestamp);
        assertEq(address(this).balance - before, expected);
    }

    function test_SwapExactTokensForTokensSupporting_FromToken() public {
        uint256 expected = _quoteOut(token, address(stable), TRADE);
        uint256 before = stable.balanceOf(address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, expected, _path(token, address(stable)), address(this), block.timestamp
        );
        assertEq(stable.balanceOf(address(this)) - before, expected);
    }

    function test_SwapExactTokensForTokensSupporting_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, 0, _path(address(stable), token), address(this), block.timestamp
        );
    }

    function test_SwapExactETHForTokensSupporting_RevertWhen_IntoToken() public {
        vm.expectRevert(FomoPair.K.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: TRADE}(
            0, _path(weth, token), address(this), block.timestamp
        );
    }

    function test_SwapExactTokensForETHSupporting_FromToken() public {
        uint256 expected = _quoteOut(token, weth, TRADE);
        uint256 before = address(this).balance;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            TRADE, expected, _path(token, weth), address(this), block.timestamp
        );
        assertEq(address(this).balance - before, expected);
    }

    function test_Skim_PaysTheFeeOutOfReserves() public {
        IPairLike pair = _pair(token, address(stable));
        sft.transfer(address(pair), TRADE);
        // skim sends exactly the excess, but the pair also owes the fee: it dips into reserves
        pair.skim(address(this));
        (uint256 reserveToken,) = _reserves(token, address(stable));
        assertEq(sft.balanceOf(address(pair)), reserveToken - sft.feeOn(TRADE));
        // a swap paying nothing is still refused: the shortfall is not an input
        (uint256 out0, uint256 out1) = pair.token0() == token ? (uint256(0), uint256(1)) : (uint256(1), uint256(0));
        vm.expectRevert(FomoPair.InsufficientInputAmount.selector);
        pair.swap(out0, out1, address(this), "");
    }
}
