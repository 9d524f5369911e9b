// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The FomoSwap LP token: ERC-20 plus EIP-2612 `permit` (Uniswap V2's `IUniswapV2ERC20`).
/// @dev Same ABI as `IUniswapV2ERC20`, so V2 tooling reads it unchanged.
interface IFomoERC20 {
    /// @notice Emitted when `owner` lets `spender` move up to `value` of its LP tokens.
    event Approval(address indexed owner, address indexed spender, uint256 value);
    /// @notice Emitted when `value` LP tokens move from `from` to `to` (mint: from 0, burn: to 0).
    event Transfer(address indexed from, address indexed to, uint256 value);

    function name() external pure returns (string memory);
    function symbol() external pure returns (string memory);
    function decimals() external pure returns (uint8);
    function totalSupply() external view returns (uint256);
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);

    function approve(address spender, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);

    function DOMAIN_SEPARATOR() external view returns (bytes32);
    function PERMIT_TYPEHASH() external pure returns (bytes32);
    function nonces(address owner) external view returns (uint256);

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}
