// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

import {IFomoERC20} from "./IFomoERC20.sol";

/// @notice A FomoSwap pair: Uniswap V2's pair ABI without the price accumulators and `initialize`.
/// @dev `price0CumulativeLast`, `price1CumulativeLast` and `initialize` are absent on purpose:
/// nothing in the product reads the accumulators, and token0/token1 are fixed at construction.
interface IFomoPair is IFomoERC20 {
    /// @notice Emitted by `mint`: `amount0`/`amount1` were added by `sender`.
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    /// @notice Emitted by `burn`: `amount0`/`amount1` were sent to `to`.
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    /// @notice Emitted by `swap`.
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    /// @notice Emitted whenever the reserves are written.
    event Sync(uint112 reserve0, uint112 reserve1);

    function MINIMUM_LIQUIDITY() external pure returns (uint256);
    function factory() external view returns (address);
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function kLast() external view returns (uint256);

    function mint(address to) external returns (uint256 liquidity);
    function burn(address to) external returns (uint256 amount0, uint256 amount1);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    function skim(address to) external;
    function sync() external;
}
