// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.4 <0.9.0;

import {IERC20Minimal} from "./IERC20Minimal.sol";

/// @notice Wrapped native coin, WETH9-compatible (`IWETH` of Uniswap V2 plus the ERC-20 views).
interface IWHT is IERC20Minimal {
    /// @notice Emitted when `dst` wraps `wad` native coin.
    event Deposit(address indexed dst, uint256 wad);
    /// @notice Emitted when `src` unwraps `wad`.
    event Withdrawal(address indexed src, uint256 wad);

    function name() external view returns (string memory);
    function symbol() external view returns (string memory);
    function decimals() external view returns (uint8);
    function deposit() external payable;
    function withdraw(uint256 wad) external;
}
