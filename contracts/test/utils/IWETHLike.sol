// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.0;

import {IERC20Like} from "./IERC20Like.sol";

/// @notice WETH9's ABI, shared by the published WETH9 and FomoSwap's WHT.
interface IWETHLike is IERC20Like {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}
