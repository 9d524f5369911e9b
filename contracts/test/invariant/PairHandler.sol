// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {V2Math} from "../utils/V2Math.sol";

/// @notice Drives one pair of standard tokens with random mints, burns, swaps (direct and via the
/// router), skims, syncs, LP transfers, donations and time jumps, keeping ghost counters of any
/// broken per-call property for the invariant test to assert.
/// @dev Inputs are bounded so most calls succeed; a pair call that reverts is caught where the
/// revert is legitimate (rounding to zero), and counted as a violation where it is not.
contract PairHandler is Test {
    uint256 private constant ACTOR_COUNT = 3;
    uint256 private constant MIN_DEPOSIT = 1e3;
    uint256 private constant MAX_DEPOSIT = 1e24; // thousands of calls stay far below 2^112
    uint256 private constant BPS = 10_000;
    uint256 private constant MAX_WARP = 1 days;
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;

    Amm private amm;
    IPairLike public immutable pair;
    TestERC20 public immutable token0;
    TestERC20 public immutable token1;
    address public immutable feeTo;
    address public immutable sink; // receives skimmed excess before a round trip

    address[] private actors;
    address[] private lpHolders;

    // ghosts: counts of broken properties (must stay 0) and of successful actions (coverage)
    uint256 public ghostKDecreases; // (a) fee-adjusted product fell on a swap
    uint256 public ghostReserveMismatches; // (b) reserves != balances right after a pair call
    uint256 public ghostRoundTripProfits; // (e) mint-then-burn returned more than put in
    uint256 public ghostGreedySwapsAccepted; // a swap asking one unit above the formula passed
    uint256 public ghostRouterQuoteMismatches; // router amounts != reference math
    uint256 public ghostUnexpectedReverts; // a call that must succeed reverted
    uint256 public ghostSwaps;
    uint256 public ghostMints;
    uint256 public ghostBurns;
    uint256 public ghostRoundTrips;

    constructor(Amm memory amm_, IPairLike pair_, address feeTo_) {
        amm = amm_;
        pair = pair_;
        token0 = TestERC20(pair_.token0());
        token1 = TestERC20(pair_.token1());
        feeTo = feeTo_;
        sink = makeAddr("sink");
        for (uint256 i; i < ACTOR_COUNT; ++i) {
            address actor = makeAddr(string.concat("actor", vm.toString(i)));
            actors.push(actor);
            lpHolders.push(actor);
            vm.startPrank(actor);
            token0.approve(address(amm_.router), type(uint256).max);
            token1.approve(address(amm_.router), type(uint256).max);
            vm.stopPrank();
        }
        lpHolders.push(feeTo_);
        lpHolders.push(address(0));
        lpHolders.push(DEAD);
        lpHolders.push(address(pair_));
        lpHolders.push(address(amm_.router));
        lpHolders.push(sink);
    }

    // ------------------------------------------------------------------ actions

    function mint(uint256 actorSeed, uint256 amount0, uint256 amount1) external {
        address actor = _actor(actorSeed);
        amount0 = bound(amount0, MIN_DEPOSIT, MAX_DEPOSIT);
        amount1 = bound(amount1, MIN_DEPOSIT, MAX_DEPOSIT);
        _pay(actor, amount0, amount1);
        try pair.mint(actor) returns (uint256) {
            ghostMints++;
            _checkSynced();
        } catch {} // too little for one LP unit: the deposit stays as a donation
    }

    function burn(uint256 actorSeed, uint256 shareBps) external {
        address actor = _actor(actorSeed);
        uint256 liquidity = pair.balanceOf(actor) * bound(shareBps, 1, BPS) / BPS;
        if (liquidity == 0) return;
        vm.prank(actor);
        pair.transfer(address(pair), liquidity);
        try pair.burn(actor) returns (uint256, uint256) {
            ghostBurns++;
            _checkSynced();
        } catch {} // rounds to zero tokens: the LP stays in the pair for the next burn
    }

    function swap(uint256 actorSeed, uint256 amountIn, bool zeroForOne, bool greedy) external {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        if (reserve0 == 0 || reserve1 == 0) return;
        address actor = _actor(actorSeed);
        amountIn = bound(amountIn, 1, MAX_DEPOSIT);
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        uint256 out = V2Math.getAmountOut(amountIn, reserveIn, reserveOut);
        if (out == 0) return;
        greedy = greedy && _synced();
        zeroForOne ? _pay(actor, amountIn, 0) : _pay(actor, 0, amountIn);
        if (greedy) {
            (uint256 greedy0, uint256 greedy1) = zeroForOne ? (uint256(0), out + 1) : (out + 1, uint256(0));
            try pair.swap(greedy0, greedy1, actor, "") {
                ghostGreedySwapsAccepted++;
            } catch {}
        }
        (uint256 out0, uint256 out1) = zeroForOne ? (uint256(0), out) : (out, uint256(0));
        try pair.swap(out0, out1, actor, "") {
            ghostSwaps++;
            _checkK(reserve0, reserve1, out0, out1);
            _checkSynced();
        } catch {
            ghostUnexpectedReverts++;
        }
    }

    function swapViaRouter(uint256 actorSeed, uint256 amount, bool zeroForOne, bool exactOut) external {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        if (reserve0 == 0 || reserve1 == 0) return;
        address actor = _actor(actorSeed);
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        address[] memory path = new address[](2);
        (path[0], path[1]) = zeroForOne ? (address(token0), address(token1)) : (address(token1), address(token0));
        uint256 amountIn;
        uint256 amountOut;
        if (exactOut) {
            if (reserveOut < 2) return; // nothing can be bought out of a one-unit reserve
            amountOut = bound(amount, 1, reserveOut - 1);
            amountIn = V2Math.getAmountIn(amountOut, reserveIn, reserveOut);
            if (amountIn > MAX_DEPOSIT) return;
        } else {
            amountIn = bound(amount, 1, MAX_DEPOSIT);
            amountOut = V2Math.getAmountOut(amountIn, reserveIn, reserveOut);
            if (amountOut == 0) return;
        }
        TestERC20(path[0]).mint(actor, amountIn);
        try this.routerSwap(actor, path, amountIn, amountOut, exactOut) returns (uint256[] memory amounts) {
            ghostSwaps++;
            if (amounts[0] != amountIn || amounts[1] != amountOut) ghostRouterQuoteMismatches++;
            (uint256 out0, uint256 out1) = zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
            _checkK(reserve0, reserve1, out0, out1);
            _checkSynced();
        } catch {
            ghostUnexpectedReverts++;
        }
    }

    /// @dev The router call as `actor`, external so `swapViaRouter` can catch its revert.
    function routerSwap(address actor, address[] calldata path, uint256 amountIn, uint256 amountOut, bool exactOut)
        external
        returns (uint256[] memory)
    {
        require(msg.sender == address(this));
        vm.prank(actor);
        return exactOut
            ? amm.router.swapTokensForExactTokens(amountOut, amountIn, path, actor, block.timestamp)
            : amm.router.swapExactTokensForTokens(amountIn, amountOut, path, actor, block.timestamp);
    }

    function skim(uint256 actorSeed) external {
        pair.skim(_actor(actorSeed));
        if (!_synced()) ghostReserveMismatches++;
    }

    function sync() external {
        pair.sync();
        _checkSynced();
    }

    function donate(uint256 amount, bool toToken0) external {
        amount = bound(amount, 1, MAX_DEPOSIT);
        (toToken0 ? token0 : token1).mint(address(pair), amount);
    }

    function transferLp(uint256 fromSeed, uint256 toSeed, uint256 shareBps) external {
        address from = _actor(fromSeed);
        uint256 amount = pair.balanceOf(from) * bound(shareBps, 0, BPS) / BPS;
        vm.prank(from);
        pair.transfer(_actor(toSeed), amount);
    }

    function roundTrip(uint256 actorSeed, uint256 amount0, uint256 amount1) external {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        // the first mint is no round trip: it locks MINIMUM_LIQUIDITY and takes any synced donation
        if (reserve0 == 0 || reserve1 == 0 || pair.totalSupply() == 0) return;
        pair.skim(sink); // excess would be credited to the minter: not part of the round trip
        if (pair.balanceOf(address(pair)) != 0) {
            // LP left by a burn that rounded to zero would be paid out with the round trip's burn
            try pair.burn(sink) returns (uint256, uint256) {}
            catch {
                return;
            }
        }
        address actor = _actor(actorSeed);
        amount0 = bound(amount0, MIN_DEPOSIT, MAX_DEPOSIT);
        amount1 = bound(amount1, MIN_DEPOSIT, MAX_DEPOSIT);
        _pay(actor, amount0, amount1);
        uint256 liquidity;
        try pair.mint(actor) returns (uint256 minted) {
            liquidity = minted;
        } catch {
            return;
        }
        vm.prank(actor);
        pair.transfer(address(pair), liquidity);
        try pair.burn(actor) returns (uint256 out0, uint256 out1) {
            ghostRoundTrips++;
            if (out0 > amount0 || out1 > amount1) ghostRoundTripProfits++;
            _checkSynced();
        } catch {}
    }

    function warp(uint256 secondsAhead) external {
        vm.warp(block.timestamp + bound(secondsAhead, 1, MAX_WARP));
    }

    // ------------------------------------------------------------------ views for invariants

    function lpHolderBalances() external view returns (uint256 sum) {
        for (uint256 i; i < lpHolders.length; ++i) {
            sum += pair.balanceOf(lpHolders[i]);
        }
    }

    function actions() external pure returns (bytes4[] memory selectors) {
        selectors = new bytes4[](10);
        selectors[0] = this.mint.selector;
        selectors[1] = this.burn.selector;
        selectors[2] = this.swap.selector;
        selectors[3] = this.swapViaRouter.selector;
        selectors[4] = this.skim.selector;
        selectors[5] = this.sync.selector;
        selectors[6] = this.donate.selector;
        selectors[7] = this.transferLp.selector;
        selectors[8] = this.roundTrip.selector;
        selectors[9] = this.warp.selector;
    }

    // ------------------------------------------------------------------ internal

    function _actor(uint256 seed) private view returns (address) {
        return actors[seed % ACTOR_COUNT];
    }

    /// @dev Mints fresh tokens to `actor` and sends them to the pair, as a router would.
    function _pay(address actor, uint256 amount0, uint256 amount1) private {
        token0.mint(actor, amount0);
        token1.mint(actor, amount1);
        vm.startPrank(actor);
        token0.transfer(address(pair), amount0);
        token1.transfer(address(pair), amount1);
        vm.stopPrank();
    }

    function _synced() private view returns (bool) {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        return reserve0 == token0.balanceOf(address(pair)) && reserve1 == token1.balanceOf(address(pair));
    }

    function _checkSynced() private {
        if (!_synced()) ghostReserveMismatches++;
    }

    /// @dev (a): the new reserves, with the fee taken off each input, keep the old product.
    function _checkK(uint256 reserve0Before, uint256 reserve1Before, uint256 out0, uint256 out1) private {
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        uint256 in0 = reserve0 > reserve0Before - out0 ? reserve0 - (reserve0Before - out0) : 0;
        uint256 in1 = reserve1 > reserve1Before - out1 ? reserve1 - (reserve1Before - out1) : 0;
        uint256 kBefore = reserve0Before * reserve1Before * V2Math.FEE_DENOMINATOR ** 2;
        if (V2Math.adjustedK(reserve0, reserve1, in0, in1) < kBefore || reserve0 * reserve1 < reserve0Before * reserve1Before) {
            ghostKDecreases++;
        }
    }
}
