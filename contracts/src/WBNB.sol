// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {WHT} from "./WHT.sol";

/// @notice Wrapped BNB: the BSC-type chain's native coin wrapped, the same contract as WHT under its own name.
/// @dev Only the ERC-20 name and symbol differ, so that wallets, lists and explorers on chain 56 show WBNB.
contract WBNB is WHT {
    function name() external pure override returns (string memory) {
        return "Wrapped BNB";
    }

    function symbol() external pure override returns (string memory) {
        return "WBNB";
    }
}
