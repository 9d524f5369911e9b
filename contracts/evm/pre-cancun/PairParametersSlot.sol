// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Where FomoFactory keeps the tokens of the pair it is constructing on a chain without
/// Cancun (no EIP-1153): two storage slots, cleared once the pair is built.
/// @dev Selected by the `evm-target/` remapping of the `shanghai` and `london` foundry profiles.
/// Clearing refunds most of the two writes and keeps `parameters()` empty outside `createPair`,
/// as on Cancun.
abstract contract PairParametersSlot {
    address private _token0;
    address private _token1;

    function _parameters() internal view returns (address token0, address token1) {
        return (_token0, _token1);
    }

    function _setParameters(address token0, address token1) internal {
        (_token0, _token1) = (token0, token1);
    }

    function _clearParameters() internal {
        (_token0, _token1) = (address(0), address(0));
    }
}
