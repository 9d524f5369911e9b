// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

/// @notice The part of ERC-20 the pair and the router call on arbitrary tokens.
/// @dev Tokens are untrusted: callers must tolerate a missing or false return value from
/// `transfer` and `transferFrom` (see `TransferHelper`).
interface IERC20Minimal {
    /// @notice Emitted when `value` tokens move from `from` to `to`.
    event Transfer(address indexed from, address indexed to, uint256 value);
    /// @notice Emitted when `owner` lets `spender` move up to `value` of its tokens.
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function totalSupply() external view returns (uint256);
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}
