// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "../utils/Amm.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {PairInvariantBase} from "./PairInvariantBase.sol";

/// @notice The pair invariants on the published Uniswap V2: the suite's own baseline.
contract V2PairInvariantTest is PairInvariantBase {
    function _deployAmm() internal override returns (Amm memory) {
        return V2Deployer.deploy(address(this));
    }
}
