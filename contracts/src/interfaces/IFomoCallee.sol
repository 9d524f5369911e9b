// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The flash-swap callback a FomoSwap pair calls when `swap` gets non-empty `data`.
/// @dev The name and selector are Uniswap V2's (`uniswapV2Call`, 0x10d1e85c), so flash-swap
/// contracts written for V2 work unchanged.
interface IFomoCallee {
    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
