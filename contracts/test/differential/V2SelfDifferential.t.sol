// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "../utils/Amm.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {DifferentialBase} from "./DifferentialBase.sol";

/// @notice The differential engine on two copies of Uniswap V2: it must see no difference, so a
/// difference reported against FomoSwap is FomoSwap's, not the engine's.
contract V2SelfDifferentialTest is DifferentialBase {
    uint256 private constant FIXED_SEED = 42;

    function _deploySubject(address feeToSetter) internal override returns (Amm memory) {
        return V2Deployer.deploy(feeToSetter);
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 256
    function testFuzz_SameOutcomes(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomes_Fixed() public {
        _runSequence(FIXED_SEED);
        assertGt(engine.bothSucceeded(), engine.calls() / 4, "most calls should succeed");
    }
}
