// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IERC20Minimal} from "./interfaces/IERC20Minimal.sol";
import {IFomoFactory} from "./interfaces/IFomoFactory.sol";
import {IFomoPair} from "./interfaces/IFomoPair.sol";
import {IFomoRouter02} from "./interfaces/IFomoRouter02.sol";
import {IWHT} from "./interfaces/IWHT.sol";
import {FomoLibrary} from "./libraries/FomoLibrary.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @notice The FomoSwap router: adds and removes liquidity and swaps along paths of pairs,
/// with the native coin wrapped through `WETH` (WHT on the HECO-type chain).
/// @dev Uniswap V2's Router02, function for function, with the same amounts and checks. The
/// router never holds tokens between transactions; anything sent to it by mistake can be taken
/// by the next caller of a function that sweeps its balance (as V2).
contract FomoRouter is IFomoRouter02 {
    /// @dev The transaction was mined after its deadline.
    error Expired();
    /// @dev Less of token A than `amountAMin` would be used or returned.
    error InsufficientAAmount();
    /// @dev Less of token B than `amountBMin` would be used or returned.
    error InsufficientBAmount();
    /// @dev The swap would return less than `amountOutMin`.
    error InsufficientOutputAmount();
    /// @dev The swap would need more than `amountInMax` (or than the native coin sent).
    error ExcessiveInputAmount();
    /// @dev The path does not start (or end) with WETH where the function needs it to.
    error InvalidPath();
    /// @dev Native coin was sent by someone other than WETH.
    error NotWETH();
    /// @dev WETH's `transfer` returned false.
    error WETHTransferFailed();

    address public immutable factory;
    address public immutable WETH;
    /// @dev `factory`'s INIT_CODE_HASH, read once: pairs are found at CREATE2 addresses with it.
    /// Private, so the ABI stays Router02's (tools ask the factory).
    bytes32 private immutable PAIR_INIT_CODE_HASH;

    modifier ensure(uint256 deadline) {
        // forge-lint: disable-next-line(block-timestamp)
        if (deadline < block.timestamp) revert Expired(); // a deadline, not a randomness source
        _;
    }

    constructor(address _factory, address _WETH) {
        factory = _factory;
        WETH = _WETH;
        // from the factory, not a constant: right for whatever compiler settings built the pair
        PAIR_INIT_CODE_HASH = IFomoFactory(_factory).INIT_CODE_HASH();
    }

    /// @dev Only WETH pays the router (when it unwraps for a native-coin payout).
    receive() external payable {
        if (msg.sender != WETH) revert NotWETH();
    }

    // **** ADD LIQUIDITY ****

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        address pair;
        (amountA, amountB, pair) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        TransferHelper.safeTransferFrom(tokenA, msg.sender, pair, amountA);
        TransferHelper.safeTransferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = IFomoPair(pair).mint(to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        address pair;
        (amountToken, amountETH, pair) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        TransferHelper.safeTransferFrom(token, msg.sender, pair, amountToken);
        _wrapTo(pair, amountETH);
        liquidity = IFomoPair(pair).mint(to);
        if (msg.value > amountETH) TransferHelper.safeTransferETH(msg.sender, msg.value - amountETH); // dust
    }

    // **** REMOVE LIQUIDITY ****

    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = FomoLibrary.pairFor(factory, tokenA, tokenB, PAIR_INIT_CODE_HASH);
        (amountA, amountB) = _removeLiquidity(tokenA < tokenB, pair, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) = removeLiquidity(
            token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline
        );
        TransferHelper.safeTransfer(token, to, amountToken);
        IWHT(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountA, uint256 amountB) {
        // permit reverts PermitExpired past the deadline, so removeLiquidity's `ensure` would pass
        address pair = _permit(tokenA, tokenB, liquidity, deadline, approveMax, v, r, s);
        (amountA, amountB) = _removeLiquidity(tokenA < tokenB, pair, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountToken, uint256 amountETH) {
        address pair = FomoLibrary.pairFor(factory, token, WETH, PAIR_INIT_CODE_HASH);
        IFomoPair(pair).permit(msg.sender, address(this), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    // **** REMOVE LIQUIDITY (supporting fee-on-transfer tokens) ****

    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountETH) {
        (, amountETH) = removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        TransferHelper.safeTransfer(token, to, IERC20Minimal(token).balanceOf(address(this)));
        IWHT(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountETH) {
        address pair = FomoLibrary.pairFor(factory, token, WETH, PAIR_INIT_CODE_HASH);
        IFomoPair(pair).permit(msg.sender, address(this), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
        amountETH = removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, amountTokenMin, amountETHMin, to, deadline
        );
    }

    // **** SWAP ****

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(amountIn, path);
        if (amounts[amounts.length - 1] < amountOutMin) revert InsufficientOutputAmount();
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        if (amounts[0] > amountInMax) revert ExcessiveInputAmount();
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert InvalidPath();
        if (path.length == 2) {
            amounts = new uint256[](2);
            (amounts[0], amounts[1]) = (msg.value, _swapExactETHOneHop(amountOutMin, path[1], to));
            return amounts;
        }
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(msg.value, path);
        if (amounts[amounts.length - 1] < amountOutMin) revert InsufficientOutputAmount();
        _wrapTo(pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        if (amounts[0] > amountInMax) revert ExcessiveInputAmount();
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        address[] memory pairs;
        (amounts, pairs) = _amountsOut(amountIn, path);
        if (amounts[amounts.length - 1] < amountOutMin) revert InsufficientOutputAmount();
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert InvalidPath();
        address[] memory pairs;
        (amounts, pairs) = _amountsIn(amountOut, path);
        if (amounts[0] > msg.value) revert ExcessiveInputAmount();
        _wrapTo(pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
        if (msg.value > amounts[0]) TransferHelper.safeTransferETH(msg.sender, msg.value - amounts[0]); // dust
    }

    // **** SWAP (supporting fee-on-transfer tokens) ****

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        TransferHelper.safeTransferFrom(
            path[0], msg.sender, FomoLibrary.pairFor(factory, path[0], path[1], PAIR_INIT_CODE_HASH), amountIn
        );
        _swapSupportingFeeOnTransferTokensChecked(path, to, amountOutMin);
    }

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        if (path[0] != WETH) revert InvalidPath();
        _wrapTo(FomoLibrary.pairFor(factory, path[0], path[1], PAIR_INIT_CODE_HASH), msg.value);
        _swapSupportingFeeOnTransferTokensChecked(path, to, amountOutMin);
    }

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        TransferHelper.safeTransferFrom(
            path[0], msg.sender, FomoLibrary.pairFor(factory, path[0], path[1], PAIR_INIT_CODE_HASH), amountIn
        );
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20Minimal(WETH).balanceOf(address(this));
        if (amountOut < amountOutMin) revert InsufficientOutputAmount();
        _unwrapTo(to, amountOut);
    }

    // **** LIBRARY FUNCTIONS ****

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return FomoLibrary.quote(amountA, reserveA, reserveB);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut)
    {
        return FomoLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn)
    {
        return FomoLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
        (amounts,) = _amountsOut(amountIn, path);
    }

    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
        (amounts,) = _amountsIn(amountOut, path);
    }

    // **** INTERNAL ****

    /// @dev V2's `_addLiquidity`, also returning the pair. A pair exists iff its CREATE2 address
    /// has code, so the factory is only called to create one (V2 asks it `getPair` every time).
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB, address pair) {
        pair = FomoLibrary.pairFor(factory, tokenA, tokenB, PAIR_INIT_CODE_HASH);
        if (pair.code.length == 0) IFomoFactory(factory).createPair(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = IFomoPair(pair).getReserves();
        (uint256 reserveA, uint256 reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveA == 0 && reserveB == 0) {
            (amountA, amountB) = (amountADesired, amountBDesired);
        } else {
            uint256 amountBOptimal = FomoLibrary.quote(amountADesired, reserveA, reserveB);
            if (amountBOptimal <= amountBDesired) {
                if (amountBOptimal < amountBMin) revert InsufficientBAmount();
                (amountA, amountB) = (amountADesired, amountBOptimal);
            } else {
                uint256 amountAOptimal = FomoLibrary.quote(amountBDesired, reserveB, reserveA);
                assert(amountAOptimal <= amountADesired); // unreachable: amountBOptimal > amountBDesired
                if (amountAOptimal < amountAMin) revert InsufficientAAmount();
                (amountA, amountB) = (amountAOptimal, amountBDesired);
            }
        }
    }

    /// @dev Finds the pair of `tokenA` and `tokenB` and lets the router move `liquidity` (or all,
    /// if `approveMax`) of the caller's LP tokens with the caller's permit signature.
    function _permit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private returns (address pair) {
        pair = FomoLibrary.pairFor(factory, tokenA, tokenB, PAIR_INIT_CODE_HASH);
        IFomoPair(pair).permit(msg.sender, address(this), approveMax ? type(uint256).max : liquidity, deadline, v, r, s);
    }

    /// @dev removeLiquidity's body on a pair already found (`aIs0`: tokenA is its token0).
    function _removeLiquidity(
        bool aIs0,
        address pair,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to
    ) private returns (uint256 amountA, uint256 amountB) {
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        IFomoPair(pair).transferFrom(msg.sender, pair, liquidity); // trusted: a FomoPair reverts on failure
        (uint256 amount0, uint256 amount1) = IFomoPair(pair).burn(to);
        (amountA, amountB) = aIs0 ? (amount0, amount1) : (amount1, amount0);
        if (amountA < amountAMin) revert InsufficientAAmount();
        if (amountB < amountBMin) revert InsufficientBAmount();
    }

    /// @dev V2's getAmountsOut on a calldata path, also returning each hop's pair (computed once).
    function _amountsOut(uint256 amountIn, address[] calldata path)
        private
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        if (path.length < 2) revert FomoLibrary.InvalidPath();
        uint256 hops = path.length - 1;
        amounts = new uint256[](hops + 1);
        pairs = new address[](hops);
        amounts[0] = amountIn;
        for (uint256 i; i < hops; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            address pair = FomoLibrary.pairFor(factory, input, output, PAIR_INIT_CODE_HASH);
            pairs[i] = pair;
            (uint256 reserve0, uint256 reserve1) = FomoLibrary.pairReserves(pair);
            (uint256 reserveIn, uint256 reserveOut) = input < output ? (reserve0, reserve1) : (reserve1, reserve0);
            amounts[i + 1] = FomoLibrary.getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @dev V2's getAmountsIn on a calldata path, also returning each hop's pair (computed once).
    function _amountsIn(uint256 amountOut, address[] calldata path)
        private
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        if (path.length < 2) revert FomoLibrary.InvalidPath();
        uint256 hops = path.length - 1;
        amounts = new uint256[](hops + 1);
        pairs = new address[](hops);
        amounts[hops] = amountOut;
        for (uint256 i = hops; i > 0; --i) {
            (address input, address output) = (path[i - 1], path[i]);
            address pair = FomoLibrary.pairFor(factory, input, output, PAIR_INIT_CODE_HASH);
            pairs[i - 1] = pair;
            (uint256 reserve0, uint256 reserve1) = FomoLibrary.pairReserves(pair);
            (uint256 reserveIn, uint256 reserveOut) = input < output ? (reserve0, reserve1) : (reserve1, reserve0);
            amounts[i - 1] = FomoLibrary.getAmountIn(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @dev swapExactETHForTokens on the path [WETH, token]: `_amountsOut` and `_swap` for one
    /// hop, with no path loop and no pairs array (GasComparison).
    function _swapExactETHOneHop(uint256 amountOutMin, address token, address to) private returns (uint256 amountOut) {
        address weth = WETH;
        address pair = FomoLibrary.pairFor(factory, weth, token, PAIR_INIT_CODE_HASH);
        (uint256 reserve0, uint256 reserve1) = FomoLibrary.pairReserves(pair);
        bool wethIs0 = weth < token;
        (uint256 reserveIn, uint256 reserveOut) = wethIs0 ? (reserve0, reserve1) : (reserve1, reserve0);
        amountOut = FomoLibrary.getAmountOut(msg.value, reserveIn, reserveOut);
        if (amountOut < amountOutMin) revert InsufficientOutputAmount();
        _wrapTo(pair, msg.value);
        (uint256 amount0Out, uint256 amount1Out) = wethIs0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
        _pairSwap(pair, amount0Out, amount1Out, to);
    }

    /// @dev Swaps along `path`; the first pair already holds amounts[0]. Each pair pays the next.
    function _swap(uint256[] memory amounts, address[] calldata path, address[] memory pairs, address _to) private {
        uint256 last = pairs.length - 1;
        for (uint256 i; i <= last; ++i) {
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) =
                path[i] < path[i + 1] ? (uint256(0), amountOut) : (amountOut, uint256(0));
            _pairSwap(pairs[i], amount0Out, amount1Out, i < last ? pairs[i + 1] : _to);
        }
    }

    /// @dev V2's `_swapSupportingFeeOnTransferTokens`: each hop's input is what the pair received.
    function _swapSupportingFeeOnTransferTokens(address[] calldata path, address _to) private {
        uint256 last = path.length - 1;
        for (uint256 i; i < last; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            IFomoPair pair = IFomoPair(FomoLibrary.pairFor(factory, input, output, PAIR_INIT_CODE_HASH));
            uint256 amountOutput;
            bool zeroForOne = input < output;
            {
                (uint256 reserve0, uint256 reserve1) = FomoLibrary.pairReserves(address(pair));
                (uint256 reserveInput, uint256 reserveOutput) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
                uint256 amountInput = IERC20Minimal(input).balanceOf(address(pair)) - reserveInput;
                amountOutput = FomoLibrary.getAmountOut(amountInput, reserveInput, reserveOutput);
            }
            (uint256 amount0Out, uint256 amount1Out) =
                zeroForOne ? (uint256(0), amountOutput) : (amountOutput, uint256(0));
            address next = i < last - 1 ? FomoLibrary.pairFor(factory, output, path[i + 2], PAIR_INIT_CODE_HASH) : _to;
            _pairSwap(address(pair), amount0Out, amount1Out, next);
        }
    }

    /// @dev `pair.swap(amount0Out, amount1Out, to, "")`, bubbling its revert. The pair exists:
    /// every caller has read its reserves first (a missing pair reverts PairNotFound there).
    function _pairSwap(address pair, uint256 amount0Out, uint256 amount1Out, address to) private {
        // gas: one calldata buffer written in place instead of ABI-encoding an empty bytes
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, 0x022c0d9f00000000000000000000000000000000000000000000000000000000) // swap(uint256,uint256,address,bytes)
            mstore(add(m, 0x04), amount0Out)
            mstore(add(m, 0x24), amount1Out)
            mstore(add(m, 0x44), to)
            mstore(add(m, 0x64), 0x80) // offset of `data`
            mstore(add(m, 0x84), 0) // data.length
            if iszero(call(gas(), pair, 0, m, 0xa4, 0, 0)) {
                returndatacopy(m, 0, returndatasize())
                revert(m, returndatasize())
            }
        }
    }

    /// @dev The fee-on-transfer swap to `to`, checking what `to` actually received.
    function _swapSupportingFeeOnTransferTokensChecked(address[] calldata path, address to, uint256 amountOutMin)
        private
    {
        IERC20Minimal tokenOut = IERC20Minimal(path[path.length - 1]);
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        if (tokenOut.balanceOf(to) - balanceBefore < amountOutMin) revert InsufficientOutputAmount();
    }

    /// @dev Wraps `amount` of the native coin sent with the call and pays it to `pair`.
    function _wrapTo(address pair, uint256 amount) private {
        address weth = WETH;
        bool ok;
        // gas: both calls from scratch space, no extcodesize check or ABI buffers (GasComparison)
        assembly ("memory-safe") {
            mstore(0x00, 0xd0e30db000000000000000000000000000000000000000000000000000000000) // deposit()
            if iszero(call(gas(), weth, amount, 0x00, 0x04, 0x00, 0x00)) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            let m := mload(0x40)
            mstore(m, 0xa9059cbb00000000000000000000000000000000000000000000000000000000) // transfer(address,uint256)
            mstore(add(m, 0x04), pair)
            mstore(add(m, 0x24), amount)
            if iszero(call(gas(), weth, 0, m, 0x44, 0x00, 0x20)) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            ok := and(gt(returndatasize(), 0x1f), eq(mload(0x00), 1)) // WETH9 returns true
        }
        if (!ok) revert WETHTransferFailed();
    }

    /// @dev Unwraps `amount` held by the router and sends the native coin to `to`.
    function _unwrapTo(address to, uint256 amount) private {
        IWHT(WETH).withdraw(amount);
        TransferHelper.safeTransferETH(to, amount);
    }
}
