// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {ConverterHandler} from "./ConverterHandler.sol";

/// @notice Stateful invariants of FomoDkConverter under conversions both ways, fee changes,
/// funding, donations, sweeps and fee withdrawals: it always holds what it owes (reserve +
/// unclaimed fees) in each token, and no sweep ever takes from that.
contract ConverterInvariantTest is Test {
    ConverterHandler private handler;
    FomoDkConverter private converter;

    function setUp() public {
        handler = new ConverterHandler();
        converter = handler.converter();
        targetContract(address(handler));
    }

    function invariant_HoldsWhatItOwes() public view {
        _assertSolvent(handler.dk());
        _assertSolvent(handler.dk2());
    }

    function invariant_SweepNeverTakesWhatIsOwed() public view {
        assertFalse(handler.sweepTookOwed(), "a sweep took owed tokens");
    }

    function _assertSolvent(TestERC20 token) private view {
        (,, uint256 owed) = converter.owed(address(token));
        assertGe(token.balanceOf(address(converter)), owed, "balance below what is owed");
    }
}
