// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoLibrary} from "../../src/libraries/FomoLibrary.sol";

/// @notice FomoLibrary's functions as external calls, so they can be compared call by call.
contract FomoLibraryHarness {
    function pairFor(address factory, address tokenA, address tokenB, bytes32 hash) external pure returns (address) {
        return FomoLibrary.pairFor(factory, tokenA, tokenB, hash);
    }

    function getReserves(address factory, address tokenA, address tokenB, bytes32 hash)
        external
        view
        returns (uint256, uint256)
    {
        return FomoLibrary.getReserves(factory, tokenA, tokenB, hash);
    }

    function getAmountsOut(address factory, uint256 amountIn, address[] calldata path, bytes32 hash)
        external
        view
        returns (uint256[] memory)
    {
        return FomoLibrary.getAmountsOut(factory, amountIn, path, hash);
    }

    function getAmountsIn(address factory, uint256 amountOut, address[] calldata path, bytes32 hash)
        external
        view
        returns (uint256[] memory)
    {
        return FomoLibrary.getAmountsIn(factory, amountOut, path, hash);
    }
}

/// @notice FomoLibrary's path quotes and reserve reads equal Uniswap V2 Router02's on identical
/// pools, revert-or-not included (paths too short, missing pairs, zero or excessive amounts).
contract FomoLibraryDifferentialTest is Test {
    uint256 private constant TOKEN_COUNT = 4; // three pooled tokens and one without any pair
    uint256 private constant SEED = 1e24;
    uint256 private constant MAX_AMOUNT = 1e27;

    Amm private v2;
    Amm private fomo;
    FomoLibraryHarness private lib;
    bytes32 private fomoHash; // FomoSwap's factory's INIT_CODE_HASH, as its router passes it
    address[TOKEN_COUNT] private tokens;

    function setUp() public {
        v2 = V2Deployer.deploy(address(this));
        fomo = FomoDeployer.deploy(address(this));
        lib = new FomoLibraryHarness();
        fomoHash = FomoFactory(address(fomo.factory)).INIT_CODE_HASH();
        for (uint256 i; i < TOKEN_COUNT; ++i) {
            TestERC20 token = new TestERC20("T", "T", 18);
            token.mint(address(this), SEED * TOKEN_COUNT);
            token.approve(address(v2.router), type(uint256).max);
            token.approve(address(fomo.router), type(uint256).max);
            tokens[i] = address(token);
        }
        // pools 0-1 and 1-2 with different prices, the same on both exchanges; token 3 has none
        for (uint256 i; i < 2; ++i) {
            (address a, address b) = (tokens[i], tokens[i + 1]);
            v2.router.addLiquidity(a, b, SEED, SEED / (i + 2), 0, 0, address(this), block.timestamp);
            fomo.router.addLiquidity(a, b, SEED, SEED / (i + 2), 0, 0, address(this), block.timestamp);
        }
    }

    function _path(uint256 seed) private view returns (address[] memory path) {
        uint256 length = seed % 4; // 0..3 tokens
        path = new address[](length);
        for (uint256 i; i < length; ++i) {
            path[i] = tokens[(seed >> (8 * (i + 1))) % TOKEN_COUNT];
        }
    }

    function _assertSame(bytes memory v2Call, bytes memory fomoCall) private {
        (bool v2Ok, bytes memory v2Ret) = address(v2.router).call(v2Call);
        (bool fomoOk, bytes memory fomoRet) = address(lib).call(fomoCall);
        assertEq(fomoOk, v2Ok, "revert-or-not");
        if (v2Ok) assertEq(fomoRet, v2Ret, "amounts");
    }

    function testFuzz_GetAmountsOut(uint256 amountIn, uint256 pathSeed) public {
        amountIn = bound(amountIn, 0, MAX_AMOUNT);
        address[] memory path = _path(pathSeed);
        _assertSame(
            abi.encodeCall(v2.router.getAmountsOut, (amountIn, path)),
            abi.encodeCall(lib.getAmountsOut, (address(fomo.factory), amountIn, path, fomoHash))
        );
    }

    function testFuzz_GetAmountsOut_Fixed() public {
        testFuzz_GetAmountsOut(1e18, 0x00_01_00_03); // 3 tokens: 0 -> 1 -> 0
        testFuzz_GetAmountsOut(1e18, 0x02_01_00_03); // 0 -> 1 -> 2
        testFuzz_GetAmountsOut(1e18, 0x03_00_02); // 0 -> 3: no pair
        testFuzz_GetAmountsOut(0, 0x01_00_02); // zero input
        testFuzz_GetAmountsOut(1e18, 0x01); // one token
    }

    function testFuzz_GetAmountsIn(uint256 amountOut, uint256 pathSeed) public {
        amountOut = bound(amountOut, 0, SEED);
        address[] memory path = _path(pathSeed);
        _assertSame(
            abi.encodeCall(v2.router.getAmountsIn, (amountOut, path)),
            abi.encodeCall(lib.getAmountsIn, (address(fomo.factory), amountOut, path, fomoHash))
        );
    }

    function testFuzz_GetAmountsIn_Fixed() public {
        testFuzz_GetAmountsIn(1e18, 0x02_01_00_03); // 0 -> 1 -> 2
        testFuzz_GetAmountsIn(SEED / 3, 0x02_01_00_03); // the whole last reserve
        testFuzz_GetAmountsIn(1e18, 0x00_03_02); // 3 -> 0: no pair
        testFuzz_GetAmountsIn(0, 0x01_00_02); // zero output
    }

    function test_GetReserves_OrderedAsAsked() public view {
        (uint256 reserveA, uint256 reserveB) = lib.getReserves(address(fomo.factory), tokens[2], tokens[1], fomoHash);
        assertEq(reserveA, SEED / 3);
        assertEq(reserveB, SEED);
        assertEq(
            lib.pairFor(address(fomo.factory), tokens[2], tokens[1], fomoHash),
            fomo.factory.getPair(tokens[1], tokens[2])
        );
    }
}
