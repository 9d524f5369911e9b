// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {RevertingWeth} from "../utils/RevertingWeth.sol";
import {BrokenBalanceToken} from "../utils/tokens/BrokenBalanceToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";

/// @notice A token whose `balanceOf` reverts or answers short data, and a wrapped-native contract
/// whose `deposit` or `transfer` reverts: the pair and the router fail with the dependency's own
/// error (or with no data for a short answer, as V2's ABI decoder), exactly where V2 fails.
contract BrokenDependenciesTest is Test {
    uint256 private constant SEED = 1e21;
    uint256 private constant TRADE = 1e18;

    Amm private fomo;
    Amm private v2;
    BrokenBalanceToken private broken;
    TestERC20 private stable;
    IPairLike private fomoPair;
    IPairLike private v2Pair;

    function setUp() public {
        fomo = FomoDeployer.deploy(address(this));
        v2 = V2Deployer.deploy(address(this));
        broken = new BrokenBalanceToken();
        stable = new TestERC20("Stable", "STB", 18);
        fomoPair = _seed(fomo);
        v2Pair = _seed(v2);
    }

    function _seed(Amm memory amm) private returns (IPairLike pair) {
        pair = IPairLike(amm.factory.createPair(address(broken), address(stable)));
        broken.mint(address(pair), SEED);
        stable.mint(address(pair), SEED);
        pair.mint(address(this));
    }

    function test_Sync_RevertWhen_BalanceOfReverts() public {
        broken.setMode(BrokenBalanceToken.Mode.Reverts);
        vm.expectRevert(BrokenBalanceToken.BalanceUnavailable.selector);
        fomoPair.sync();
        vm.expectRevert(BrokenBalanceToken.BalanceUnavailable.selector);
        v2Pair.sync();
    }

    function test_Mint_RevertWhen_BalanceOfAnswersShort() public {
        broken.setMode(BrokenBalanceToken.Mode.ShortAnswer);
        vm.expectRevert(bytes(""));
        fomoPair.mint(address(this));
        vm.expectRevert(bytes(""));
        v2Pair.mint(address(this));
    }

    function test_Swap_RevertWhen_BalanceOfReverts() public {
        stable.mint(address(fomoPair), TRADE);
        broken.setMode(BrokenBalanceToken.Mode.Reverts);
        (uint256 out0, uint256 out1) =
            fomoPair.token0() == address(stable) ? (uint256(0), uint256(1)) : (uint256(1), uint256(0));
        vm.expectRevert(BrokenBalanceToken.BalanceUnavailable.selector);
        fomoPair.swap(out0, out1, address(this), "");
    }

    function test_Swap_WorksAgainWhenBalanceOfRecovers() public {
        broken.setMode(BrokenBalanceToken.Mode.Reverts);
        broken.setMode(BrokenBalanceToken.Mode.Works);
        fomoPair.sync();
        (uint256 reserve0, uint256 reserve1,) = fomoPair.getReserves();
        assertEq(reserve0, SEED);
        assertEq(reserve1, SEED);
    }

    function test_WrapTo_RevertWhen_DepositReverts() public {
        (FomoRouter router, RevertingWeth weth) = _routerWithRevertingWeth();
        weth.set(true, false);
        vm.expectRevert(RevertingWeth.DepositPaused.selector);
        router.swapExactETHForTokens{value: TRADE}(0, _path(address(weth), address(stable)), address(this), block.timestamp);
    }

    function test_WrapTo_RevertWhen_TransferReverts() public {
        (FomoRouter router, RevertingWeth weth) = _routerWithRevertingWeth();
        weth.set(false, true);
        vm.expectRevert(RevertingWeth.TransferPaused.selector);
        router.swapExactETHForTokens{value: TRADE}(0, _path(address(weth), address(stable)), address(this), block.timestamp);
    }

    /// @dev A router whose wrapped native coin is a RevertingWeth, with a seeded WETH/stable pool.
    function _routerWithRevertingWeth() private returns (FomoRouter router, RevertingWeth weth) {
        weth = new RevertingWeth();
        router = new FomoRouter(address(fomo.factory), address(weth));
        IPairLike pair = IPairLike(fomo.factory.createPair(address(weth), address(stable)));
        vm.deal(address(this), 2 * SEED);
        weth.deposit{value: SEED}();
        weth.transfer(address(pair), SEED);
        stable.mint(address(pair), SEED);
        pair.mint(address(this));
    }

    function _path(address a, address b) private pure returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (a, b);
    }
}
