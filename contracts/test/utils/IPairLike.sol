// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.0;

import {IERC20Like} from "./IERC20Like.sol";

/// @notice Uniswap V2's pair ABI (LP token, permit, reserves, core actions), shared by the
/// published V2 pair and FomoPair.
/// @dev V2's `price0CumulativeLast`, `price1CumulativeLast` and `initialize` are left out: FomoPair
/// does not have them (IFomoPair.sol), so no suite may call them on both implementations.
interface IPairLike is IERC20Like {
    function name() external view returns (string memory);
    function symbol() external view returns (string memory);
    function decimals() external view returns (uint8);
    function DOMAIN_SEPARATOR() external view returns (bytes32);
    function PERMIT_TYPEHASH() external view returns (bytes32);
    function nonces(address owner) external view returns (uint256);
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;

    function MINIMUM_LIQUIDITY() external view returns (uint256);
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
