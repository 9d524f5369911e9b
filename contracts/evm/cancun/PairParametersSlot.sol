// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Where FomoFactory keeps the tokens of the pair it is constructing on a Cancun chain:
/// transient storage, gone with the transaction.
/// @dev Selected by the `evm-target/` remapping of the default foundry profile; the pre-Cancun
/// twin (contracts/evm/pre-cancun) uses storage and clears it after the construction.
abstract contract PairParametersSlot {
    address private transient _token0;
    address private transient _token1;

    function _parameters() internal view returns (address token0, address token1) {
        return (_token0, _token1);
    }

    function _setParameters(address token0, address token1) internal {
        (_token0, _token1) = (token0, token1);
    }

    /// @dev Nothing to do: transient storage is empty again after the transaction.
    function _clearParameters() internal {}
}
