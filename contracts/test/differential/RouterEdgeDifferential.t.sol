// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IRouterLike} from "../utils/IRouterLike.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Router inputs the random sequences rarely draw, each run on Uniswap V2 and FomoSwap
/// from identical states: a path through the same pair twice, repeated swaps on one pair in one
/// transaction (the transient-storage lock must be free after each call), one-token paths,
/// identical tokens, a recipient that is a pool token, and pair creation by the router.
contract RouterEdgeDifferentialTest is Test {
    uint256 private constant SEED = 1e24;
    uint256 private constant TRADE = 1e18;

    Amm private v2;
    Amm private fomo;
    TestERC20 private tokenA;
    TestERC20 private tokenB;

    function setUp() public {
        v2 = V2Deployer.deploy(address(this));
        fomo = FomoDeployer.deploy(address(this));
        tokenA = new TestERC20("A", "A", 18);
        tokenB = new TestERC20("B", "B", 18);
        for (uint256 i; i < 2; ++i) {
            TestERC20 token = i == 0 ? tokenA : tokenB;
            token.mint(address(this), 4 * SEED);
            token.approve(address(v2.router), type(uint256).max);
            token.approve(address(fomo.router), type(uint256).max);
        }
        vm.deal(address(this), 4 * SEED);
    }

    receive() external payable {}

    function _seed() private {
        v2.router.addLiquidity(address(tokenA), address(tokenB), SEED, SEED / 2, 0, 0, address(this), block.timestamp);
        fomo.router.addLiquidity(address(tokenA), address(tokenB), SEED, SEED / 2, 0, 0, address(this), block.timestamp);
    }

    /// @dev Calls both routers with `data` and asserts the same revert-or-not and return data.
    function _same(bytes memory data) private returns (bool ok) {
        (bool v2Ok, bytes memory v2Ret) = address(v2.router).call(data);
        (bool fomoOk, bytes memory fomoRet) = address(fomo.router).call(data);
        assertEq(fomoOk, v2Ok, "revert-or-not");
        if (v2Ok) assertEq(fomoRet, v2Ret, "return data");
        return v2Ok;
    }

    function _path(address a, address b, address c) private pure returns (address[] memory path) {
        path = new address[](3);
        (path[0], path[1], path[2]) = (a, b, c);
    }

    function _path(address a) private pure returns (address[] memory path) {
        path = new address[](1);
        path[0] = a;
    }

    function test_SwapThroughSamePairTwice_RevertsOnBoth() public {
        _seed();
        // hop 1 pays its output to the same pair (a self-transfer), so hop 2 sees no input
        address[] memory path = _path(address(tokenA), address(tokenB), address(tokenA));
        assertFalse(_same(abi.encodeCall(IRouterLike.swapExactTokensForTokens, (TRADE, 0, path, address(this), block.timestamp))));
        assertFalse(
            _same(
                abi.encodeCall(
                    IRouterLike.swapTokensForExactTokens, (TRADE / 2, type(uint256).max, path, address(this), block.timestamp)
                )
            )
        );
        assertFalse(
            _same(
                abi.encodeCall(
                    IRouterLike.swapExactTokensForTokensSupportingFeeOnTransferTokens,
                    (TRADE, 0, path, address(this), block.timestamp)
                )
            )
        );
        _assertSameReserves();
    }

    function test_SamePairTwiceInOneTransaction() public {
        // a test function is one transaction: the transient lock must be free after each call
        _seed();
        address[] memory path = new address[](2);
        for (uint256 i; i < 3; ++i) {
            (path[0], path[1]) = i % 2 == 0 ? (address(tokenA), address(tokenB)) : (address(tokenB), address(tokenA));
            assertTrue(
                _same(abi.encodeCall(IRouterLike.swapExactTokensForTokens, (TRADE, 0, path, address(this), block.timestamp)))
            );
        }
        _assertSameReserves();
    }

    function test_OneTokenPath_RevertsOnBoth() public {
        _seed();
        address[] memory path = _path(address(tokenA));
        assertFalse(_same(abi.encodeCall(IRouterLike.swapExactTokensForTokens, (TRADE, 0, path, address(this), block.timestamp))));
        assertFalse(
            _same(
                abi.encodeCall(
                    IRouterLike.swapExactTokensForTokensSupportingFeeOnTransferTokens,
                    (TRADE, 0, path, address(this), block.timestamp)
                )
            )
        );
        assertFalse(_same(abi.encodeCall(IRouterLike.getAmountsIn, (TRADE, path))));
    }

    function test_IdenticalTokens_RevertsOnBoth() public {
        assertFalse(
            _same(
                abi.encodeCall(
                    IRouterLike.addLiquidity,
                    (address(tokenA), address(tokenA), TRADE, TRADE, 0, 0, address(this), block.timestamp)
                )
            )
        );
    }

    function test_RecipientIsPoolToken_RevertsOnBoth() public {
        _seed();
        address[] memory path = new address[](2);
        (path[0], path[1]) = (address(tokenA), address(tokenB));
        assertFalse(_same(abi.encodeCall(IRouterLike.swapExactTokensForTokens, (TRADE, 0, path, address(tokenB), block.timestamp))));
    }

    function test_AddLiquidity_CreatesPairOnBoth() public {
        assertTrue(
            _same(
                abi.encodeCall(
                    IRouterLike.addLiquidity,
                    (address(tokenA), address(tokenB), TRADE, 4 * TRADE, 0, 0, address(this), block.timestamp)
                )
            )
        );
        assertEq(fomo.factory.allPairsLength(), 1);
        _assertSameReserves();
        // a first deposit too small for MINIMUM_LIQUIDITY fails on both
        TestERC20 tokenC = new TestERC20("C", "C", 18);
        tokenC.mint(address(this), TRADE);
        tokenC.approve(address(v2.router), TRADE);
        tokenC.approve(address(fomo.router), TRADE);
        assertFalse(
            _same(
                abi.encodeCall(
                    IRouterLike.addLiquidity, (address(tokenA), address(tokenC), 1000, 1000, 0, 0, address(this), block.timestamp)
                )
            )
        );
    }

    function _assertSameReserves() private view {
        (uint112 v2Reserve0, uint112 v2Reserve1,) = _reserves(v2);
        (uint112 fomoReserve0, uint112 fomoReserve1,) = _reserves(fomo);
        assertEq(fomoReserve0, v2Reserve0);
        assertEq(fomoReserve1, v2Reserve1);
    }

    function _reserves(Amm memory amm) private view returns (uint112, uint112, uint32) {
        (bool ok, bytes memory ret) = amm.factory.getPair(address(tokenA), address(tokenB)).staticcall(
            abi.encodeWithSignature("getReserves()")
        );
        assertTrue(ok);
        return abi.decode(ret, (uint112, uint112, uint32));
    }
}
