// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The FomoSwap factory: Uniswap V2's factory ABI plus `parameters` and `INIT_CODE_HASH`.
interface IFomoFactory {
    /// @notice Emitted once per pair; the last field is `allPairsLength()` after the creation.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    function feeTo() external view returns (address);
    function feeToSetter() external view returns (address);
    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function allPairs(uint256 index) external view returns (address pair);
    function allPairsLength() external view returns (uint256);
    function INIT_CODE_HASH() external view returns (bytes32);
    function parameters() external view returns (address token0, address token1);

    function createPair(address tokenA, address tokenB) external returns (address pair);
    function setFeeTo(address feeTo) external;
    function setFeeToSetter(address feeToSetter) external;
}
