// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {WHT} from "../../src/WHT.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice FomoSwap deployed fresh for each unit test: factory (fee setter `feeSetter`), WHT,
/// router, and three test tokens ordered by address (token0 < token1 < token2).
abstract contract UnitBase is Test {
    uint256 internal constant MINIMUM_LIQUIDITY = 1000;
    uint256 internal constant SUPPLY = 1e40;

    FomoFactory internal factory;
    FomoRouter internal router;
    WHT internal wht;
    TestERC20 internal token0;
    TestERC20 internal token1;
    TestERC20 internal token2;
    address internal feeSetter;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        feeSetter = makeAddr("feeSetter");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        factory = new FomoFactory(feeSetter);
        wht = new WHT();
        router = new FomoRouter(address(factory), address(wht));
        TestERC20[3] memory tokens =
            [new TestERC20("Token", "TKA", 18), new TestERC20("Token", "TKB", 18), new TestERC20("Token", "TKC", 18)];
        // order by address so tests can name token0 and token1 of a pair without sorting
        for (uint256 i; i < 3; ++i) {
            for (uint256 j = i + 1; j < 3; ++j) {
                if (address(tokens[j]) < address(tokens[i])) (tokens[i], tokens[j]) = (tokens[j], tokens[i]);
            }
        }
        (token0, token1, token2) = (tokens[0], tokens[1], tokens[2]);
        for (uint256 i; i < 3; ++i) {
            tokens[i].mint(address(this), SUPPLY);
            tokens[i].approve(address(router), type(uint256).max);
        }
        vm.deal(address(this), 1e30);
    }

    /// @dev Accepts native coin (refunds and unwrapped WHT).
    receive() external payable virtual {}

    function _createPair(TestERC20 a, TestERC20 b) internal returns (FomoPair) {
        return FomoPair(factory.createPair(address(a), address(b)));
    }

    /// @dev Creates the pair if needed and mints liquidity to `to` by sending the amounts directly.
    function _provide(TestERC20 a, TestERC20 b, uint256 amountA, uint256 amountB, address to)
        internal
        returns (FomoPair pair, uint256 liquidity)
    {
        address existing = factory.getPair(address(a), address(b));
        pair = existing == address(0) ? _createPair(a, b) : FomoPair(existing);
        a.transfer(address(pair), amountA);
        b.transfer(address(pair), amountB);
        liquidity = pair.mint(to);
    }

    /// @dev A pool of native coin (wrapped) and `token`, seeded through the router.
    function _provideETH(TestERC20 token, uint256 amountToken, uint256 amountETH) internal returns (FomoPair pair) {
        router.addLiquidityETH{value: amountETH}(address(token), amountToken, 0, 0, address(this), block.timestamp);
        pair = FomoPair(factory.getPair(address(token), address(wht)));
    }

    function _path(address a, address b) internal pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (a, b);
    }

    function _path(address a, address b, address c) internal pure returns (address[] memory path) {
        path = new address[](3);
        (path[0], path[1], path[2]) = (a, b, c);
    }

    /// @dev Uniswap V2's getAmountOut, written out as the reference.
    function _v2AmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        return amountIn * 997 * reserveOut / (reserveIn * 1000 + amountIn * 997);
    }

    /// @dev Uniswap V2's getAmountIn, written out as the reference.
    function _v2AmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        return reserveIn * amountOut * 1000 / ((reserveOut - amountOut) * 997) + 1;
    }

    /// @dev Uniswap V2's Babylonian square root, the reference for Math.sqrt.
    function _v2Sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
