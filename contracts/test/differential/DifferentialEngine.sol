// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {IERC20Like} from "../utils/IERC20Like.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {IRouterLike} from "../utils/IRouterLike.sol";
import {TokenBase} from "../utils/tokens/TokenBase.sol";
import {V2Math} from "../utils/V2Math.sol";
import {FlashBorrower} from "./FlashBorrower.sol";

/// @notice Runs the same operation on two V2-ABI exchanges (side 0: the baseline, side 1: the
/// subject) and records every difference in revert-or-not, return data and resulting state.
/// @dev Each side has its own actors (same funds, same steps) and its own WETH; the tokens A, B,
/// C are shared. Pairs are compared by token, not by token0/token1, because the two WETHs may sort
/// differently. One `step(seed)` draws an operation and its inputs from `seed`: router liquidity
/// and swaps of every kind (ETH variants, multi-hop, fee-on-transfer variants, permit), direct
/// pair mint/burn/swap/skim/sync, two-sided swaps and swaps to a token or to the pair itself,
/// flash swaps (non-empty data, repaid by a FlashBorrower in either token or not at all),
/// donations, LP transfers, fee switch toggles, quotes and time (across the 2^32 timestamp wrap).
/// Amounts reach 2^112, where reserves overflow.
/// Revert reasons are not compared (V2 has strings, FomoSwap custom errors). Token A may be a
/// hostile test token (fee on transfer, no return value, returns false): every token call here
/// is raw, so the engine itself never depends on the token's behaviour.
contract DifferentialEngine is Test {
    uint256 private constant SIDES = 2;
    uint256 private constant ACTORS = 2;
    uint256 private constant TOKEN_COUNT = 3; // A, B, C; id 3 is the side's WETH
    uint256 private constant WETH_ID = 3;
    uint256 private constant PAIR_COUNT = 5;
    uint256 private constant TOKEN_PAIR_COUNT = 3; // pairs 0..2 hold two of A, B, C
    uint256 public constant OP_COUNT = 20;
    uint256 private constant BPS = 10_000;
    uint256 private constant FUND_CAP = 1e28; // what an actor gets for an unbounded amountInMax
    uint256 private constant FUND_MARGIN = 50; // 2% more than needed
    uint256 private constant SEED_AMOUNT = 1e21;
    uint256 private constant MAX_WARP = 1 days;
    uint256 private constant TIMESTAMP_WRAP = 2 ** 32; // blockTimestampLast is the time mod 2^32
    uint256 private constant FEE_NUMERATOR = 997; // V2's 0.3% fee, as in V2Math
    uint256 private constant FEE_DENOMINATOR = 1000;
    uint256 private constant EDGE_BPS = 500; // two-sided swaps take up to 5% of each reserve

    struct Side {
        Amm amm;
        address[ACTORS] actors;
        uint256[ACTORS] keys;
        address feeTo;
        FlashBorrower borrower;
    }

    struct Rand {
        uint256 state;
    }

    /// @dev An operation's inputs, shared by both sides (a struct: too many for the stack).
    struct Op {
        uint256 p; // pair index
        uint256 a; // actor index
        uint256 amountX;
        uint256 amountY;
        uint256 minX;
        uint256 minY;
        uint256 shareBps;
        uint256 deadline;
        uint256 variant;
        bool flag;
        uint8[] path;
    }

    struct Signature {
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    Side[SIDES] private sides;
    TokenBase[TOKEN_COUNT] private tokens;
    uint8[2][PAIR_COUNT] private pairTokens = [[0, 1], [1, 2], [0, 2], [0, 3], [2, 3]];

    uint256 public steps;
    uint256 public calls; // calls compared
    uint256 public bothSucceeded; // of which succeeded on both sides
    uint256 public mismatches;
    string public firstMismatch;
    uint256[OP_COUNT] public succeededByOp; // how often each operation succeeded on both sides
    uint256 private currentOp;

    constructor(Amm memory baseline, Amm memory subject, TokenBase[TOKEN_COUNT] memory tokens_) {
        tokens = tokens_;
        _initSide(0, baseline, "baseline");
        _initSide(1, subject, "subject");
        // every pair starts with the same liquidity, so that most drawn operations can succeed
        Op memory o;
        o.deadline = block.timestamp;
        for (uint256 p; p < PAIR_COUNT; ++p) {
            (o.p, o.amountX, o.amountY) = (p, SEED_AMOUNT * (p + 1), SEED_AMOUNT * (PAIR_COUNT - p));
            _addLiquidity(o);
        }
        _compareState();
    }

    /// @notice One operation with inputs drawn from `seed`, run on both sides and compared.
    function step(uint256 seed) external {
        Rand memory r = Rand(seed);
        uint256 op = _draw(r) % OP_COUNT;
        currentOp = op;
        steps++;
        if (op == 0) _opAddLiquidity(r);
        else if (op == 1) _opRemoveLiquidity(r);
        else if (op == 2) _opSwapExactTokensForTokens(r);
        else if (op == 3) _opSwapTokensForExactTokens(r);
        else if (op == 4) _opSwapExactETHForTokens(r);
        else if (op == 5) _opSwapTokensForExactETH(r);
        else if (op == 6) _opSwapExactTokensForETH(r);
        else if (op == 7) _opSwapETHForExactTokens(r);
        else if (op == 8) _opPairMint(r);
        else if (op == 9) _opPairBurn(r);
        else if (op == 10) _opPairSwap(r);
        else if (op == 11) _opSkimOrSync(r);
        else if (op == 12) _opDonate(r);
        else if (op == 13) _opWarp(r);
        else if (op == 14) _opToggleFee(r);
        else if (op == 15) _opTransferLp(r);
        else if (op == 16) _opQuotePath(r);
        else if (op == 17) _opQuoteMath(r);
        else if (op == 18) _opPairSwapEdge(r);
        else _opFlashSwap(r);
        _compareState();
    }

    /// @dev Operations that make no compared call (donate, warp, fee toggle, LP transfer).
    function isStateOnlyOp(uint256 op) external pure returns (bool) {
        return op == 12 || op == 13 || op == 14 || op == 15;
    }

    // ------------------------------------------------------------------ router: liquidity

    function _opAddLiquidity(Rand memory r) private {
        Op memory o;
        o.p = _draw(r) % PAIR_COUNT;
        o.a = _draw(r) % ACTORS;
        o.amountX = _amount(r);
        o.amountY = _amount(r);
        if (_draw(r) % 4 == 0) (o.minX, o.minY) = (o.amountX, o.amountY); // strict minimums
        o.deadline = _deadline(r);
        _addLiquidity(o);
    }

    function _addLiquidity(Op memory o) private {
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            c[s] = _addLiquidityCall(s, o);
        }
        _run(o.a, c);
    }

    function _addLiquidityCall(uint256 s, Op memory o) private returns (Call memory c) {
        (uint256 x, uint256 y) = (pairTokens[o.p][0], pairTokens[o.p][1]);
        address actor = sides[s].actors[o.a];
        IRouterLike router = sides[s].amm.router;
        c.target = address(router);
        _fund(s, o.a, x, o.amountX);
        if (y == WETH_ID) {
            vm.deal(actor, actor.balance + o.amountY);
            c.value = o.amountY;
            c.data = abi.encodeCall(router.addLiquidityETH, (_token(s, x), o.amountX, o.minX, o.minY, actor, o.deadline));
        } else {
            _fund(s, o.a, y, o.amountY);
            c.data = abi.encodeCall(
                router.addLiquidity, (_token(s, x), _token(s, y), o.amountX, o.amountY, o.minX, o.minY, actor, o.deadline)
            );
        }
    }

    function _opRemoveLiquidity(Rand memory r) private {
        Op memory o;
        o.p = _draw(r) % PAIR_COUNT;
        o.a = _draw(r) % ACTORS;
        o.shareBps = _draw(r) % (BPS + 1);
        o.variant = _draw(r) % 3; // 0: approve, 1: permit, 2: fee-on-transfer variant (ETH pairs)
        o.flag = _draw(r) % 2 == 0; // approveMax
        o.deadline = _deadline(r);
        if (_draw(r) % 4 == 0) o.minX = type(uint128).max; // more than any share is worth
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            c[s] = _removeLiquidityCall(s, o);
        }
        _run(o.a, c);
    }

    function _removeLiquidityCall(uint256 s, Op memory o) private returns (Call memory c) {
        if (o.variant == 1) return _removeLiquidityWithPermitCall(s, o);
        IPairLike pair = _pair(s, o.p);
        address actor = sides[s].actors[o.a];
        IRouterLike router = sides[s].amm.router;
        uint256 liquidity = pair.balanceOf(actor) * o.shareBps / BPS;
        address x = _token(s, pairTokens[o.p][0]);
        c.target = address(router);
        vm.prank(actor);
        pair.approve(address(router), liquidity);
        if (pairTokens[o.p][1] != WETH_ID) {
            c.data = abi.encodeCall(
                router.removeLiquidity, (x, _token(s, pairTokens[o.p][1]), liquidity, o.minX, 0, actor, o.deadline)
            );
        } else if (o.variant == 0) {
            c.data = abi.encodeCall(router.removeLiquidityETH, (x, liquidity, o.minX, 0, actor, o.deadline));
        } else {
            c.data = abi.encodeCall(
                router.removeLiquidityETHSupportingFeeOnTransferTokens, (x, liquidity, o.minX, 0, actor, o.deadline)
            );
        }
    }

    function _removeLiquidityWithPermitCall(uint256 s, Op memory o) private view returns (Call memory c) {
        IPairLike pair = _pair(s, o.p);
        IRouterLike router = sides[s].amm.router;
        uint256 liquidity = pair.balanceOf(sides[s].actors[o.a]) * o.shareBps / BPS;
        Signature memory sig = _signPermit(s, o.a, pair, address(router), o.flag ? type(uint256).max : liquidity, o.deadline);
        c.target = address(router);
        c.data = pairTokens[o.p][1] == WETH_ID
            ? abi.encodeCall(
                router.removeLiquidityETHWithPermit,
                (
                    _token(s, pairTokens[o.p][0]),
                    liquidity,
                    o.minX,
                    0,
                    sides[s].actors[o.a],
                    o.deadline,
                    o.flag,
                    sig.v,
                    sig.r,
                    sig.s
                )
            )
            : abi.encodeCall(
                router.removeLiquidityWithPermit,
                (
                    _token(s, pairTokens[o.p][0]),
                    _token(s, pairTokens[o.p][1]),
                    liquidity,
                    o.minX,
                    0,
                    sides[s].actors[o.a],
                    o.deadline,
                    o.flag,
                    sig.v,
                    sig.r,
                    sig.s
                )
            );
    }

    // ------------------------------------------------------------------ router: swaps

    function _opSwapExactTokensForTokens(Rand memory r) private {
        Op memory o = _swapOp(r, _tokenPath(r));
        o.amountX = _amount(r); // amountIn
        o.minX = _draw(r) % 4 == 0 ? _amount(r) : 0; // amountOutMin
        o.flag = _draw(r) % 3 == 0; // the fee-on-transfer variant
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            _fund(s, o.a, o.path[0], o.amountX);
            c[s].target = address(router);
            c[s].data = o.flag
                ? abi.encodeCall(
                    router.swapExactTokensForTokensSupportingFeeOnTransferTokens,
                    (o.amountX, o.minX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
                )
                : abi.encodeCall(
                    router.swapExactTokensForTokens, (o.amountX, o.minX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
                );
        }
        _run(o.a, c);
    }

    function _opSwapTokensForExactTokens(Rand memory r) private {
        Op memory o = _swapOp(r, _tokenPath(r));
        o.amountY = _exactOut(r, o.path); // amountOut
        o.amountX = _draw(r) % 4 == 0 ? _amount(r) : type(uint256).max; // amountInMax
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            _fund(s, o.a, o.path[0], o.amountX == type(uint256).max ? FUND_CAP : o.amountX);
            c[s].target = address(router);
            c[s].data = abi.encodeCall(
                router.swapTokensForExactTokens, (o.amountY, o.amountX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
            );
        }
        _run(o.a, c);
    }

    function _opSwapExactETHForTokens(Rand memory r) private {
        Op memory o = _swapOp(r, _ethPath(r, true));
        o.amountX = _amount(r); // msg.value
        o.minX = _draw(r) % 4 == 0 ? _amount(r) : 0; // amountOutMin
        o.flag = _draw(r) % 3 == 0; // the fee-on-transfer variant
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            address actor = sides[s].actors[o.a];
            vm.deal(actor, actor.balance + o.amountX);
            c[s].target = address(router);
            c[s].value = o.amountX;
            c[s].data = o.flag
                ? abi.encodeCall(
                    router.swapExactETHForTokensSupportingFeeOnTransferTokens, (o.minX, _path(s, o.path), actor, o.deadline)
                )
                : abi.encodeCall(router.swapExactETHForTokens, (o.minX, _path(s, o.path), actor, o.deadline));
        }
        _run(o.a, c);
    }

    function _opSwapTokensForExactETH(Rand memory r) private {
        Op memory o = _swapOp(r, _ethPath(r, false));
        o.amountY = _exactOut(r, o.path); // amountOut
        o.amountX = _draw(r) % 4 == 0 ? _amount(r) : type(uint256).max; // amountInMax
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            _fund(s, o.a, o.path[0], o.amountX == type(uint256).max ? FUND_CAP : o.amountX);
            c[s].target = address(router);
            c[s].data = abi.encodeCall(
                router.swapTokensForExactETH, (o.amountY, o.amountX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
            );
        }
        _run(o.a, c);
    }

    function _opSwapExactTokensForETH(Rand memory r) private {
        Op memory o = _swapOp(r, _ethPath(r, false));
        o.amountX = _amount(r); // amountIn
        o.minX = _draw(r) % 4 == 0 ? _amount(r) : 0; // amountOutMin
        o.flag = _draw(r) % 3 == 0; // the fee-on-transfer variant
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            _fund(s, o.a, o.path[0], o.amountX);
            c[s].target = address(router);
            c[s].data = o.flag
                ? abi.encodeCall(
                    router.swapExactTokensForETHSupportingFeeOnTransferTokens,
                    (o.amountX, o.minX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
                )
                : abi.encodeCall(
                    router.swapExactTokensForETH, (o.amountX, o.minX, _path(s, o.path), sides[s].actors[o.a], o.deadline)
                );
        }
        _run(o.a, c);
    }

    function _opSwapETHForExactTokens(Rand memory r) private {
        Op memory o = _swapOp(r, _ethPath(r, true));
        o.amountY = _exactOut(r, o.path); // amountOut
        o.amountX = _amount(r); // msg.value
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            address actor = sides[s].actors[o.a];
            vm.deal(actor, actor.balance + o.amountX);
            c[s].target = address(router);
            c[s].value = o.amountX;
            c[s].data = abi.encodeCall(router.swapETHForExactTokens, (o.amountY, _path(s, o.path), actor, o.deadline));
        }
        _run(o.a, c);
    }

    function _swapOp(Rand memory r, uint8[] memory path) private view returns (Op memory o) {
        o.path = path;
        o.a = _draw(r) % ACTORS;
        o.deadline = _deadline(r);
    }

    // ------------------------------------------------------------------ pair: direct calls

    function _opPairMint(Rand memory r) private {
        uint256 p = _draw(r) % TOKEN_PAIR_COUNT;
        uint256 a = _draw(r) % ACTORS;
        uint256 amountX = _amount(r);
        uint256 amountY = _amount(r);
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IPairLike pair = _pair(s, p);
            _pay(s, a, pairTokens[p][0], address(pair), amountX);
            _pay(s, a, pairTokens[p][1], address(pair), amountY);
            c[s] = Call(address(pair), 0, abi.encodeCall(pair.mint, (sides[s].actors[a])));
        }
        _run(a, c);
    }

    function _opPairBurn(Rand memory r) private {
        uint256 p = _draw(r) % TOKEN_PAIR_COUNT;
        uint256 a = _draw(r) % ACTORS;
        uint256 shareBps = _draw(r) % (BPS + 1);
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IPairLike pair = _pair(s, p);
            address actor = sides[s].actors[a];
            uint256 liquidity = pair.balanceOf(actor) * shareBps / BPS;
            vm.prank(actor); // after the balanceOf call, which would consume the prank
            pair.transfer(address(pair), liquidity);
            c[s] = Call(address(pair), 0, abi.encodeCall(pair.burn, (actor)));
        }
        _run(a, c);
    }

    function _opPairSwap(Rand memory r) private {
        Op memory o;
        o.p = _draw(r) % TOKEN_PAIR_COUNT;
        o.a = _draw(r) % ACTORS;
        o.flag = _draw(r) % 2 == 0; // pay token X, take token Y
        o.amountX = _amount(r); // amountIn
        uint256 mode = _draw(r) % 4; // 0..2: the formula's output -1, 0, +1; 3: an arbitrary output
        o.amountY = _amount(r); // amountOut
        if (mode < 3) {
            (uint256 reserveX, uint256 reserveY) = _reserves(0, o.p);
            (uint256 reserveIn, uint256 reserveOut) = o.flag ? (reserveX, reserveY) : (reserveY, reserveX);
            uint256 out = V2Math.getAmountOut(o.amountX, reserveIn, reserveOut) + mode;
            o.amountY = out == 0 ? 0 : out - 1;
        }
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            c[s] = _pairSwapCall(s, o);
        }
        _run(o.a, c);
    }

    function _pairSwapCall(uint256 s, Op memory o) private returns (Call memory) {
        IPairLike pair = _pair(s, o.p);
        (uint256 idIn, uint256 idOut) =
            o.flag ? (pairTokens[o.p][0], pairTokens[o.p][1]) : (pairTokens[o.p][1], pairTokens[o.p][0]);
        _pay(s, o.a, idIn, address(pair), o.amountX);
        // outputs by token0/token1 of this side's pair
        (uint256 out0, uint256 out1) =
            _token(s, idOut) == pair.token0() ? (o.amountY, uint256(0)) : (uint256(0), o.amountY);
        return Call(address(pair), 0, abi.encodeCall(pair.swap, (out0, out1, sides[s].actors[o.a], bytes(""))));
    }

    /// @dev A two-sided swap (both outputs non-zero, both tokens paid in), or a one-sided one, to
    /// an odd recipient: the actor, token0 or token1 (V2 refuses), the pair itself, or the third
    /// token's address.
    function _opPairSwapEdge(Rand memory r) private {
        Op memory o;
        o.p = _draw(r) % TOKEN_PAIR_COUNT;
        o.a = _draw(r) % ACTORS;
        o.variant = _draw(r) % 5; // the recipient
        (uint256 reserveX, uint256 reserveY) = _reserves(0, o.p);
        o.amountX = reserveX * (_draw(r) % EDGE_BPS) / BPS; // token X out
        o.amountY = _draw(r) % 3 == 0 ? 0 : reserveY * (_draw(r) % EDGE_BPS) / BPS; // token Y out
        o.minX = _amount(r); // token X paid in
        o.minY = _amount(r); // token Y paid in
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IPairLike pair = _pair(s, o.p);
            _pay(s, o.a, pairTokens[o.p][0], address(pair), o.minX);
            _pay(s, o.a, pairTokens[o.p][1], address(pair), o.minY);
            (uint256 out0, uint256 out1) = _token(s, pairTokens[o.p][0]) == pair.token0()
                ? (o.amountX, o.amountY)
                : (o.amountY, o.amountX);
            c[s] = Call(address(pair), 0, abi.encodeCall(pair.swap, (out0, out1, _edgeRecipient(s, o), bytes(""))));
        }
        _run(o.a, c);
    }

    function _edgeRecipient(uint256 s, Op memory o) private view returns (address) {
        if (o.variant == 1) return _token(s, pairTokens[o.p][0]);
        if (o.variant == 2) return _token(s, pairTokens[o.p][1]);
        if (o.variant == 3) return address(_pair(s, o.p));
        if (o.variant == 4) return _token(s, TOKEN_COUNT - pairTokens[o.p][0] - pairTokens[o.p][1]); // the third
        return sides[s].actors[o.a];
    }

    /// @dev A flash swap: the pair sends token X to the side's FlashBorrower (or, one time in ten,
    /// to the actor, which has no callback), calls it with non-empty data, and the borrower repays
    /// in token X (the fee-adjusted amount -1, exact, +1), in token Y (V2's getAmountIn -1, exact,
    /// +1), an arbitrary amount, or nothing.
    function _opFlashSwap(Rand memory r) private {
        Op memory o;
        o.p = _draw(r) % TOKEN_PAIR_COUNT;
        o.a = _draw(r) % ACTORS;
        o.flag = _draw(r) % 2 == 0; // borrow token X (else token Y)
        (uint256 reserveX, uint256 reserveY) = _reserves(0, o.p);
        (uint256 reserveOut, uint256 reserveIn) = o.flag ? (reserveX, reserveY) : (reserveY, reserveX);
        uint256 out = _draw(r) % 4 == 0 ? _amount(r) : reserveOut * (_draw(r) % BPS) / BPS;
        o.amountX = out;
        o.variant = _draw(r) % 10;
        uint256 mode = _draw(r) % 3; // around the least that keeps K: one less, it, one more
        if (o.variant < 4) {
            o.minX = out * FEE_DENOMINATOR / FEE_NUMERATOR + mode; // repaid in the borrowed token
        } else if (o.variant < 7) {
            uint256 amountIn = out > 0 && out < reserveOut ? V2Math.getAmountIn(out, reserveIn, reserveOut) : 1;
            o.minY = amountIn + mode - 1; // repaid in the other token
        } else if (o.variant == 7) {
            o.minX = _amount(r);
        }
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            c[s] = _flashSwapCall(s, o);
        }
        _run(o.a, c);
    }

    function _flashSwapCall(uint256 s, Op memory o) private returns (Call memory) {
        IPairLike pair = _pair(s, o.p);
        (uint256 idOut, uint256 idOther) =
            o.flag ? (pairTokens[o.p][0], pairTokens[o.p][1]) : (pairTokens[o.p][1], pairTokens[o.p][0]);
        address borrower = address(sides[s].borrower);
        tokens[idOut].mint(borrower, o.minX + o.minX / FUND_MARGIN); // with a margin for sender fees
        tokens[idOther].mint(borrower, o.minY + o.minY / FUND_MARGIN);
        bytes memory data = abi.encode(_token(s, idOut), o.minX, _token(s, idOther), o.minY);
        address to = o.variant == 9 ? sides[s].actors[o.a] : borrower;
        (uint256 out0, uint256 out1) = _token(s, idOut) == pair.token0() ? (o.amountX, uint256(0)) : (uint256(0), o.amountX);
        return Call(address(pair), 0, abi.encodeCall(pair.swap, (out0, out1, to, data)));
    }

    function _opSkimOrSync(Rand memory r) private {
        uint256 p = _draw(r) % PAIR_COUNT;
        uint256 a = _draw(r) % ACTORS;
        bool skim = _draw(r) % 2 == 0;
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IPairLike pair = _pair(s, p);
            c[s] = Call(
                address(pair), 0, skim ? abi.encodeCall(pair.skim, (sides[s].actors[a])) : abi.encodeCall(pair.sync, ())
            );
        }
        _run(a, c);
    }

    function _opDonate(Rand memory r) private {
        uint256 p = _draw(r) % TOKEN_PAIR_COUNT;
        uint256 id = pairTokens[p][_draw(r) % 2];
        uint256 amount = _amount(r);
        for (uint256 s; s < SIDES; ++s) {
            tokens[id].mint(address(_pair(s, p)), amount);
        }
    }

    /// @dev Time moves on by up to MAX_WARP; one time in four it jumps to just before the 2^32
    /// wrap of blockTimestampLast (while there is still room), so sequences cross it.
    function _opWarp(Rand memory r) private {
        uint256 nearWrap = TIMESTAMP_WRAP - 1 - _draw(r) % MAX_WARP;
        if (_draw(r) % 4 == 0 && block.timestamp < nearWrap) vm.warp(nearWrap);
        else vm.warp(block.timestamp + 1 + _draw(r) % MAX_WARP);
    }

    function _opToggleFee(Rand memory r) private {
        bool on = _draw(r) % 2 == 0;
        for (uint256 s; s < SIDES; ++s) {
            sides[s].amm.factory.setFeeTo(on ? sides[s].feeTo : address(0));
        }
    }

    function _opTransferLp(Rand memory r) private {
        uint256 p = _draw(r) % PAIR_COUNT;
        uint256 from = _draw(r) % ACTORS;
        uint256 shareBps = _draw(r) % (BPS + 1);
        for (uint256 s; s < SIDES; ++s) {
            IPairLike pair = _pair(s, p);
            address sender = sides[s].actors[from];
            uint256 amount = pair.balanceOf(sender) * shareBps / BPS;
            vm.prank(sender); // after the balanceOf call, which would consume the prank
            pair.transfer(sides[s].actors[(from + 1) % ACTORS], amount);
        }
    }

    function _opQuotePath(Rand memory r) private {
        uint8[] memory path = _draw(r) % 2 == 0 ? _tokenPath(r) : _ethPath(r, _draw(r) % 2 == 0);
        bool out = _draw(r) % 2 == 0;
        uint256 amount = out ? _amount(r) : _exactOut(r, path);
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            c[s] = Call(
                address(router),
                0,
                out
                    ? abi.encodeCall(router.getAmountsOut, (amount, _path(s, path)))
                    : abi.encodeCall(router.getAmountsIn, (amount, _path(s, path)))
            );
        }
        _run(0, c);
    }

    function _opQuoteMath(Rand memory r) private {
        uint256 kind = _draw(r) % 3;
        uint256 amount = _amount(r);
        uint256 reserveA = _amount(r);
        uint256 reserveB = _amount(r);
        Call[SIDES] memory c;
        for (uint256 s; s < SIDES; ++s) {
            IRouterLike router = sides[s].amm.router;
            bytes memory data = kind == 0
                ? abi.encodeCall(router.quote, (amount, reserveA, reserveB))
                : kind == 1
                    ? abi.encodeCall(router.getAmountOut, (amount, reserveA, reserveB))
                    : abi.encodeCall(router.getAmountIn, (amount, reserveA, reserveB));
            c[s] = Call(address(router), 0, data);
        }
        _run(0, c);
    }

    // ------------------------------------------------------------------ comparison

    /// @dev Runs `c[s]` as actor `a` of each side; records a mismatch in revert-or-not or in the
    /// return data.
    function _run(uint256 a, Call[SIDES] memory c) private {
        bool[SIDES] memory ok;
        bytes[SIDES] memory ret;
        for (uint256 s; s < SIDES; ++s) {
            vm.prank(sides[s].actors[a]);
            (ok[s], ret[s]) = c[s].target.call{value: c[s].value}(c[s].data);
        }
        calls++;
        if (ok[0] != ok[1]) {
            _mismatch(ok[0] ? "subject reverted, baseline succeeded" : "subject succeeded, baseline reverted");
        } else if (ok[0]) {
            bothSucceeded++;
            succeededByOp[currentOp]++;
            if (keccak256(ret[0]) != keccak256(ret[1])) _mismatch("return data");
        }
    }

    function _compareState() private {
        if (sides[0].amm.factory.allPairsLength() != sides[1].amm.factory.allPairsLength()) _mismatch("pair count");
        for (uint256 p; p < PAIR_COUNT; ++p) {
            IPairLike pair0 = _pair(0, p);
            IPairLike pair1 = _pair(1, p);
            if ((address(pair0) == address(0)) != (address(pair1) == address(0))) _mismatch("pair existence");
            if (address(pair0) == address(0) || address(pair1) == address(0)) continue;
            (uint256 x0, uint256 y0) = _reserves(0, p);
            (uint256 x1, uint256 y1) = _reserves(1, p);
            if (x0 != x1 || y0 != y1) _mismatch("reserves");
            (,, uint32 time0) = pair0.getReserves();
            (,, uint32 time1) = pair1.getReserves();
            if (time0 != time1) _mismatch("blockTimestampLast");
            if (pair0.totalSupply() != pair1.totalSupply()) _mismatch("LP totalSupply");
            if (pair0.kLast() != pair1.kLast()) _mismatch("kLast");
            if (pair0.balanceOf(sides[0].feeTo) != pair1.balanceOf(sides[1].feeTo)) _mismatch("feeTo LP");
            if (pair0.balanceOf(address(0)) != pair1.balanceOf(address(0))) _mismatch("locked LP");
            for (uint256 k; k < 2; ++k) {
                uint256 id = pairTokens[p][k];
                if (_balance(0, id, address(pair0)) != _balance(1, id, address(pair1))) _mismatch("pair balance");
            }
            for (uint256 a; a < ACTORS; ++a) {
                if (pair0.balanceOf(sides[0].actors[a]) != pair1.balanceOf(sides[1].actors[a])) _mismatch("LP balance");
            }
        }
        for (uint256 a; a < ACTORS; ++a) {
            for (uint256 id; id <= WETH_ID; ++id) {
                if (_balance(0, id, sides[0].actors[a]) != _balance(1, id, sides[1].actors[a])) {
                    _mismatch("actor token balance");
                }
            }
            if (sides[0].actors[a].balance != sides[1].actors[a].balance) _mismatch("actor ETH balance");
        }
        for (uint256 id; id < TOKEN_COUNT; ++id) {
            if (_balance(0, id, address(sides[0].borrower)) != _balance(1, id, address(sides[1].borrower))) {
                _mismatch("flash borrower balance");
            }
        }
    }

    function _mismatch(string memory what) private {
        if (mismatches == 0) {
            firstMismatch = string.concat("step ", vm.toString(steps), " op ", vm.toString(currentOp), ": ", what);
        }
        mismatches++;
    }

    // ------------------------------------------------------------------ helpers

    function _initSide(uint256 s, Amm memory amm, string memory name) private {
        sides[s].amm = amm;
        sides[s].feeTo = makeAddr(string.concat(name, "-feeTo"));
        sides[s].borrower = new FlashBorrower();
        for (uint256 a; a < ACTORS; ++a) {
            (address actor, uint256 key) = makeAddrAndKey(string.concat(name, "-actor", vm.toString(a)));
            sides[s].actors[a] = actor;
            sides[s].keys[a] = key;
            for (uint256 id; id <= WETH_ID; ++id) {
                vm.prank(actor); // a raw call: some test tokens return nothing from approve
                (bool ok,) = _token(s, id).call(abi.encodeCall(IERC20Like.approve, (address(amm.router), type(uint256).max)));
                ok; // every test token approves
            }
        }
    }

    function _draw(Rand memory r) private pure returns (uint256) {
        r.state = uint256(keccak256(abi.encode(r.state)));
        return r.state;
    }

    /// @dev An amount on one of six scales, so that rounding edges, large trades and amounts up to
    /// 2^112 (where reserves overflow) all occur.
    function _amount(Rand memory r) private pure returns (uint256) {
        uint256 x = _draw(r);
        uint256 scale = x % 6;
        x >>= 8;
        if (scale == 0) return x % 1e3;
        if (scale == 1) return x % 1e9;
        if (scale == 2) return x % 1e18;
        if (scale == 3) return x % 1e24;
        if (scale == 4) return x % 1e27;
        return x % (2 ** 112 + 1);
    }

    /// @dev Usually a live deadline; one time in eight an expired one.
    function _deadline(Rand memory r) private view returns (uint256) {
        return _draw(r) % 8 == 0 ? block.timestamp - 1 : block.timestamp + _draw(r) % MAX_WARP;
    }

    /// @dev An output for an exact-out swap: a share of the last pair's output reserve, up to all.
    function _exactOut(Rand memory r, uint8[] memory path) private view returns (uint256) {
        uint256 last = path.length - 1;
        uint256 reserveOut = _reserveOf(path[last - 1], path[last], path[last]);
        uint256 shareBps = _draw(r) % (BPS + 1);
        return _draw(r) % 4 == 0 ? _amount(r) : reserveOut * shareBps / BPS;
    }

    /// @dev Two or three distinct tokens among A, B, C (every two of them have a pair).
    function _tokenPath(Rand memory r) private pure returns (uint8[] memory path) {
        uint8 first = uint8(_draw(r) % TOKEN_COUNT);
        uint8 second = uint8((first + 1 + _draw(r) % 2) % TOKEN_COUNT);
        if (_draw(r) % 2 == 0) {
            path = new uint8[](2);
        } else {
            path = new uint8[](3);
            path[2] = uint8(3 - first - second); // the remaining token
        }
        path[0] = first;
        path[1] = second;
    }

    /// @dev WETH to a token (or back when `fromEth` is false), through A or C, maybe one hop more.
    function _ethPath(Rand memory r, bool fromEth) private pure returns (uint8[] memory path) {
        uint8 hub = _draw(r) % 2 == 0 ? 0 : 2;
        bool longer = _draw(r) % 2 == 0;
        path = new uint8[](longer ? 3 : 2);
        uint8 far = hub == 0 ? 1 : 0;
        if (fromEth) {
            path[0] = uint8(WETH_ID);
            path[1] = hub;
            if (longer) path[2] = far;
        } else {
            if (longer) {
                path[0] = far;
                path[1] = hub;
                path[2] = uint8(WETH_ID);
            } else {
                path[0] = hub;
                path[1] = uint8(WETH_ID);
            }
        }
    }

    function _path(uint256 s, uint8[] memory ids) private view returns (address[] memory path) {
        path = new address[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            path[i] = _token(s, ids[i]);
        }
    }

    function _token(uint256 s, uint256 id) private view returns (address) {
        return id == WETH_ID ? address(sides[s].amm.weth) : address(tokens[id]);
    }

    function _pair(uint256 s, uint256 p) private view returns (IPairLike) {
        return IPairLike(sides[s].amm.factory.getPair(_token(s, pairTokens[p][0]), _token(s, pairTokens[p][1])));
    }

    /// @dev Reserves of pair `p` on side `s`, ordered as pairTokens[p], not token0/token1.
    function _reserves(uint256 s, uint256 p) private view returns (uint256 reserveX, uint256 reserveY) {
        IPairLike pair = _pair(s, p);
        if (address(pair) == address(0)) return (0, 0);
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        (reserveX, reserveY) =
            pair.token0() == _token(s, pairTokens[p][0]) ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev The baseline side's reserve of token `id` in the pair of `idA` and `idB`.
    function _reserveOf(uint8 idA, uint8 idB, uint8 id) private view returns (uint256) {
        for (uint256 p; p < PAIR_COUNT; ++p) {
            (uint8 x, uint8 y) = (pairTokens[p][0], pairTokens[p][1]);
            if ((x == idA && y == idB) || (x == idB && y == idA)) {
                (uint256 reserveX, uint256 reserveY) = _reserves(0, p);
                return id == x ? reserveX : reserveY;
            }
        }
        return 0;
    }

    function _balance(uint256 s, uint256 id, address account) private view returns (uint256) {
        return IERC20Like(_token(s, id)).balanceOf(account);
    }

    /// @dev Gives actor `a` of side `s` `amount` more of token `id` (WETH: wraps fresh ETH); tokens
    /// come with a margin, for tokens that charge their sender a fee on top.
    function _fund(uint256 s, uint256 a, uint256 id, uint256 amount) private {
        address actor = sides[s].actors[a];
        if (id != WETH_ID) {
            tokens[id].mint(actor, amount + amount / FUND_MARGIN);
            return;
        }
        vm.deal(actor, actor.balance + amount);
        vm.prank(actor);
        sides[s].amm.weth.deposit{value: amount}();
    }

    /// @dev Actor `a` of side `s` sends `amount` of token `id` to `to` (funded first); a raw call,
    /// as a hostile token may return nothing or false (identically on both sides).
    function _pay(uint256 s, uint256 a, uint256 id, address to, uint256 amount) private {
        _fund(s, a, id, amount);
        vm.prank(sides[s].actors[a]);
        (bool ok,) = _token(s, id).call(abi.encodeCall(IERC20Like.transfer, (to, amount)));
        ok; // a failed payment is part of the scenario: the pair call that follows is compared
    }

    function _signPermit(uint256 s, uint256 a, IPairLike pair, address spender, uint256 value, uint256 deadline)
        private
        view
        returns (Signature memory sig)
    {
        address owner = sides[s].actors[a];
        bytes32 structHash =
            keccak256(abi.encode(pair.PERMIT_TYPEHASH(), owner, spender, value, pair.nonces(owner), deadline));
        (sig.v, sig.r, sig.s) =
            vm.sign(sides[s].keys[a], keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }
}
