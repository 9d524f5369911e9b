// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {V2Math} from "../utils/V2Math.sol";
import {Math} from "../../src/libraries/Math.sol";

/// @notice `Math.sqrt` is floor(sqrt(y)) on the whole uint256 range: r*r <= y < (r+1)*(r+1),
/// the same value as Uniswap V2's Babylonian loop (which the first mint's LP amount depends on).
contract SqrtTest is Test {
    uint256 private constant MAX_ROOT = type(uint128).max; // floor(sqrt(2^256 - 1))

    function test_Sqrt_SmallValues() public pure {
        assertEq(Math.sqrt(0), 0);
        assertEq(Math.sqrt(1), 1);
        assertEq(Math.sqrt(2), 1);
        assertEq(Math.sqrt(3), 1);
        assertEq(Math.sqrt(4), 2);
        assertEq(Math.sqrt(8), 2);
        assertEq(Math.sqrt(9), 3);
        assertEq(Math.sqrt(15), 3);
        assertEq(Math.sqrt(16), 4);
    }

    function test_Sqrt_MaxUint() public pure {
        assertEq(Math.sqrt(type(uint256).max), MAX_ROOT);
    }

    function test_Sqrt_PowerOfTwoEdges() public pure {
        for (uint256 shift = 1; shift < 128; ++shift) {
            uint256 root = uint256(1) << shift;
            assertEq(Math.sqrt(root * root), root);
            assertEq(Math.sqrt(root * root - 1), root - 1);
            assertEq(Math.sqrt(root * root + 1), root);
        }
        assertEq(Math.sqrt(MAX_ROOT * MAX_ROOT), MAX_ROOT);
        assertEq(Math.sqrt(MAX_ROOT * MAX_ROOT - 1), MAX_ROOT - 1);
    }

    function test_Sqrt_FirstMintMinimum() public pure {
        // the first mint needs sqrt(amount0 * amount1) > MINIMUM_LIQUIDITY
        assertEq(Math.sqrt(V2Math.MINIMUM_LIQUIDITY * V2Math.MINIMUM_LIQUIDITY), V2Math.MINIMUM_LIQUIDITY);
        assertEq(Math.sqrt(V2Math.MINIMUM_LIQUIDITY * V2Math.MINIMUM_LIQUIDITY - 1), V2Math.MINIMUM_LIQUIDITY - 1);
    }

    function testFuzz_Sqrt_IsFloor(uint256 y) public pure {
        uint256 r = Math.sqrt(y);
        assertLe(r, MAX_ROOT);
        assertLe(r * r, y);
        if (r < MAX_ROOT) assertGt((r + 1) * (r + 1), y); // (MAX_ROOT + 1)^2 = 2^256 > any y
    }

    function testFuzz_Sqrt_IsFloor_Fixed() public pure {
        testFuzz_Sqrt_IsFloor(0x1234567890abcdef1234567890abcdef1234567890);
    }

    function testFuzz_Sqrt_IsFloorOfSquares(uint128 root, uint8 offsetSeed) public pure {
        uint256 square = uint256(root) * root;
        assertEq(Math.sqrt(square), root);
        if (root != 0) assertEq(Math.sqrt(square - 1 - (offsetSeed % root)), root - 1);
    }

    function testFuzz_Sqrt_IsFloorOfSquares_Fixed() public pure {
        testFuzz_Sqrt_IsFloorOfSquares(1e18, 7);
    }

    function testFuzz_Sqrt_MatchesV2Babylonian(uint256 y) public pure {
        assertEq(Math.sqrt(y), V2Math.sqrt(y));
    }

    function testFuzz_Sqrt_MatchesV2Babylonian_Fixed() public pure {
        testFuzz_Sqrt_MatchesV2Babylonian(type(uint224).max);
    }

    function testFuzz_Min(uint256 x, uint256 y) public pure {
        uint256 m = Math.min(x, y);
        assertTrue(m == x || m == y);
        assertLe(m, x);
        assertLe(m, y);
    }

    function testFuzz_Min_Fixed() public pure {
        testFuzz_Min(3, 2);
    }
}
