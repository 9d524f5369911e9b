// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The part of the published Uniswap V1 factory (Vyper) that the migrator reads.
interface IUniswapV1Factory {
    /// @dev The token's V1 exchange, or the zero address when it has none.
    function getExchange(address token) external view returns (address);
}
