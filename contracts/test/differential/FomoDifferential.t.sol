// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {DifferentialBase} from "./DifferentialBase.sol";

/// @notice FomoSwap against the published Uniswap V2 bytecode: the same fuzzed sequences of
/// router calls (liquidity, every swap kind, ETH, multi-hop, permit, fee-on-transfer variants)
/// and direct pair calls (mint, burn, swap, skim, sync, two-sided swaps, swaps to a token or to
/// the pair, flash swaps), with amounts up to 2^112 and time across the 2^32 wrap, give identical
/// revert-or-not, return data, reserves, LP balances and token balances.
contract FomoDifferentialTest is DifferentialBase {
    uint256 private constant FIXED_SEED = 7;
    uint256 private constant LONG_SEQUENCE = 300;

    function _deploySubject(address feeToSetter) internal override returns (Amm memory) {
        return FomoDeployer.deploy(feeToSetter);
    }

    /// forge-config: default.fuzz.runs = 1000
    /// forge-config: intense.fuzz.runs = 5000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
        assertGt(engine.bothSucceeded(), engine.calls() / 4, "most calls should succeed");
    }

    /// @dev A long sequence: every operation kind must have succeeded on both sides at least
    /// once, so no kind is compared only in its reverting form.
    function test_EveryOperationSucceedsSomewhere() public {
        for (uint256 i; i < LONG_SEQUENCE; ++i) {
            engine.step(uint256(keccak256(abi.encode(FIXED_SEED, i))));
        }
        assertEq(engine.mismatches(), 0, engine.firstMismatch());
        for (uint256 op; op < engine.OP_COUNT(); ++op) {
            if (engine.isStateOnlyOp(op)) continue;
            assertGt(engine.succeededByOp(op), 0, string.concat("op ", vm.toString(op), " never succeeded"));
        }
    }
}

/// @notice The stateful variant: the invariant fuzzer picks the steps (and shrinks a failing
/// sequence); after every step the two exchanges must not differ.
contract FomoDifferentialInvariantTest is DifferentialBase {
    function _deploySubject(address feeToSetter) internal override returns (Amm memory) {
        return FomoDeployer.deploy(feeToSetter);
    }

    function setUp() public override {
        super.setUp();
        bytes4[] memory selectors = new bytes4[](1);
        selectors[0] = engine.step.selector;
        targetSelector(FuzzSelector({addr: address(engine), selectors: selectors}));
        targetContract(address(engine));
    }

    /// @dev Each run is 64 differential steps (a fuzz run is 24): 64 runs keep it near a minute on two cores.
    /// forge-config: default.invariant.runs = 64
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.runs = 256
    function invariant_SameOutcomesAsV2() public view {
        assertEq(engine.mismatches(), 0, engine.firstMismatch());
    }
}
