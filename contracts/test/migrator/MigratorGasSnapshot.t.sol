// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {MigratorBase} from "./MigratorBase.sol";

/// @notice The migration's gas in the committed snapshot (matched by `--match-contract GasSnapshot`).
contract MigratorGasSnapshot is MigratorBase {
    function setUp() public override {
        super.setUp();
        _provideETH(token0, 1_100e18, 1_000e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
    }

    /// @dev The usual case: an existing pair at a slightly different price, so a refund is paid.
    function test_Migrate() public {
        _migrate(token0, 0, 0);
    }
}
