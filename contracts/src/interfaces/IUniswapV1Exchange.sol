// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The part of a published Uniswap V1 exchange (Vyper; its own LP token) that the migrator uses.
interface IUniswapV1Exchange {
    function balanceOf(address owner) external view returns (uint256);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    /// @dev Burns `amount` LP and pays the caller its share of ETH (with a 2300-gas `send`) and tokens.
    function removeLiquidity(uint256 amount, uint256 minEth, uint256 minTokens, uint256 deadline)
        external
        returns (uint256 ethAmount, uint256 tokenAmount);
}
