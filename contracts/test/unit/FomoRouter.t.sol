// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoERC20} from "../../src/FomoERC20.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {FomoLibrary} from "../../src/libraries/FomoLibrary.sol";
import {TransferHelper} from "../../src/libraries/TransferHelper.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice A wrapped-native stand-in whose `transfer` returns false, for WETHTransferFailed.
contract FalseWETH {
    mapping(address => uint256) public balanceOf;

    function deposit() external payable {
        balanceOf[msg.sender] += msg.value;
    }

    function transfer(address, uint256) external pure returns (bool) {
        return false;
    }
}

/// @notice Refuses native coin, for ETHTransferFailed.
contract NativeRefuser {
    error NoThanks();

    receive() external payable {
        revert NoThanks();
    }
}

/// @notice A factory stand-in that only answers INIT_CODE_HASH.
contract HashOnlyFactory {
    bytes32 public immutable INIT_CODE_HASH;

    constructor(bytes32 hash) {
        INIT_CODE_HASH = hash;
    }
}

/// @notice A pair stand-in answering `getReserves` with fixed reserves (3e18, 7e18).
contract FixedReserves {
    function getReserves() external pure returns (uint112, uint112, uint32) {
        return (3e18, 7e18, 0);
    }
}

/// @notice FomoRouter: every Router02 function, native-coin paths, deadlines, the library views
/// and every router and library error.
contract FomoRouterTest is UnitBase {
    uint256 internal constant DEADLINE_SLACK = 20 minutes;

    FomoPair internal pair01; // token0/token1, 10e18 : 20e18
    FomoPair internal pair12; // token1/token2, 20e18 : 20e18
    FomoPair internal pairWETH; // token0/WHT, 10e18 : 5e18
    FeeOnTransferToken internal feeToken;

    function setUp() public override {
        super.setUp();
        (pair01,) = _provide(token0, token1, 10e18, 20e18, address(this));
        (pair12,) = _provide(token1, token2, 20e18, 20e18, address(this));
        pairWETH = _provideETH(token0, 10e18, 5e18);
        feeToken = new FeeOnTransferToken();
        feeToken.mint(address(this), SUPPLY);
        feeToken.approve(address(router), type(uint256).max);
        pair01.approve(address(router), type(uint256).max);
        pairWETH.approve(address(router), type(uint256).max);
    }

    function test_Immutables() public view {
        assertEq(router.factory(), address(factory));
        assertEq(router.WETH(), address(wht));
    }

    /// @dev One hash in every build, coverage's unoptimized one included: the factory's is the
    /// pair's real creation code, and the router finds the factory's pairs by it.
    function test_PairInitCodeHash_MatchesPairCreationCode() public view {
        assertEq(factory.INIT_CODE_HASH(), keccak256(type(FomoPair).creationCode));
        (uint256 reserve0, uint256 reserve1,) = pair01.getReserves();
        uint256[] memory amounts = router.getAmountsOut(1e18, _path(address(token0), address(token1)));
        assertEq(amounts[1], _v2AmountOut(1e18, reserve0, reserve1));
    }

    /// @dev The router derives pair addresses from its factory's INIT_CODE_HASH, whatever it is.
    function test_Constructor_ReadsHashFromFactory() public {
        bytes32 otherHash = keccak256("another pair");
        HashOnlyFactory other = new HashOnlyFactory(otherHash);
        FomoRouter otherRouter = new FomoRouter(address(other), address(wht));
        address predicted = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(
                            hex"ff", address(other), keccak256(abi.encodePacked(token0, token1)), otherHash
                        )
                    )
                )
            )
        );
        vm.etch(predicted, address(new FixedReserves()).code);
        uint256[] memory amounts = otherRouter.getAmountsOut(1e18, _path(address(token0), address(token1)));
        assertEq(amounts[1], _v2AmountOut(1e18, 3e18, 7e18));
    }

    function test_Constructor_RevertWhen_FactoryHasNoCode() public {
        vm.expectRevert(bytes("")); // deploy the factory first
        new FomoRouter(makeAddr("no factory yet"), address(wht));
    }

    function test_Receive_RevertWhen_NotWETH() public {
        (bool ok, bytes memory err) = address(router).call{value: 1}("");
        assertFalse(ok);
        assertEq(bytes4(err), FomoRouter.NotWETH.selector);
    }

    // ------------------------------------------------------------------ add liquidity

    function test_AddLiquidity_CreatesPair() public {
        TestERC20 extra = new TestERC20("Extra", "EXT", 18);
        extra.mint(address(this), 1e18);
        extra.approve(address(router), type(uint256).max);
        (uint256 amountA, uint256 amountB, uint256 liquidity) =
            router.addLiquidity(address(extra), address(token0), 1e18, 4e18, 0, 0, alice, _deadline());
        FomoPair created = FomoPair(factory.getPair(address(extra), address(token0)));
        assertTrue(address(created) != address(0));
        assertEq(amountA, 1e18);
        assertEq(amountB, 4e18);
        assertEq(liquidity, 2e18 - MINIMUM_LIQUIDITY);
        assertEq(created.balanceOf(alice), liquidity);
    }

    function test_AddLiquidity_ExistingEmptyPair() public {
        FomoPair empty = _createPair(token0, token2);
        (,, uint256 liquidity) =
            router.addLiquidity(address(token2), address(token0), 9e18, 1e18, 0, 0, alice, _deadline());
        assertEq(liquidity, 3e18 - MINIMUM_LIQUIDITY);
        (uint112 reserve0, uint112 reserve1,) = empty.getReserves();
        assertEq(reserve0, 1e18);
        assertEq(reserve1, 9e18);
    }

    function test_AddLiquidity_OptimalB() public {
        // 10 : 20 pool; offering 1 A and 5 B uses 2 B
        (uint256 amountA, uint256 amountB, uint256 liquidity) =
            router.addLiquidity(address(token0), address(token1), 1e18, 5e18, 0, 2e18, alice, _deadline());
        assertEq(amountA, 1e18);
        assertEq(amountB, 2e18);
        assertEq(liquidity, pair01.balanceOf(alice));
    }

    function test_AddLiquidity_OptimalA() public {
        // offering 5 A and 2 B uses 1 A
        (uint256 amountA, uint256 amountB,) =
            router.addLiquidity(address(token0), address(token1), 5e18, 2e18, 1e18, 0, alice, _deadline());
        assertEq(amountA, 1e18);
        assertEq(amountB, 2e18);
    }

    function test_AddLiquidity_RevertWhen_InsufficientBAmount() public {
        vm.expectRevert(FomoRouter.InsufficientBAmount.selector);
        router.addLiquidity(address(token0), address(token1), 1e18, 5e18, 0, 2e18 + 1, alice, _deadline());
    }

    function test_AddLiquidity_RevertWhen_InsufficientAAmount() public {
        vm.expectRevert(FomoRouter.InsufficientAAmount.selector);
        router.addLiquidity(address(token0), address(token1), 5e18, 2e18, 1e18 + 1, 0, alice, _deadline());
    }

    function test_AddLiquidity_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.addLiquidity(address(token0), address(token1), 1e18, 2e18, 0, 0, alice, block.timestamp - 1);
    }

    function test_AddLiquidity_RevertWhen_IdenticalAddresses() public {
        vm.expectRevert(FomoLibrary.IdenticalAddresses.selector);
        router.addLiquidity(address(token0), address(token0), 1e18, 1e18, 0, 0, alice, _deadline());
    }

    function test_AddLiquidity_RevertWhen_TransferFromFailed() public {
        vm.prank(alice); // alice holds no tokens and approved nothing
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        router.addLiquidity(address(token0), address(token1), 1e18, 2e18, 0, 0, alice, _deadline());
    }

    function test_AddLiquidityETH() public {
        uint256 balanceBefore = address(this).balance;
        (uint256 amountToken, uint256 amountETH, uint256 liquidity) =
            router.addLiquidityETH{value: 2e18}(address(token0), 2e18, 0, 0, alice, _deadline());
        // 10 : 5 pool; 2 tokens want 1 coin, the other 1 is refunded
        assertEq(amountToken, 2e18);
        assertEq(amountETH, 1e18);
        assertEq(address(this).balance, balanceBefore - 1e18);
        assertEq(pairWETH.balanceOf(alice), liquidity);
        assertEq(address(router).balance, 0);
    }

    function test_AddLiquidityETH_CreatesPair() public {
        router.addLiquidityETH{value: 1e18}(address(token1), 4e18, 0, 0, alice, _deadline());
        FomoPair created = FomoPair(factory.getPair(address(token1), address(wht)));
        assertEq(created.balanceOf(alice), 2e18 - MINIMUM_LIQUIDITY);
    }

    function test_AddLiquidityETH_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.addLiquidityETH{value: 1e18}(address(token0), 2e18, 0, 0, alice, block.timestamp - 1);
    }

    function test_AddLiquidityETH_RevertWhen_InsufficientBAmount() public {
        vm.expectRevert(FomoRouter.InsufficientBAmount.selector); // the coin is side B
        router.addLiquidityETH{value: 2e18}(address(token0), 2e18, 0, 1e18 + 1, alice, _deadline());
    }

    function test_AddLiquidityETH_RevertWhen_ETHTransferFailed() public {
        NativeRefuser refuser = new NativeRefuser();
        vm.deal(address(refuser), 10e18);
        token0.transfer(address(refuser), 10e18);
        vm.startPrank(address(refuser));
        token0.approve(address(router), type(uint256).max);
        vm.expectRevert(TransferHelper.ETHTransferFailed.selector); // the dust refund bounces
        router.addLiquidityETH{value: 2e18}(address(token0), 2e18, 0, 0, alice, _deadline());
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ remove liquidity

    function test_RemoveLiquidity() public {
        uint256 liquidity = pair01.balanceOf(address(this)) / 2;
        uint256 supply = pair01.totalSupply();
        (uint256 amountA, uint256 amountB) =
            router.removeLiquidity(address(token1), address(token0), liquidity, 0, 0, alice, _deadline());
        assertEq(amountA, liquidity * 20e18 / supply); // A is token1 here
        assertEq(amountB, liquidity * 10e18 / supply);
        assertEq(token1.balanceOf(alice), amountA);
        assertEq(token0.balanceOf(alice), amountB);
    }

    function test_RemoveLiquidity_RevertWhen_InsufficientAAmount() public {
        uint256 liquidity = pair01.balanceOf(address(this)) / 2;
        vm.expectRevert(FomoRouter.InsufficientAAmount.selector);
        router.removeLiquidity(address(token0), address(token1), liquidity, 10e18, 0, alice, _deadline());
    }

    function test_RemoveLiquidity_RevertWhen_InsufficientBAmount() public {
        uint256 liquidity = pair01.balanceOf(address(this)) / 2;
        vm.expectRevert(FomoRouter.InsufficientBAmount.selector);
        router.removeLiquidity(address(token0), address(token1), liquidity, 0, 20e18, alice, _deadline());
    }

    function test_RemoveLiquidity_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.removeLiquidity(address(token0), address(token1), 1, 0, 0, alice, block.timestamp - 1);
    }

    function test_RemoveLiquidityETH() public {
        uint256 liquidity = pairWETH.balanceOf(address(this));
        uint256 supply = pairWETH.totalSupply();
        uint256 coinBefore = alice.balance;
        (uint256 amountToken, uint256 amountETH) =
            router.removeLiquidityETH(address(token0), liquidity, 0, 0, alice, _deadline());
        assertEq(amountToken, liquidity * 10e18 / supply);
        assertEq(amountETH, liquidity * 5e18 / supply);
        assertEq(token0.balanceOf(alice), amountToken);
        assertEq(alice.balance, coinBefore + amountETH);
    }

    function test_RemoveLiquidityETH_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.removeLiquidityETH(address(token0), 1, 0, 0, alice, block.timestamp - 1);
    }

    function test_RemoveLiquidityETH_RevertWhen_ETHTransferFailed() public {
        uint256 liquidity = pairWETH.balanceOf(address(this)) / 2;
        address refuser = address(new NativeRefuser());
        vm.expectRevert(TransferHelper.ETHTransferFailed.selector);
        router.removeLiquidityETH(address(token0), liquidity, 0, 0, refuser, _deadline());
    }

    function test_RemoveLiquidityWithPermit() public {
        (address owner, uint256 key) = makeAddrAndKey("lp");
        pair01.transfer(owner, 1e18);
        (uint8 v, bytes32 r, bytes32 s) = _permit(pair01, key, owner, 1e18, _deadline());
        vm.prank(owner);
        (uint256 amountA, uint256 amountB) = router.removeLiquidityWithPermit(
            address(token0), address(token1), 1e18, 0, 0, owner, _deadline(), false, v, r, s
        );
        assertEq(token0.balanceOf(owner), amountA);
        assertEq(token1.balanceOf(owner), amountB);
        assertEq(pair01.allowance(owner, address(router)), 0);
    }

    function test_RemoveLiquidityWithPermit_ApproveMax() public {
        (address owner, uint256 key) = makeAddrAndKey("lp");
        pair01.transfer(owner, 1e18);
        (uint8 v, bytes32 r, bytes32 s) = _permit(pair01, key, owner, type(uint256).max, _deadline());
        vm.prank(owner);
        router.removeLiquidityWithPermit(
            address(token0), address(token1), 1e18, 0, 0, owner, _deadline(), true, v, r, s
        );
        assertEq(pair01.allowance(owner, address(router)), type(uint256).max);
    }

    function test_RemoveLiquidityWithPermit_RevertWhen_Expired() public {
        (address owner, uint256 key) = makeAddrAndKey("lp");
        pair01.transfer(owner, 1e18);
        uint256 deadline = block.timestamp - 1;
        (uint8 v, bytes32 r, bytes32 s) = _permit(pair01, key, owner, 1e18, deadline);
        vm.prank(owner);
        vm.expectRevert(FomoERC20.PermitExpired.selector); // the pair checks before the router does
        router.removeLiquidityWithPermit(address(token0), address(token1), 1e18, 0, 0, owner, deadline, false, v, r, s);
    }

    function test_RemoveLiquidityETHWithPermit() public {
        (address owner, uint256 key) = makeAddrAndKey("lp");
        pairWETH.transfer(owner, 1e18);
        (uint8 v, bytes32 r, bytes32 s) = _permit(pairWETH, key, owner, 1e18, _deadline());
        vm.prank(owner);
        (uint256 amountToken, uint256 amountETH) =
            router.removeLiquidityETHWithPermit(address(token0), 1e18, 0, 0, owner, _deadline(), false, v, r, s);
        assertEq(token0.balanceOf(owner), amountToken);
        assertEq(owner.balance, amountETH);
    }

    function test_RemoveLiquidityETHSupportingFeeOnTransferTokens() public {
        FomoPair feePair = _provideETH(TestERC20(address(feeToken)), 10e18, 5e18);
        feePair.approve(address(router), type(uint256).max);
        uint256 liquidity = feePair.balanceOf(address(this)) / 2;
        uint256 coinBefore = alice.balance;
        uint256 amountETH = router.removeLiquidityETHSupportingFeeOnTransferTokens(
            address(feeToken), liquidity, 0, 0, alice, _deadline()
        );
        assertEq(alice.balance, coinBefore + amountETH);
        assertGt(feeToken.balanceOf(alice), 0);
        assertEq(feeToken.balanceOf(address(router)), 0);
    }

    function test_RemoveLiquidityETHSupportingFeeOnTransferTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.removeLiquidityETHSupportingFeeOnTransferTokens(address(feeToken), 1, 0, 0, alice, block.timestamp - 1);
    }

    function test_RemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens() public {
        FomoPair feePair = _provideETH(TestERC20(address(feeToken)), 10e18, 5e18);
        (address owner, uint256 key) = makeAddrAndKey("lp");
        feePair.transfer(owner, 1e18);
        (uint8 v, bytes32 r, bytes32 s) = _permit(feePair, key, owner, 1e18, _deadline());
        vm.prank(owner);
        uint256 amountETH = router.removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
            address(feeToken), 1e18, 0, 0, owner, _deadline(), false, v, r, s
        );
        assertEq(owner.balance, amountETH);
        assertGt(feeToken.balanceOf(owner), 0);
    }

    // ------------------------------------------------------------------ swaps

    function test_SwapExactTokensForTokens() public {
        uint256[] memory amounts =
            router.swapExactTokensForTokens(1e18, 0, _path(address(token0), address(token1)), alice, _deadline());
        assertEq(amounts.length, 2);
        assertEq(amounts[0], 1e18);
        assertEq(amounts[1], _v2AmountOut(1e18, 10e18, 20e18));
        assertEq(token1.balanceOf(alice), amounts[1]);
    }

    function test_SwapExactTokensForTokens_TwoHops() public {
        uint256[] memory amounts = router.swapExactTokensForTokens(
            1e18, 0, _path(address(token0), address(token1), address(token2)), alice, _deadline()
        );
        uint256 mid = _v2AmountOut(1e18, 10e18, 20e18);
        assertEq(amounts[1], mid);
        assertEq(amounts[2], _v2AmountOut(mid, 20e18, 20e18));
        assertEq(token2.balanceOf(alice), amounts[2]);
        assertEq(token1.balanceOf(address(router)), 0);
    }

    function test_SwapExactTokensForTokens_RevertWhen_InsufficientOutputAmount() public {
        uint256 out = _v2AmountOut(1e18, 10e18, 20e18);
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForTokens(1e18, out + 1, _path(address(token0), address(token1)), alice, _deadline());
    }

    function test_SwapExactTokensForTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactTokensForTokens(1e18, 0, _path(address(token0), address(token1)), alice, block.timestamp - 1);
    }

    function test_SwapExactTokensForTokens_RevertWhen_InvalidPath() public {
        address[] memory path = new address[](1);
        path[0] = address(token0);
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        router.swapExactTokensForTokens(1e18, 0, path, alice, _deadline());
    }

    function test_SwapExactTokensForTokens_RevertWhen_PairNotFound() public {
        TestERC20 lonely = new TestERC20("Lonely", "LON", 18);
        vm.expectRevert(FomoLibrary.PairNotFound.selector);
        router.swapExactTokensForTokens(1e18, 0, _path(address(token0), address(lonely)), alice, _deadline());
    }

    function test_SwapExactTokensForTokens_RevertWhen_InsufficientInputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientInputAmount.selector);
        router.swapExactTokensForTokens(0, 0, _path(address(token0), address(token1)), alice, _deadline());
    }

    function testFuzz_SwapExactTokensForTokens(uint256 amountIn) public {
        _checkSwapExact(amountIn);
    }

    function test_SwapExactTokensForTokens_FixedInput() public {
        _checkSwapExact(31337e12);
    }

    function test_SwapTokensForExactTokens() public {
        uint256 expectedIn = _v2AmountIn(1e18, 10e18, 20e18);
        uint256[] memory amounts = router.swapTokensForExactTokens(
            1e18, expectedIn, _path(address(token0), address(token1)), alice, _deadline()
        );
        assertEq(amounts[0], expectedIn);
        assertEq(amounts[1], 1e18);
        assertEq(token1.balanceOf(alice), 1e18);
    }

    function test_SwapTokensForExactTokens_TwoHops() public {
        uint256[] memory amounts = router.swapTokensForExactTokens(
            1e18, type(uint256).max, _path(address(token0), address(token1), address(token2)), alice, _deadline()
        );
        uint256 mid = _v2AmountIn(1e18, 20e18, 20e18);
        assertEq(amounts[1], mid);
        assertEq(amounts[0], _v2AmountIn(mid, 10e18, 20e18));
        assertEq(token2.balanceOf(alice), 1e18);
    }

    function test_SwapTokensForExactTokens_RevertWhen_ExcessiveInputAmount() public {
        uint256 expectedIn = _v2AmountIn(1e18, 10e18, 20e18);
        vm.expectRevert(FomoRouter.ExcessiveInputAmount.selector);
        router.swapTokensForExactTokens(
            1e18, expectedIn - 1, _path(address(token0), address(token1)), alice, _deadline()
        );
    }

    function test_SwapTokensForExactTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapTokensForExactTokens(1, 1e18, _path(address(token0), address(token1)), alice, block.timestamp - 1);
    }

    function test_SwapTokensForExactTokens_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientOutputAmount.selector);
        router.swapTokensForExactTokens(0, 1e18, _path(address(token0), address(token1)), alice, _deadline());
    }

    function test_SwapExactETHForTokens() public {
        uint256[] memory amounts =
            router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(token0)), alice, _deadline());
        assertEq(amounts[0], 1e18);
        assertEq(amounts[1], _v2AmountOut(1e18, 5e18, 10e18));
        assertEq(token0.balanceOf(alice), amounts[1]);
        assertEq(wht.balanceOf(address(router)), 0);
    }

    function test_SwapExactETHForTokens_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(token0), address(token1)), alice, _deadline());
    }

    function test_SwapExactETHForTokens_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactETHForTokens{value: 1e18}(10e18, _path(address(wht), address(token0)), alice, _deadline());
    }

    function test_SwapExactETHForTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactETHForTokens{value: 1e18}(0, _path(address(wht), address(token0)), alice, block.timestamp - 1);
    }

    function test_SwapTokensForExactETH() public {
        uint256 coinBefore = alice.balance;
        uint256[] memory amounts = router.swapTokensForExactETH(
            1e18, type(uint256).max, _path(address(token0), address(wht)), alice, _deadline()
        );
        assertEq(amounts[0], _v2AmountIn(1e18, 10e18, 5e18));
        assertEq(alice.balance, coinBefore + 1e18);
    }

    function test_SwapTokensForExactETH_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapTokensForExactETH(
            1e18, type(uint256).max, _path(address(token0), address(token1)), alice, _deadline()
        );
    }

    function test_SwapTokensForExactETH_RevertWhen_ExcessiveInputAmount() public {
        vm.expectRevert(FomoRouter.ExcessiveInputAmount.selector);
        router.swapTokensForExactETH(1e18, 1, _path(address(token0), address(wht)), alice, _deadline());
    }

    function test_SwapTokensForExactETH_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapTokensForExactETH(1, 1e18, _path(address(token0), address(wht)), alice, block.timestamp - 1);
    }

    function test_SwapExactTokensForETH() public {
        uint256 coinBefore = alice.balance;
        uint256[] memory amounts =
            router.swapExactTokensForETH(1e18, 0, _path(address(token0), address(wht)), alice, _deadline());
        assertEq(amounts[1], _v2AmountOut(1e18, 10e18, 5e18));
        assertEq(alice.balance, coinBefore + amounts[1]);
    }

    function test_SwapExactTokensForETH_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapExactTokensForETH(1e18, 0, _path(address(token0), address(token1)), alice, _deadline());
    }

    function test_SwapExactTokensForETH_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForETH(1e18, 5e18, _path(address(token0), address(wht)), alice, _deadline());
    }

    function test_SwapExactTokensForETH_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactTokensForETH(1e18, 0, _path(address(token0), address(wht)), alice, block.timestamp - 1);
    }

    function test_SwapExactTokensForETH_RevertWhen_ETHTransferFailed() public {
        address refuser = address(new NativeRefuser());
        vm.expectRevert(TransferHelper.ETHTransferFailed.selector);
        router.swapExactTokensForETH(1e18, 0, _path(address(token0), address(wht)), refuser, _deadline());
    }

    function test_SwapETHForExactTokens() public {
        uint256 expectedIn = _v2AmountIn(1e18, 5e18, 10e18);
        uint256 coinBefore = address(this).balance;
        uint256[] memory amounts =
            router.swapETHForExactTokens{value: 3e18}(1e18, _path(address(wht), address(token0)), alice, _deadline());
        assertEq(amounts[0], expectedIn);
        assertEq(token0.balanceOf(alice), 1e18);
        assertEq(address(this).balance, coinBefore - expectedIn); // the rest refunded
    }

    function test_SwapETHForExactTokens_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapETHForExactTokens{value: 3e18}(1e18, _path(address(token0), address(wht)), alice, _deadline());
    }

    function test_SwapETHForExactTokens_RevertWhen_ExcessiveInputAmount() public {
        vm.expectRevert(FomoRouter.ExcessiveInputAmount.selector);
        router.swapETHForExactTokens{value: 1e17}(1e18, _path(address(wht), address(token0)), alice, _deadline());
    }

    function test_SwapETHForExactTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapETHForExactTokens{value: 3e18}(
            1e18, _path(address(wht), address(token0)), alice, block.timestamp - 1
        );
    }

    function test_SwapExactTokensForTokensSupportingFeeOnTransferTokens() public {
        (FomoPair feePair,) = _provide(TestERC20(address(feeToken)), token0, 10e18, 10e18, address(this));
        (uint112 r0, uint112 r1,) = feePair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = feePair.token0() == address(feeToken) ? (r0, r1) : (r1, r0);
        uint256 received = feeToken.received(1e18);
        uint256 expected = _v2AmountOut(received, reserveIn, reserveOut);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, expected, _path(address(feeToken), address(token0)), alice, _deadline()
        );
        assertEq(token0.balanceOf(alice), expected);
    }

    function test_SwapExactTokensForTokensSupportingFeeOnTransferTokens_RevertWhen_InsufficientOutputAmount() public {
        _provide(TestERC20(address(feeToken)), token0, 10e18, 10e18, address(this));
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, 1e18, _path(address(feeToken), address(token0)), alice, _deadline()
        );
    }

    function test_SwapExactTokensForTokensSupportingFeeOnTransferTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(token0), address(token1)), alice, block.timestamp - 1
        );
    }

    function test_SwapExactTokensForTokensSupportingFeeOnTransferTokens_TwoHops() public {
        _provide(TestERC20(address(feeToken)), token0, 10e18, 10e18, address(this));
        router.swapExactTokensForTokensSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(feeToken), address(token0), address(token1)), alice, _deadline()
        );
        assertGt(token1.balanceOf(alice), 0);
        assertEq(token0.balanceOf(address(router)), 0);
    }

    function test_SwapExactETHForTokensSupportingFeeOnTransferTokens() public {
        FomoPair feePair = _provideETH(TestERC20(address(feeToken)), 10e18, 5e18);
        (uint112 r0, uint112 r1,) = feePair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = feePair.token0() == address(wht) ? (r0, r1) : (r1, r0);
        uint256 out = _v2AmountOut(1e17, reserveIn, reserveOut);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e17}(
            0, _path(address(wht), address(feeToken)), alice, _deadline()
        );
        assertEq(feeToken.balanceOf(alice), feeToken.received(out));
    }

    function test_SwapExactETHForTokensSupportingFeeOnTransferTokens_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e17}(
            0, _path(address(token0), address(wht)), alice, _deadline()
        );
    }

    function test_SwapExactETHForTokensSupportingFeeOnTransferTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1e17}(
            0, _path(address(wht), address(token0)), alice, block.timestamp - 1
        );
    }

    function test_SwapExactTokensForETHSupportingFeeOnTransferTokens() public {
        FomoPair feePair = _provideETH(TestERC20(address(feeToken)), 10e18, 5e18);
        (uint112 r0, uint112 r1,) = feePair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = feePair.token0() == address(feeToken) ? (r0, r1) : (r1, r0);
        uint256 out = _v2AmountOut(feeToken.received(1e18), reserveIn, reserveOut);
        uint256 coinBefore = alice.balance;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, out, _path(address(feeToken), address(wht)), alice, _deadline()
        );
        assertEq(alice.balance, coinBefore + out);
    }

    function test_SwapExactTokensForETHSupportingFeeOnTransferTokens_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoRouter.InvalidPath.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(token0), address(token1)), alice, _deadline()
        );
    }

    function test_SwapExactTokensForETHSupportingFeeOnTransferTokens_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoRouter.InsufficientOutputAmount.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, 5e18, _path(address(token0), address(wht)), alice, _deadline()
        );
    }

    function test_SwapExactTokensForETHSupportingFeeOnTransferTokens_RevertWhen_Expired() public {
        vm.expectRevert(FomoRouter.Expired.selector);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            1e18, 0, _path(address(token0), address(wht)), alice, block.timestamp - 1
        );
    }

    function test_WrapTo_RevertWhen_WETHTransferFailed() public {
        FalseWETH falseWeth = new FalseWETH();
        FomoFactory otherFactory = new FomoFactory(feeSetter);
        FomoRouter otherRouter = new FomoRouter(address(otherFactory), address(falseWeth));
        vm.expectRevert(FomoRouter.WETHTransferFailed.selector);
        otherRouter.swapExactETHForTokensSupportingFeeOnTransferTokens{value: 1}(
            0, _path(address(falseWeth), address(token0)), alice, _deadline()
        );
    }

    // ------------------------------------------------------------------ library views

    function test_Quote() public view {
        assertEq(router.quote(1, 100, 200), 2);
        assertEq(router.quote(3, 200, 100), 1);
    }

    function test_Quote_RevertWhen_InsufficientAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientAmount.selector);
        router.quote(0, 100, 200);
    }

    function test_Quote_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        router.quote(1, 0, 200);
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        router.quote(1, 100, 0);
    }

    function test_GetAmountOut() public view {
        assertEq(router.getAmountOut(2, 100, 100), 1); // V2's router vector
    }

    function test_GetAmountOut_RevertWhen_InsufficientInputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientInputAmount.selector);
        router.getAmountOut(0, 100, 100);
    }

    function test_GetAmountOut_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        router.getAmountOut(2, 0, 100);
    }

    function test_GetAmountIn() public view {
        assertEq(router.getAmountIn(1, 100, 100), 2); // V2's router vector
    }

    function test_GetAmountIn_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientOutputAmount.selector);
        router.getAmountIn(0, 100, 100);
    }

    function test_GetAmountIn_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        router.getAmountIn(1, 100, 0);
    }

    function testFuzz_GetAmountOutIn(uint256 amount, uint256 reserveIn, uint256 reserveOut) public view {
        _checkAmountOutIn(amount, reserveIn, reserveOut);
    }

    function test_GetAmountOutIn_FixedInput() public view {
        _checkAmountOutIn(1e18, 5e18, 10e18);
    }

    function test_GetAmountsOut() public view {
        uint256[] memory amounts = router.getAmountsOut(1e18, _path(address(token0), address(token1), address(token2)));
        uint256 mid = _v2AmountOut(1e18, 10e18, 20e18);
        assertEq(amounts[0], 1e18);
        assertEq(amounts[1], mid);
        assertEq(amounts[2], _v2AmountOut(mid, 20e18, 20e18));
    }

    function test_GetAmountsOut_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        router.getAmountsOut(1e18, new address[](1));
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        router.getAmountsOut(1e18, new address[](0));
    }

    function test_GetAmountsIn() public view {
        uint256[] memory amounts = router.getAmountsIn(1e18, _path(address(token0), address(token1), address(token2)));
        uint256 mid = _v2AmountIn(1e18, 20e18, 20e18);
        assertEq(amounts[2], 1e18);
        assertEq(amounts[1], mid);
        assertEq(amounts[0], _v2AmountIn(mid, 10e18, 20e18));
    }

    function test_GetAmountsIn_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        router.getAmountsIn(1e18, new address[](1));
    }

    function test_GetAmountsIn_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoLibrary.ZeroAddress.selector);
        router.getAmountsIn(1e18, _path(address(0), address(token0)));
    }

    // ------------------------------------------------------------------ helpers

    function _deadline() private view returns (uint256) {
        return block.timestamp + DEADLINE_SLACK;
    }

    function _permit(FomoPair pair, uint256 key, address owner, uint256 value, uint256 deadline)
        private
        view
        returns (uint8, bytes32, bytes32)
    {
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                pair.DOMAIN_SEPARATOR(),
                keccak256(
                    abi.encode(pair.PERMIT_TYPEHASH(), owner, address(router), value, pair.nonces(owner), deadline)
                )
            )
        );
        return vm.sign(key, digest);
    }

    function _checkSwapExact(uint256 amountIn) private {
        amountIn = bound(amountIn, 1, 1e30);
        uint256 expected = _v2AmountOut(amountIn, 10e18, 20e18);
        if (expected == 0) {
            vm.expectRevert(FomoPair.InsufficientOutputAmount.selector);
            router.swapExactTokensForTokens(amountIn, 0, _path(address(token0), address(token1)), alice, _deadline());
            return;
        }
        uint256[] memory amounts =
            router.swapExactTokensForTokens(amountIn, 0, _path(address(token0), address(token1)), alice, _deadline());
        assertEq(amounts[1], expected);
        assertEq(token1.balanceOf(alice), expected);
    }

    function _checkAmountOutIn(uint256 amount, uint256 reserveIn, uint256 reserveOut) private view {
        reserveIn = bound(reserveIn, 1, type(uint112).max);
        reserveOut = bound(reserveOut, 2, type(uint112).max);
        uint256 amountIn = bound(amount, 1, type(uint112).max);
        assertEq(router.getAmountOut(amountIn, reserveIn, reserveOut), _v2AmountOut(amountIn, reserveIn, reserveOut));
        uint256 amountOut = bound(amount, 1, reserveOut - 1);
        assertEq(router.getAmountIn(amountOut, reserveIn, reserveOut), _v2AmountIn(amountOut, reserveIn, reserveOut));
        assertEq(router.quote(amountIn, reserveIn, reserveOut), amountIn * reserveOut / reserveIn);
    }
}
