// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.20 <0.9.0;

/// @notice `console.log` for forge tests, with Hardhat's ABI signatures (shown with `-vv`).
/// @dev The call is a staticcall to the address forge listens on; its result is ignored. The log
/// functions are `pure` so they can be dropped into pure helpers while debugging.
library console {
    address internal constant CONSOLE_ADDRESS = 0x000000000000000000636F6e736F6c652e6c6f67;

    function log(string memory message) internal pure {
        _send(abi.encodeWithSignature("log(string)", message));
    }

    function log(string memory message, uint256 value) internal pure {
        _send(abi.encodeWithSignature("log(string,uint256)", message, value));
    }

    function log(string memory message, string memory value) internal pure {
        _send(abi.encodeWithSignature("log(string,string)", message, value));
    }

    function log(string memory message, address value) internal pure {
        _send(abi.encodeWithSignature("log(string,address)", message, value));
    }

    function _send(bytes memory payload) private pure {
        _asPure(_staticcallConsole)(payload);
    }

    function _staticcallConsole(bytes memory payload) private view {
        address target = CONSOLE_ADDRESS;
        assembly ("memory-safe") {
            pop(staticcall(gas(), target, add(payload, 0x20), mload(payload), 0, 0))
        }
    }

    /// @dev Relabels a view function as pure: safe because the console call changes no state.
    function _asPure(function(bytes memory) view fn) private pure returns (function(bytes memory) pure pureFn) {
        assembly ("memory-safe") {
            pureFn := fn
        }
    }
}
