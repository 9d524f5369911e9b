// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {PairInvariantBase} from "./PairInvariantBase.sol";

/// @notice The pair invariants (a)-(e) of `PairInvariantBase` on FomoPair through FomoRouter.
contract FomoPairInvariantTest is PairInvariantBase {
    function _deployAmm() internal override returns (Amm memory) {
        return FomoDeployer.deploy(address(this));
    }
}
