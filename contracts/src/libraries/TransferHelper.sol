// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Token and native-coin transfers that tolerate ERC-20s without a return value.
/// @dev A call succeeds when it does not revert and returns nothing or a non-zero first word, as
/// in Uniswap's TransferHelper, whose ABI decoder cleans a `bool` instead of validating it; a
/// token without code "succeeds" there too, and here (V2 parity).
library TransferHelper {
    /// @dev `approve` reverted or returned a zero first word or too short an answer.
    error ApproveFailed();
    /// @dev `transfer` reverted or returned a zero first word or too short an answer.
    error TransferFailed();
    /// @dev `transferFrom` reverted or returned a zero first word or too short an answer.
    error TransferFromFailed();
    /// @dev The native-coin transfer reverted.
    error ETHTransferFailed();

    function safeApprove(address token, address to, uint256 value) internal {
        if (!_call(token, abi.encodeWithSelector(0x095ea7b3, to, value))) revert ApproveFailed();
    }

    function safeTransfer(address token, address to, uint256 value) internal {
        if (!_call(token, abi.encodeWithSelector(0xa9059cbb, to, value))) revert TransferFailed();
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        if (!_call(token, abi.encodeWithSelector(0x23b872dd, from, to, value))) revert TransferFromFailed();
    }

    function safeTransferETH(address to, uint256 value) internal {
        (bool success,) = to.call{value: value}("");
        if (!success) revert ETHTransferFailed();
    }

    /// @dev Reads only the first return word: any non-zero word passes, as V2's decoder allows.
    function _call(address token, bytes memory data) private returns (bool ok) {
        assembly ("memory-safe") {
            mstore(0, 0)
            ok := call(gas(), token, 0, add(data, 0x20), mload(data), 0, 0x20)
            // ok stays true only for no return data or a non-zero first word
            ok := and(ok, or(iszero(returndatasize()), and(gt(returndatasize(), 31), iszero(iszero(mload(0))))))
        }
    }
}
