// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {V2Math} from "../utils/V2Math.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {FomoPair} from "../../src/FomoPair.sol";

/// @notice Reserves are uint112: a balance pushed above 2^112 - 1 (by a donation) makes every
/// reserve write (sync, mint, swap, burn) revert with `Overflow` instead of truncating, until
/// `skim` sends the excess away; a balance of exactly 2^112 - 1 is accepted.
contract Uint112OverflowTest is Test {
    uint256 private constant MAX_RESERVE = V2Math.MAX_RESERVE;
    uint256 private constant SEED = 1e24;
    uint256 private constant TRADE = 1e18;
    uint256 private constant BURN_SLIVER = 1e6; // of ~1e24 LP units

    TestERC20 private token0;
    TestERC20 private token1;
    IPairLike private pair;

    function setUp() public {
        Amm memory fomo = FomoDeployer.deploy(address(this));
        TestERC20 a = new TestERC20("A", "A", 18);
        TestERC20 b = new TestERC20("B", "B", 18);
        (token0, token1) = address(a) < address(b) ? (a, b) : (b, a);
        pair = IPairLike(fomo.factory.createPair(address(a), address(b)));
        token0.mint(address(pair), SEED);
        token1.mint(address(pair), SEED);
        pair.mint(address(this));
    }

    /// @dev Tops token0's pair balance up to `balance`.
    function _fillTo(uint256 balance) private {
        token0.mint(address(pair), balance - token0.balanceOf(address(pair)));
    }

    function test_Sync_AtMaxReserve() public {
        _fillTo(MAX_RESERVE);
        pair.sync();
        (uint256 reserve0,,) = pair.getReserves();
        assertEq(reserve0, MAX_RESERVE);
    }

    function test_Sync_RevertWhen_BalanceAboveUint112() public {
        _fillTo(MAX_RESERVE + 1);
        vm.expectRevert(FomoPair.Overflow.selector);
        pair.sync();
    }

    function test_Mint_RevertWhen_BalanceAboveUint112() public {
        _fillTo(MAX_RESERVE + 1);
        token1.mint(address(pair), TRADE);
        vm.expectRevert(FomoPair.Overflow.selector);
        pair.mint(address(this));
    }

    function test_Swap_RevertWhen_BalanceAboveUint112() public {
        _fillTo(MAX_RESERVE + 1); // a huge input: the K check passes, the reserve write does not
        vm.expectRevert(FomoPair.Overflow.selector);
        pair.swap(0, TRADE, address(this), "");
    }

    function test_Burn_RevertWhen_BalanceAboveUint112() public {
        _fillTo(MAX_RESERVE + 1 + SEED);
        // burns pay out a share of balances (donation included): burn a sliver, stay above
        pair.transfer(address(pair), BURN_SLIVER);
        vm.expectRevert(FomoPair.Overflow.selector);
        pair.burn(address(this));
    }

    function test_Skim_RemovesExcessAndRestores() public {
        _fillTo(MAX_RESERVE + 1);
        address sink = makeAddr("sink");
        pair.skim(sink);
        assertEq(token0.balanceOf(sink), MAX_RESERVE + 1 - SEED);
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        assertEq(token0.balanceOf(address(pair)), reserve0);
        // every reserve write works again
        pair.sync();
        token1.mint(address(pair), TRADE);
        pair.swap(V2Math.getAmountOut(TRADE, reserve1, reserve0), 0, address(this), "");
        token0.mint(address(pair), TRADE);
        token1.mint(address(pair), TRADE);
        assertGt(pair.mint(address(this)), 0);
    }

    function testFuzz_Sync_RevertsIffAboveUint112(uint256 balance) public {
        balance = bound(balance, SEED, type(uint128).max);
        _fillTo(balance);
        if (balance > MAX_RESERVE) vm.expectRevert(FomoPair.Overflow.selector);
        pair.sync();
    }

    function testFuzz_Sync_RevertsIffAboveUint112_Fixed() public {
        testFuzz_Sync_RevertsIffAboveUint112(MAX_RESERVE);
        testFuzz_Sync_RevertsIffAboveUint112(MAX_RESERVE + 1);
    }

    function test_FirstMint_RevertWhen_AmountAboveUint112() public {
        Amm memory fomo = FomoDeployer.deploy(address(this));
        TestERC20 a = new TestERC20("A", "A", 18);
        TestERC20 b = new TestERC20("B", "B", 18);
        IPairLike fresh = IPairLike(fomo.factory.createPair(address(a), address(b)));
        a.mint(address(fresh), MAX_RESERVE + 1);
        b.mint(address(fresh), MAX_RESERVE);
        vm.expectRevert(FomoPair.Overflow.selector);
        fresh.mint(address(this));
    }
}
