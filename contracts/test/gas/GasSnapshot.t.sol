// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {UnitBase} from "../unit/UnitBase.sol";

/// @notice One FomoSwap operation per test, for the committed gas snapshot (contracts/.gas-snapshot).
/// @dev `npm run gas:snapshot` rewrites the snapshot; `node scripts/forge.mjs snapshot
/// --match-contract GasSnapshot --check` fails when any number moves. Each test measures the
/// whole test call (warm/cold as forge runs it); GasComparison has the realistic, cold numbers.
contract GasSnapshot is UnitBase {
    FomoPair internal pair01;
    FomoPair internal pair12;
    FomoPair internal pair02Empty;
    FomoPair internal pairWETH;
    address internal lp;
    uint256 internal lpKey;

    function setUp() public override {
        super.setUp();
        (pair01,) = _provide(token0, token1, 1_000_000e18, 1_000_000e18, address(this));
        (pair12,) = _provide(token1, token2, 1_000_000e18, 1_000_000e18, address(this));
        pair02Empty = _createPair(token0, token2);
        pairWETH = _provideETH(token0, 1_000_000e18, 1_000_000e18);
        pair01.approve(address(router), type(uint256).max);
        (lp, lpKey) = makeAddrAndKey("lp");
        pair01.transfer(lp, 1_000e18);
        token0.transfer(address(pair01), 1e18); // input for test_Swap
        vm.warp(block.timestamp + 12);
    }

    function test_CreatePair() public {
        factory.createPair(address(token1), address(wht));
    }

    function test_Swap() public {
        pair01.swap(0, 0.99e18, address(this), "");
    }

    function test_SwapExactTokensForTokens_1Hop() public {
        router.swapExactTokensForTokens(
            1e18, 0, _path(address(token0), address(token1)), address(this), block.timestamp
        );
    }

    function test_SwapExactTokensForTokens_2Hops() public {
        router.swapExactTokensForTokens(
            1e18, 0, _path(address(token0), address(token1), address(token2)), address(this), block.timestamp
        );
    }

    function test_SwapTokensForExactTokens() public {
        router.swapTokensForExactTokens(
            1e18, type(uint256).max, _path(address(token0), address(token1)), address(this), block.timestamp
        );
    }

    function test_SwapExactETHForTokens() public {
        router.swapExactETHForTokens{value: 1e18}(
            0, _path(address(wht), address(token0)), address(this), block.timestamp
        );
    }

    function test_SwapExactTokensForETH() public {
        router.swapExactTokensForETH(1e18, 0, _path(address(token0), address(wht)), address(this), block.timestamp);
    }

    function test_AddLiquidity_First() public {
        router.addLiquidity(address(token0), address(token2), 1e18, 1e18, 0, 0, address(this), block.timestamp);
    }

    function test_AddLiquidity_Later() public {
        router.addLiquidity(address(token0), address(token1), 1e18, 1e18, 0, 0, address(this), block.timestamp);
    }

    function test_AddLiquidityETH() public {
        router.addLiquidityETH{value: 1e18}(address(token0), 1e18, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidity() public {
        router.removeLiquidity(address(token0), address(token1), 1e18, 0, 0, address(this), block.timestamp);
    }

    function test_RemoveLiquidityWithPermit() public {
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                pair01.DOMAIN_SEPARATOR(),
                keccak256(abi.encode(pair01.PERMIT_TYPEHASH(), lp, address(router), 1e18, 0, block.timestamp))
            )
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(lpKey, digest);
        vm.prank(lp);
        router.removeLiquidityWithPermit(
            address(token0), address(token1), 1e18, 0, 0, lp, block.timestamp, false, v, r, s
        );
    }
}
