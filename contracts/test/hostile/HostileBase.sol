// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IERC20Like} from "../utils/IERC20Like.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {IRouterLike} from "../utils/IRouterLike.sol";
import {V2Math} from "../utils/V2Math.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice FomoSwap with a standard token and helpers for the hostile-token router suites; the
/// test contract is the trader and liquidity provider.
abstract contract HostileBase is Test {
    uint256 internal constant SEED_TOKEN = 1_000e18;
    uint256 internal constant SEED_ETH = 100e18;
    uint256 internal constant TRADE = 10e18;
    uint256 internal constant HALF_BPS = 5_000;
    uint256 internal constant BPS = 10_000;
    uint256 internal constant TRADER_FUNDS = 1e30;

    Amm internal fomo;
    IRouterLike internal router;
    address internal weth;
    TestERC20 internal stable;
    TestERC20 internal other; // a second standard token, for multi-hop paths

    function setUp() public virtual {
        fomo = FomoDeployer.deploy(address(this));
        router = fomo.router;
        weth = address(fomo.weth);
        stable = new TestERC20("Stable", "STB", 18);
        other = new TestERC20("Other", "OTH", 18);
        for (uint256 i; i < 2; ++i) {
            TestERC20 token = i == 0 ? stable : other;
            token.mint(address(this), TRADER_FUNDS);
            token.approve(address(router), type(uint256).max);
        }
        vm.deal(address(this), TRADER_FUNDS);
    }

    receive() external payable {}

    /// @dev Seeds token/stable and token/WETH pools through the router (token already approved).
    function _seedPools(address token) internal {
        router.addLiquidity(token, address(stable), SEED_TOKEN, SEED_TOKEN, 0, 0, address(this), block.timestamp);
        router.addLiquidityETH{value: SEED_ETH}(token, SEED_TOKEN, 0, 0, address(this), block.timestamp);
        router.addLiquidity(token, address(other), SEED_TOKEN, SEED_TOKEN, 0, 0, address(this), block.timestamp);
    }

    function _pair(address tokenA, address tokenB) internal view returns (IPairLike) {
        return IPairLike(fomo.factory.getPair(tokenA, tokenB));
    }

    /// @dev Reserves ordered as (tokenA, tokenB).
    function _reserves(address tokenA, address tokenB) internal view returns (uint256 reserveA, uint256 reserveB) {
        IPairLike pair = _pair(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        (reserveA, reserveB) = pair.token0() == tokenA ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev The pair's output for `amountIn` of `tokenIn` at the current reserves.
    function _quoteOut(address tokenIn, address tokenOut, uint256 amountIn) internal view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn, tokenOut);
        return V2Math.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function _path(address a, address b) internal pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (a, b);
    }

    function _path(address a, address b, address c) internal pure returns (address[] memory path) {
        path = new address[](3);
        (path[0], path[1], path[2]) = (a, b, c);
    }

    function _balance(address token, address account) internal view returns (uint256) {
        return IERC20Like(token).balanceOf(account);
    }

    /// @dev Approves the router for `share` of this contract's LP in the pair and returns it.
    function _approveLp(address tokenA, address tokenB, uint256 shareBps) internal returns (uint256 liquidity) {
        IPairLike pair = _pair(tokenA, tokenB);
        liquidity = pair.balanceOf(address(this)) * shareBps / BPS;
        pair.approve(address(router), liquidity);
    }

    /// @dev What the pair pays for burning `liquidity`, ordered as (tokenA, tokenB).
    function _burnQuote(address tokenA, address tokenB, uint256 liquidity)
        internal
        view
        returns (uint256 amountA, uint256 amountB)
    {
        IPairLike pair = _pair(tokenA, tokenB);
        uint256 supply = pair.totalSupply();
        amountA = liquidity * _balance(tokenA, address(pair)) / supply;
        amountB = liquidity * _balance(tokenB, address(pair)) / supply;
    }

    /// @dev A permit signature from `key`'s owner for the router over `value` LP of the pair.
    function _signPermit(uint256 key, IPairLike pair, uint256 value, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        address owner = vm.addr(key);
        bytes32 structHash =
            keccak256(abi.encode(pair.PERMIT_TYPEHASH(), owner, address(router), value, pair.nonces(owner), deadline));
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }
}
