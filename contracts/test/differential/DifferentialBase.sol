// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {TokenBase} from "../utils/tokens/TokenBase.sol";
import {DifferentialEngine} from "./DifferentialEngine.sol";

/// @notice Sets up the published Uniswap V2 (baseline) beside a subject exchange with the same
/// tokens, and the engine that runs both.
abstract contract DifferentialBase is Test {
    uint256 internal constant STEPS_PER_SEQUENCE = 24;

    DifferentialEngine internal engine;

    /// @dev The exchange compared with Uniswap V2, deployed with `feeToSetter` as its fee setter.
    function _deploySubject(address feeToSetter) internal virtual returns (Amm memory);

    /// @dev Token A of every sequence; suites override it with a hostile token.
    function _tokenA() internal virtual returns (TokenBase) {
        return new TestERC20("Token A", "A", 18);
    }

    function setUp() public virtual {
        Amm memory baseline = V2Deployer.deploy(address(this));
        Amm memory subject = _deploySubject(address(this));
        TokenBase[3] memory tokens = [_tokenA(), new TestERC20("Token B", "B", 18), new TestERC20("Token C", "C", 6)];
        engine = new DifferentialEngine(baseline, subject, tokens);
        // the engine toggles the protocol fee on both factories
        baseline.factory.setFeeToSetter(address(engine));
        subject.factory.setFeeToSetter(address(engine));
    }

    /// @dev Runs a sequence of operations drawn from `seed` and asserts no difference was seen.
    function _runSequence(uint256 seed) internal {
        for (uint256 i; i < STEPS_PER_SEQUENCE; ++i) {
            engine.step(uint256(keccak256(abi.encode(seed, i))));
        }
        assertEq(engine.mismatches(), 0, engine.firstMismatch());
    }
}
