// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {PairHandler} from "./PairHandler.sol";

/// @notice Stateful invariants of a V2-ABI pair of standard tokens under random mints, burns,
/// swaps, skims, syncs, LP transfers, donations and time jumps (see `PairHandler`).
/// @dev Concrete suites choose the implementation in `_deployAmm`; the protocol fee is on, so
/// `_mintFee` runs and its LP joins the holder sum. The handler catches every legitimate revert,
/// so a reverting handler call fails the run (fail-on-revert).
abstract contract PairInvariantBase is Test {
    PairHandler internal handler;
    IPairLike internal pair;

    function _deployAmm() internal virtual returns (Amm memory);

    function setUp() public {
        Amm memory amm = _deployAmm();
        amm.factory.setFeeTo(makeAddr("feeTo"));
        TestERC20 tokenA = new TestERC20("Token A", "A", 18);
        TestERC20 tokenB = new TestERC20("Token B", "B", 18);
        pair = IPairLike(amm.factory.createPair(address(tokenA), address(tokenB)));
        handler = new PairHandler(amm, pair, amm.factory.feeTo());
        targetContract(address(handler));
        targetSelector(FuzzSelector({addr: address(handler), selectors: handler.actions()}));
    }

    /// @dev (a) No swap lowered the fee-adjusted product (balance*1000 - amountIn*3 per side).
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    function invariant_SwapNeverDecreasesAdjustedK() public view {
        assertEq(handler.ghostKDecreases(), 0);
        assertEq(handler.ghostGreedySwapsAccepted(), 0, "a swap above the formula's output passed");
        assertEq(handler.ghostRouterQuoteMismatches(), 0, "router amounts differ from the reference math");
        assertEq(handler.ghostUnexpectedReverts(), 0, "an exact-formula swap reverted");
    }

    /// @dev (b) After every mint, burn, swap, skim and sync the reserves equal the balances.
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    function invariant_ReservesEqualBalancesAfterEachCall() public view {
        assertEq(handler.ghostReserveMismatches(), 0);
    }

    /// @dev (c) Between calls balances cover the reserves (donations only add excess).
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    function invariant_BalancesCoverReserves() public view {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertGe(handler.token0().balanceOf(address(pair)), reserve0);
        assertGe(handler.token1().balanceOf(address(pair)), reserve1);
    }

    /// @dev (d) LP totalSupply is the sum of all holders, MINIMUM_LIQUIDITY's burn address included.
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    function invariant_LpSupplyEqualsHolderSum() public view {
        assertEq(pair.totalSupply(), handler.lpHolderBalances());
    }

    /// @dev (e) A mint immediately burnt never returns more than was deposited.
    /// forge-config: default.invariant.fail-on-revert = true
    /// forge-config: intense.invariant.fail-on-revert = true
    function invariant_RoundTripNeverProfits() public view {
        assertEq(handler.ghostRoundTripProfits(), 0);
    }
}
