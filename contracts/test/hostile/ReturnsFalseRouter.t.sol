// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {TransferHelper} from "../../src/libraries/TransferHelper.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice Every token-moving router path with a token that returns `false` instead of moving:
/// transfers from the trader revert with the router's `TransferFromFailed`, transfers out of a
/// pair with the pair's `TransferFailed`; nothing is credited for tokens that never arrived.
contract ReturnsFalseRouterTest is HostileBase {
    ReturnsFalseToken private rft;
    address private token;

    function setUp() public override {
        super.setUp();
        rft = new ReturnsFalseToken();
        token = address(rft);
        rft.mint(address(this), TRADER_FUNDS);
        rft.approve(address(router), type(uint256).max);
        _seedPools(token); // while it still works
        rft.setFailing(true);
    }

    function test_AddLiquidity_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.addLiquidity(token, address(stable), TRADE, TRADE, 0, 0, address(this), block.timestamp);
    }

    function test_AddLiquidityETH_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.addLiquidityETH{value: TRADE}(token, TRADE * 10, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidity_RevertWhen_PairTransferReturnsFalse() public {
        uint256 liquidity = _approveLp(token, address(stable), HALF_BPS);
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.removeLiquidity(token, address(stable), liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityETH_RevertWhen_PairTransferReturnsFalse() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityETHSupporting_RevertWhen_PairTransferReturnsFalse() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityETH_RevertWhen_RouterTransferReturnsFalse() public {
        uint256 liquidity = _approveLp(token, weth, HALF_BPS);
        rft.setFailing(false);
        // the pair pays the router, then the token starts failing: the router's forward fails
        rft.failFrom(address(router));
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        router.removeLiquidityETH(token, liquidity, 0, 0, address(this), block.timestamp);
    }

    function test_SwapExactTokensForTokens_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(token, address(stable)), address(this), block.timestamp);
    }

    function test_SwapExactTokensForTokens_RevertWhen_PairTransferReturnsFalse() public {
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(address(stable), token), address(this), block.timestamp);
    }

    function test_SwapTokensForExactTokens_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapTokensForExactTokens(TRADE, type(uint256).max, _path(token, address(stable)), address(this), block.timestamp);
    }

    function test_SwapTokensForExactTokens_RevertWhen_PairTransferReturnsFalse() public {
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapTokensForExactTokens(TRADE, type(uint256).max, _path(address(stable), token), address(this), block.timestamp);
    }

    function test_SwapExactETHForTokens_RevertWhen_PairTransferReturnsFalse() public {
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapExactETHForTokens{value: TRADE}(0, _path(weth, token), address(this), block.timestamp);
    }

    function test_SwapETHForExactTokens_RevertWhen_PairTransferReturnsFalse() public {
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapETHForExactTokens{value: SEED_ETH}(TRADE, _path(weth, token), address(this), block.timestamp);
    }

    function test_SwapTokensForExactETH_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapTokensForExactETH(TRADE, type(uint256).max, _path(token, weth), address(this), block.timestamp);
    }

    function test_SwapExactTokensForETH_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapExactTokensForETH(TRADE, 0, _path(token, weth), address(this), block.timestamp);
    }

    function test_SwapSupporting_RevertWhen_TransferFromReturnsFalse() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, 0, _path(token, address(stable)), address(this), block.timestamp
        );
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            TRADE, 0, _path(token, weth), address(this), block.timestamp
        );
    }

    function test_SwapSupporting_RevertWhen_PairTransferReturnsFalse() public {
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            TRADE, 0, _path(address(stable), token), address(this), block.timestamp
        );
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: TRADE}(
            0, _path(weth, token), address(this), block.timestamp
        );
    }

    function test_Skim_RevertWhen_TransferReturnsFalse() public {
        IPairLike pair = _pair(token, address(stable));
        vm.expectRevert(FomoPair.TransferFailed.selector);
        pair.skim(address(this));
    }
}
