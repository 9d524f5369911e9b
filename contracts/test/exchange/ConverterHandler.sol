// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Converts both ways with random amounts and fees, funds the pool, donates tokens
/// directly, sweeps, absorbs and withdraws fees, remembering whether a sweep ever left less than
/// was owed and how much DK2 round trips gave back.
contract ConverterHandler is Test {
    uint256 public constant BASE = 1e8;
    uint256 private constant ACTORS = 3;

    FomoDkConverter public immutable converter;
    TestERC20 public immutable dk;
    TestERC20 public immutable dk2;
    address public immutable feeRecipient;
    address[] public actors;
    bool public sweepTookOwed;
    uint256 public ghostConversions;

    constructor() {
        feeRecipient = makeAddr("invariant fee recipient");
        dk = new TestERC20("Dog", "DK", 18);
        dk2 = new TestERC20("Dog 2", "DK2", 18);
        converter = new FomoDkConverter(address(this), address(dk), address(dk2), BASE, 30, 1e20, 1e10, feeRecipient);
        for (uint256 i; i < ACTORS; ++i) {
            address actor = makeAddr(string.concat("converter", vm.toString(i)));
            actors.push(actor);
            dk.mint(actor, 1e36);
            dk2.mint(actor, 1e28);
            vm.startPrank(actor);
            dk.approve(address(converter), type(uint256).max);
            dk2.approve(address(converter), type(uint256).max);
            vm.stopPrank();
        }
        _fund(dk, 1e32);
        _fund(dk2, 1e24);
    }

    // ------------------------------------------------------------------ actions

    function toDk2(uint256 actorSeed, uint256 amount) external {
        address actor = actors[actorSeed % ACTORS];
        vm.prank(actor);
        try converter.DkToDk2(bound(amount, 0, 1e31), actor) {
            ghostConversions++;
        } catch {}
    }

    function toDk(uint256 actorSeed, uint256 amount) external {
        address actor = actors[actorSeed % ACTORS];
        vm.prank(actor);
        try converter.Dk2ToDk(bound(amount, 0, 1e23), actor) {
            ghostConversions++;
        } catch {}
    }

    function fund(bool isDk, uint256 amount) external {
        _fund(isDk ? dk : dk2, bound(amount, 1, 1e24));
    }

    function donate(bool isDk, uint256 amount) external {
        (isDk ? dk : dk2).mint(address(converter), bound(amount, 1, 1e24));
    }

    function sweep(bool isDk) external {
        TestERC20 token = isDk ? dk : dk2;
        try converter.sweep(address(token), address(this)) {} catch {}
        (,, uint256 owed) = converter.owed(address(token));
        if (token.balanceOf(address(converter)) < owed) sweepTookOwed = true;
    }

    function absorb(bool isDk) external {
        try converter.absorbExcess(address(isDk ? dk : dk2)) {} catch {}
    }

    function withdrawFees(bool isDk) external {
        vm.prank(feeRecipient);
        try converter.withdrawFees(address(isDk ? dk : dk2), feeRecipient) {} catch {}
    }

    function setFee(uint256 feeBps) external {
        converter.setFee(bound(feeBps, 0, converter.MAX_FEE_BPS()));
    }

    // ------------------------------------------------------------------ internal

    function _fund(TestERC20 token, uint256 amount) private {
        token.mint(address(this), amount);
        token.approve(address(converter), amount);
        converter.fundPool(address(token), amount);
    }
}
