// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoMigrator} from "../../src/FomoMigrator.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {MigratorBase} from "./MigratorBase.sol";
import {IV1Exchange} from "./V1Deployer.sol";

/// @notice FomoMigrator against the published Uniswap V1 bytecode: what moves, what is refunded,
/// and every way a migration is refused.
contract FomoMigratorTest is MigratorBase {
    struct Balances {
        uint256 aliceToken;
        uint256 aliceETH;
        uint256 pairToken;
        uint256 pairWHT;
    }

    function _balances(TestERC20 token) internal view returns (Balances memory b) {
        FomoPair pair = _pairWHT(token);
        b.aliceToken = token.balanceOf(alice);
        b.aliceETH = alice.balance;
        if (address(pair) != address(0)) {
            b.pairToken = token.balanceOf(address(pair));
            b.pairWHT = wht.balanceOf(address(pair));
        }
    }

    /// @dev Migrates alice's whole V1 position of token0 and checks that every wei of it went to
    /// the pair or back to her, that she holds FomoSwap LP and that the migrator keeps nothing.
    /// Returns the token and native coin refunded to her.
    function _migrateAndCheck(uint256 v1Token, uint256 v1ETH)
        internal
        returns (uint256 refundToken, uint256 refundETH)
    {
        Balances memory before = _balances(token0);
        _migrate(token0, 0, 0);
        Balances memory later = _balances(token0);
        FomoPair pair = _pairWHT(token0);
        refundToken = later.aliceToken - before.aliceToken;
        refundETH = later.aliceETH - before.aliceETH;
        assertEq(refundToken + later.pairToken - before.pairToken, v1Token, "V1 tokens all accounted for");
        assertEq(refundETH + later.pairWHT - before.pairWHT, v1ETH, "V1 native coin all accounted for");
        assertTrue(refundToken == 0 || refundETH == 0, "one side is used in full");
        assertEq(exchange0.balanceOf(alice), 0, "no V1 LP left");
        assertGt(pair.balanceOf(alice), 0, "FomoSwap LP minted to alice");
        assertEq(token0.balanceOf(address(migrator)), 0, "migrator keeps no tokens");
        assertEq(address(migrator).balance, 0, "migrator keeps no native coin");
        assertEq(token0.allowance(address(migrator), address(router)), 0, "no allowance left");
    }

    function test_Migrate_SamePrice() public {
        _provideETH(token0, 2_000e18, 1_000e18);
        _provideV1(exchange0, 200e18, 100e18);
        (uint256 refundToken, uint256 refundETH) = _migrateAndCheck(200e18, 100e18);
        assertEq(refundToken, 0);
        assertEq(refundETH, 0);
    }

    function test_Migrate_FirstProviderSetsThePrice() public {
        _provideV1(exchange0, 300e18, 1e18);
        (uint256 refundToken, uint256 refundETH) = _migrateAndCheck(300e18, 1e18);
        assertEq(refundToken + refundETH, 0);
        (uint112 r0, uint112 r1,) = _pairWHT(token0).getReserves();
        (uint256 reserveToken, uint256 reserveETH) = address(token0) < address(wht) ? (r0, r1) : (r1, r0);
        assertEq(reserveToken, 300e18);
        assertEq(reserveETH, 1e18);
    }

    /// @dev V1 sells the token 10% cheaper than the pair: the pair takes all the native coin and
    /// fewer tokens; the rest of the tokens come back.
    function test_Migrate_PriceGap_RefundsTokens() public {
        _provideETH(token0, 1_000e18, 1_100e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        (uint256 refundToken, uint256 refundETH) = _migrateAndCheck(1_000e18, 1_000e18);
        assertEq(refundETH, 0);
        assertEq(refundToken, 1_000e18 - uint256(1_000e18) * 1_000e18 / 1_100e18);
    }

    /// @dev V1 sells the token 10% dearer than the pair: all tokens go in, the native coin is refunded.
    function test_Migrate_PriceGap_RefundsNativeCoin() public {
        _provideETH(token0, 1_100e18, 1_000e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        (uint256 refundToken, uint256 refundETH) = _migrateAndCheck(1_000e18, 1_000e18);
        assertEq(refundToken, 0);
        assertEq(refundETH, 1_000e18 - uint256(1_000e18) * 1_000e18 / 1_100e18);
    }

    /// @dev Random V1 position and random pair price (up to 4x either way, or no pair at all).
    function testFuzz_Migrate(uint256 v1Token, uint256 v1ETH, uint256 scale, uint256 gapPermille, bool pairExists)
        public
    {
        v1Token = bound(v1Token, 1e12, 1e30);
        v1ETH = bound(v1ETH, 1e9, 1e25); // the test contract holds 1e30 wei for the pair
        if (pairExists) {
            scale = bound(scale, 1, 1_000);
            gapPermille = bound(gapPermille, 250, 4_000);
            _provideETH(token0, v1Token * scale, v1ETH * scale * gapPermille / 1_000);
        }
        _provideV1(exchange0, v1Token, v1ETH);
        (uint256 refundToken, uint256 refundETH) = _migrateAndCheck(v1Token, v1ETH);
        if (!pairExists) assertEq(refundToken + refundETH, 0, "a first provider adds everything");
    }

    /// @dev The app's minimums (99.5% of the V1 amounts) hold at the same price but not across a 10% gap.
    function test_Migrate_RevertWhen_TokenMinAboveUsed() public {
        _provideETH(token0, 1_000e18, 1_100e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        vm.expectRevert(FomoRouter.InsufficientAAmount.selector);
        _migrate(token0, uint256(1_000e18) * 9950 / 10000, uint256(1_000e18) * 9950 / 10000);
    }

    function test_Migrate_RevertWhen_ETHMinAboveUsed() public {
        _provideETH(token0, 1_100e18, 1_000e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        vm.expectRevert(FomoRouter.InsufficientBAmount.selector);
        _migrate(token0, uint256(1_000e18) * 9950 / 10000, uint256(1_000e18) * 9950 / 10000);
    }

    function test_Migrate_MinsMetAtSamePrice() public {
        _provideETH(token0, 2_000e18, 1_000e18);
        _provideV1(exchange0, 200e18, 100e18);
        _migrate(token0, uint256(200e18) * 9950 / 10000, uint256(100e18) * 9950 / 10000);
        assertGt(_pairWHT(token0).balanceOf(alice), 0);
    }

    /// @dev Random minimums on either side of the amounts the pair takes: the router refuses exactly
    /// when the side it prices is short (as V2: the side used in full is not checked).
    function testFuzz_Migrate_SlippageMins(uint256 amountTokenMin, uint256 amountETHMin, bool tokenCheaperOnV1)
        public
    {
        (uint256 pairToken, uint256 pairETH) = tokenCheaperOnV1 ? (1_000e18, 1_100e18) : (1_100e18, 1_000e18);
        _provideETH(token0, pairToken, pairETH);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        amountTokenMin = bound(amountTokenMin, 0, 1_200e18);
        amountETHMin = bound(amountETHMin, 0, 1_200e18);
        uint256 priced = uint256(1_000e18) * 1_000e18 / 1_100e18; // the side the pair's price sets
        if (tokenCheaperOnV1 && amountTokenMin > priced) {
            vm.expectRevert(FomoRouter.InsufficientAAmount.selector);
        } else if (!tokenCheaperOnV1 && amountETHMin > priced) {
            vm.expectRevert(FomoRouter.InsufficientBAmount.selector);
        }
        _migrate(token0, amountTokenMin, amountETHMin);
    }

    function test_Migrate_RevertWhen_Expired() public {
        _provideV1(exchange0, 200e18, 100e18);
        vm.expectRevert(FomoRouter.Expired.selector);
        vm.prank(alice);
        migrator.migrate(address(token0), 0, 0, alice, block.timestamp - 1);
    }

    function testFuzz_Migrate_RevertWhen_Expired(uint256 late) public {
        _provideV1(exchange0, 200e18, 100e18);
        late = bound(late, 1, block.timestamp);
        vm.expectRevert(FomoRouter.Expired.selector);
        vm.prank(alice);
        migrator.migrate(address(token0), 0, 0, alice, block.timestamp - late);
    }

    /// @dev A token with no V1 exchange: the V1 factory answers the zero address.
    function test_Migrate_RevertWhen_NoV1Exchange() public {
        vm.expectRevert(FomoMigrator.NoV1Exchange.selector);
        _migrate(token1, 0, 0);
    }

    function testFuzz_Migrate_RevertWhen_NoV1Exchange(address token) public {
        vm.assume(token != address(token0));
        vm.expectRevert(FomoMigrator.NoV1Exchange.selector);
        vm.prank(alice);
        migrator.migrate(token, 0, 0, alice, block.timestamp);
    }

    /// @dev The wrapped-native V1 pool would become a WHT/WHT pair, which the factory refuses.
    function test_Migrate_RevertWhen_WrappedNativePool() public {
        IV1Exchange exchangeWHT = IV1Exchange(factoryV1.createExchange(address(wht)));
        vm.startPrank(alice);
        wht.deposit{value: 10e18}();
        wht.approve(address(exchangeWHT), 10e18);
        exchangeWHT.addLiquidity{value: 10e18}(1, 10e18, block.timestamp + 1);
        exchangeWHT.approve(address(migrator), type(uint256).max);
        vm.expectRevert(FomoFactory.IdenticalAddresses.selector);
        migrator.migrate(address(wht), 0, 0, alice, block.timestamp);
        vm.stopPrank();
        assertEq(exchangeWHT.balanceOf(alice), 10e18, "the V1 position is untouched");
    }

    function testFuzz_Migrate_RevertWhen_WrappedNativePool(uint256 amount) public {
        amount = bound(amount, 1e9, 1e27);
        IV1Exchange exchangeWHT = IV1Exchange(factoryV1.createExchange(address(wht)));
        vm.startPrank(alice);
        wht.deposit{value: amount}();
        wht.approve(address(exchangeWHT), amount);
        exchangeWHT.addLiquidity{value: amount}(1, amount, block.timestamp + 1);
        exchangeWHT.approve(address(migrator), type(uint256).max);
        vm.expectRevert(FomoFactory.IdenticalAddresses.selector);
        migrator.migrate(address(wht), 0, 0, alice, block.timestamp);
        vm.stopPrank();
    }

    /// @dev Nothing to migrate: V1's removeLiquidity asserts a positive amount.
    function test_Migrate_RevertWhen_NoV1Liquidity() public {
        _provideV1(exchange0, 200e18, 100e18);
        vm.prank(bob);
        vm.expectRevert();
        migrator.migrate(address(token0), 0, 0, bob, block.timestamp);
    }

    /// @dev Without the V1 LP approval, V1's transferFrom underflows the allowance.
    function test_Migrate_RevertWhen_NotApproved() public {
        _provideV1(exchange0, 200e18, 100e18);
        vm.prank(alice);
        exchange0.approve(address(migrator), 0);
        vm.expectRevert();
        _migrate(token0, 0, 0);
    }

    function test_Migrate_RevertWhen_TransferFromReturnsFalse() public {
        _provideV1(exchange0, 200e18, 100e18);
        vm.mockCall(address(exchange0), abi.encodeWithSelector(IV1Exchange.transferFrom.selector), abi.encode(false));
        vm.expectRevert(FomoMigrator.TransferFromFailed.selector);
        _migrate(token0, 0, 0);
    }

    /// @dev The LP may go to another address; refunds still go to the caller.
    function test_Migrate_ToAnotherAddress() public {
        _provideETH(token0, 1_100e18, 1_000e18);
        _provideV1(exchange0, 1_000e18, 1_000e18);
        uint256 aliceETH = alice.balance;
        vm.prank(alice);
        migrator.migrate(address(token0), 0, 0, bob, block.timestamp);
        assertGt(_pairWHT(token0).balanceOf(bob), 0);
        assertEq(_pairWHT(token0).balanceOf(alice), 0);
        assertGt(alice.balance, aliceETH);
    }

    function test_Immutables() public view {
        assertEq(address(migrator.factoryV1()), address(factoryV1));
        assertEq(address(migrator.router()), address(router));
    }
}
