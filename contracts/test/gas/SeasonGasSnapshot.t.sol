// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {SeasonsBase} from "../season/SeasonsBase.sol";
import {TitleBase} from "../season/TitleBase.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice The seasons contract's openSeason and fundSeason for the committed gas snapshot
/// (contracts/.gas-snapshot).
/// @dev Each test measures the whole test call, as GasSnapshot does. Season 1 is open and funded
/// with the fund token once; `fresh` has never funded anything.
contract SeasonGasSnapshot is SeasonsBase {
    uint64 private end1;
    TestERC20 private fresh;

    function setUp() public override {
        super.setUp();
        (, end1) = _openNext();
        seasons.fundSeason(1, address(token), 1e18);
        fresh = new TestERC20("Fresh", "FRS", 18);
        fresh.mint(address(this), 1e18);
        fresh.approve(address(seasons), type(uint256).max);
    }

    function test_OpenSeason() public {
        seasons.openSeason(2, end1 + WEEK, ASK1, ASK2);
    }

    /// @dev A token's first fund: the distributor's balance and the season's total start at zero.
    function test_FundSeason_First() public {
        seasons.fundSeason(1, address(fresh), 1e18);
    }

    function test_FundSeason_Again() public {
        seasons.fundSeason(1, address(token), 1e18);
    }
}

/// @notice A title claim for the committed gas snapshot; the voucher is signed in setUp, so only
/// the call is measured, after another account's claim (the supply counter is already written).
contract TitleGasSnapshot is TitleBase {
    bytes private voucher;

    function setUp() public override {
        super.setUp();
        _claim(bob, 1, ADVENTURER);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        voucher = abi.encodeCall(titles.claim, (1, ADVENTURER, deadline, v, r, s));
    }

    function test_Claim() public {
        vm.prank(alice);
        (bool ok,) = address(titles).call(voucher);
        assertTrue(ok);
    }
}
