// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IFomoPair} from "../interfaces/IFomoPair.sol";

/// @notice Pair addresses and Uniswap V2's swap arithmetic (0.3% fee), without external calls
/// except `getReserves`.
/// @dev Callers pass the pair's init-code hash: their factory's `INIT_CODE_HASH`, which is
/// keccak256(type(FomoPair).creationCode) in whatever build deployed it (FomoRouter reads it
/// once, in its constructor). No hash is hard-coded here, so no compiler setting (coverage's
/// unoptimized build included) can make routing miss the factory's pairs.
library FomoLibrary {
    /// @dev The two tokens are the same.
    error IdenticalAddresses();
    /// @dev A token is address(0).
    error ZeroAddress();
    /// @dev `quote` got a zero amount.
    error InsufficientAmount();
    /// @dev A reserve is zero.
    error InsufficientLiquidity();
    /// @dev `getAmountOut` got a zero input.
    error InsufficientInputAmount();
    /// @dev `getAmountIn` got a zero output.
    error InsufficientOutputAmount();
    /// @dev A path has fewer than two tokens.
    error InvalidPath();
    /// @dev No pair (no code) at the address derived for two tokens.
    error PairNotFound();

    /// @dev 0.3% fee (30 of 10000) in V2's 1000 base: amounts are V2's to the wei.
    uint256 private constant FEE_BASE = 1000;
    uint256 private constant FEE_KEPT = 997;

    /// @dev Orders two tokens as pairs do (token0 < token1).
    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        if (tokenA == tokenB) revert IdenticalAddresses();
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
    }

    /// @dev The CREATE2 address of the pair, whether or not it exists yet; `initCodeHash` is
    /// `factory`'s INIT_CODE_HASH.
    function pairFor(address factory, address tokenA, address tokenB, bytes32 initCodeHash)
        internal
        pure
        returns (address pair)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        // gas: hashes in scratch space and above the free memory pointer instead of allocating
        // two abi.encodePacked buffers (GasComparison); same bytes as V2's pairFor
        assembly ("memory-safe") {
            mstore(0x14, token1)
            mstore(0x00, token0)
            let salt := keccak256(0x0c, 0x28) // token0 ++ token1, 20 bytes each
            let m := mload(0x40)
            mstore(m, or(0xff0000000000000000000000000000000000000000, factory)) // 0xff ++ factory
            mstore(add(m, 0x20), salt)
            mstore(add(m, 0x40), initCodeHash)
            pair := and(keccak256(add(m, 0x0b), 0x55), 0xffffffffffffffffffffffffffffffffffffffff)
        }
    }

    /// @dev The pair's reserves ordered as (tokenA, tokenB).
    function getReserves(address factory, address tokenA, address tokenB, bytes32 initCodeHash)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (uint256 reserve0, uint256 reserve1) = pairReserves(pairFor(factory, tokenA, tokenB, initCodeHash));
        (reserveA, reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0); // pairFor sorted them
    }

    /// @dev `pair.getReserves()` without the timestamp; reverts PairNotFound if there is no pair.
    function pairReserves(address pair) internal view returns (uint256 reserve0, uint256 reserve1) {
        bool ok;
        // gas: the call in scratch space, no ABI buffers (GasComparison)
        assembly ("memory-safe") {
            mstore(0x00, 0x0902f1ac00000000000000000000000000000000000000000000000000000000) // getReserves()
            ok := staticcall(gas(), pair, 0x00, 0x04, 0x00, 0x40)
            ok := and(ok, gt(returndatasize(), 0x5f)) // a pair answers three words; no code answers none
            reserve0 := mload(0x00)
            reserve1 := mload(0x20)
        }
        if (!ok) revert PairNotFound();
    }

    /// @dev The amount of B worth `amountA` at the reserves' price (no fee).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        if (amountA == 0) revert InsufficientAmount();
        if (reserveA == 0 || reserveB == 0) revert InsufficientLiquidity();
        amountB = amountA * reserveB / reserveA;
    }

    /// @dev The most a pair pays out for `amountIn` after the 0.3% fee (rounded down).
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert InsufficientInputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * FEE_KEPT;
        uint256 numerator = amountInWithFee * reserveOut;
        uint256 denominator = reserveIn * FEE_BASE + amountInWithFee;
        amountOut = numerator / denominator;
    }

    /// @dev The least input that buys `amountOut` after the 0.3% fee (rounded up, as V2: +1).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        if (amountOut == 0) revert InsufficientOutputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 numerator = reserveIn * amountOut * FEE_BASE;
        uint256 denominator = (reserveOut - amountOut) * FEE_KEPT;
        amountIn = numerator / denominator + 1;
    }

    /// @dev Chained getAmountOut along `path`; amounts[0] is `amountIn`.
    function getAmountsOut(address factory, uint256 amountIn, address[] memory path, bytes32 initCodeHash)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        unchecked {
            // i + 1 < path.length, which is far below 2^256
            for (uint256 i; i < path.length - 1; ++i) {
                (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i], path[i + 1], initCodeHash);
                amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
            }
        }
    }

    /// @dev Chained getAmountIn backwards along `path`; the last amount is `amountOut`.
    function getAmountsIn(address factory, uint256 amountOut, address[] memory path, bytes32 initCodeHash)
        internal
        view
        returns (uint256[] memory amounts)
    {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        unchecked {
            // i >= 1 inside the loop
            for (uint256 i = path.length - 1; i > 0; --i) {
                (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i - 1], path[i], initCodeHash);
                amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
            }
        }
    }
}
