// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoMigrator} from "../../src/FomoMigrator.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {UnitBase} from "../unit/UnitBase.sol";
import {IV1Exchange, IV1Factory, V1Deployer} from "./V1Deployer.sol";

/// @notice FomoSwap (UnitBase) beside the published Uniswap V1 factory, with the migrator between
/// them and `alice` as the V1 liquidity provider who migrates.
abstract contract MigratorBase is UnitBase {
    IV1Factory internal factoryV1;
    FomoMigrator internal migrator;
    IV1Exchange internal exchange0;

    function setUp() public virtual override {
        super.setUp();
        factoryV1 = V1Deployer.deploy();
        migrator = new FomoMigrator(address(factoryV1), address(router));
        exchange0 = IV1Exchange(factoryV1.createExchange(address(token0)));
        vm.deal(alice, 1e30);
    }

    /// @dev `alice` adds `amountETH` and `amountToken` to `exchange`'s pool (the first provider sets the price)
    /// and approves the migrator for all of her V1 LP.
    function _provideV1(IV1Exchange exchange, uint256 amountToken, uint256 amountETH) internal returns (uint256 lp) {
        TestERC20 token = TestERC20(exchange.tokenAddress());
        token.mint(alice, amountToken);
        vm.startPrank(alice);
        token.approve(address(exchange), amountToken);
        lp = exchange.addLiquidity{value: amountETH}(1, amountToken, block.timestamp + 1);
        exchange.approve(address(migrator), type(uint256).max);
        vm.stopPrank();
    }

    /// @dev The FomoSwap pair of `token` and WHT.
    function _pairWHT(TestERC20 token) internal view returns (FomoPair) {
        return FomoPair(factory.getPair(address(token), address(wht)));
    }

    /// @dev `alice` migrates all of her V1 `token` liquidity to herself with the given minimums.
    function _migrate(TestERC20 token, uint256 amountTokenMin, uint256 amountETHMin) internal {
        vm.prank(alice);
        migrator.migrate(address(token), amountTokenMin, amountETHMin, alice, block.timestamp);
    }
}
