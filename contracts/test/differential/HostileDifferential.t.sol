// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {ReturnsTwoToken} from "../utils/tokens/ReturnsTwoToken.sol";
import {SenderFeeToken} from "../utils/tokens/SenderFeeToken.sol";
import {TokenBase} from "../utils/tokens/TokenBase.sol";
import {DifferentialBase} from "./DifferentialBase.sol";

/// @notice The differential sequences with token A replaced by a hostile token: FomoSwap must
/// succeed, revert and pay exactly as Uniswap V2 does with the same token.
/// @dev Each suite declares its own fuzz test: forge reads inline run counts only there.
abstract contract HostileDifferentialBase is DifferentialBase {
    uint256 internal constant FIXED_SEED = 11;

    function _deploySubject(address feeToSetter) internal override returns (Amm memory) {
        return FomoDeployer.deploy(feeToSetter);
    }
}

/// @notice Token A charges its receiver 1%.
contract FeeOnTransferDifferentialTest is HostileDifferentialBase {
    function _tokenA() internal override returns (TokenBase) {
        return new FeeOnTransferToken();
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 2000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
    }
}

/// @notice Token A charges its sender 1% on top.
contract SenderFeeDifferentialTest is HostileDifferentialBase {
    function _tokenA() internal override returns (TokenBase) {
        return new SenderFeeToken();
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 2000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
    }
}

/// @notice Token A returns nothing from transfer, transferFrom and approve (USDT-style).
contract NoReturnDifferentialTest is HostileDifferentialBase {
    function _tokenA() internal override returns (TokenBase) {
        return new NoReturnToken();
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 2000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
    }
}

/// @notice Token A is seeded while it works, then every transfer of it returns false.
contract ReturnsFalseDifferentialTest is HostileDifferentialBase {
    ReturnsFalseToken private token;

    function _tokenA() internal override returns (TokenBase) {
        token = new ReturnsFalseToken();
        return token;
    }

    function setUp() public override {
        super.setUp();
        token.setFailing(true);
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 2000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
    }
}

/// @notice Token A answers 2 from transfer, transferFrom and approve: V2 reads any non-zero first
/// word as success, and so must FomoSwap.
contract ReturnsTwoDifferentialTest is HostileDifferentialBase {
    function _tokenA() internal override returns (TokenBase) {
        return new ReturnsTwoToken();
    }

    /// forge-config: default.fuzz.runs = 256
    /// forge-config: intense.fuzz.runs = 2000
    function testFuzz_SameOutcomesAsV2(uint256 seed) public {
        _runSequence(seed);
    }

    function testFuzz_SameOutcomesAsV2_Fixed() public {
        _runSequence(FIXED_SEED);
    }
}
