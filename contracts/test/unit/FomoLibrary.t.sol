// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "../../src/FomoPair.sol";
import {FomoLibrary} from "../../src/libraries/FomoLibrary.sol";
import {Math} from "../../src/libraries/Math.sol";
import {TransferHelper} from "../../src/libraries/TransferHelper.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {ReturnsTwoToken} from "../utils/tokens/ReturnsTwoToken.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice External wrappers so library reverts surface as calls `vm.expectRevert` can catch.
contract LibraryHarness {
    function sortTokens(address a, address b) external pure returns (address, address) {
        return FomoLibrary.sortTokens(a, b);
    }

    function pairFor(address factory, address a, address b, bytes32 hash) external pure returns (address) {
        return FomoLibrary.pairFor(factory, a, b, hash);
    }

    function getReserves(address factory, address a, address b, bytes32 hash) external view returns (uint256, uint256) {
        return FomoLibrary.getReserves(factory, a, b, hash);
    }

    function pairReserves(address pair) external view returns (uint256, uint256) {
        return FomoLibrary.pairReserves(pair);
    }

    function quote(uint256 a, uint256 rA, uint256 rB) external pure returns (uint256) {
        return FomoLibrary.quote(a, rA, rB);
    }

    function getAmountOut(uint256 a, uint256 rIn, uint256 rOut) external pure returns (uint256) {
        return FomoLibrary.getAmountOut(a, rIn, rOut);
    }

    function getAmountIn(uint256 a, uint256 rIn, uint256 rOut) external pure returns (uint256) {
        return FomoLibrary.getAmountIn(a, rIn, rOut);
    }

    function getAmountsOut(address factory, uint256 a, address[] memory path, bytes32 hash)
        external
        view
        returns (uint256[] memory)
    {
        return FomoLibrary.getAmountsOut(factory, a, path, hash);
    }

    function getAmountsIn(address factory, uint256 a, address[] memory path, bytes32 hash)
        external
        view
        returns (uint256[] memory)
    {
        return FomoLibrary.getAmountsIn(factory, a, path, hash);
    }

    function safeApprove(address token, address to, uint256 value) external {
        TransferHelper.safeApprove(token, to, value);
    }

    function safeTransfer(address token, address to, uint256 value) external {
        TransferHelper.safeTransfer(token, to, value);
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) external {
        TransferHelper.safeTransferFrom(token, from, to, value);
    }

    function safeTransferETH(address to, uint256 value) external {
        TransferHelper.safeTransferETH(to, value);
    }

    receive() external payable {}
}

/// @notice A token answering `transfer` with 31 non-zero bytes: too short for a word, which V2's
/// ABI decoder refuses.
contract ShortReturnToken {
    function transfer(address, uint256) external pure {
        assembly ("memory-safe") {
            mstore(0x00, not(0))
            return(0x00, 31)
        }
    }
}

/// @notice FomoLibrary (pair addresses, V2 arithmetic), Math and TransferHelper.
contract FomoLibraryTest is UnitBase {
    LibraryHarness internal lib;
    bytes32 internal hash; // the factory's INIT_CODE_HASH, as the router passes it

    function setUp() public override {
        super.setUp();
        lib = new LibraryHarness();
        hash = factory.INIT_CODE_HASH();
    }

    // ------------------------------------------------------------------ pair addresses

    function test_PairFor_MatchesCreatePair() public {
        address predicted = lib.pairFor(address(factory), address(token1), address(token0), hash);
        assertEq(factory.createPair(address(token0), address(token1)), predicted);
        assertEq(lib.pairFor(address(factory), address(token0), address(token1), hash), predicted);
    }

    function testFuzz_PairFor(address factoryAddress, bytes32 initCodeHash, address a, address b) public view {
        _checkPairFor(factoryAddress, initCodeHash, a, b);
    }

    function test_PairFor_FixedInput() public view {
        _checkPairFor(address(factory), keccak256(type(FomoPair).creationCode), address(token0), address(token2));
    }

    // ------------------------------------------------------------------ sortTokens, reserves

    function test_SortTokens() public view {
        (address a, address b) = lib.sortTokens(address(token1), address(token0));
        assertEq(a, address(token0));
        assertEq(b, address(token1));
    }

    function test_SortTokens_RevertWhen_IdenticalAddresses() public {
        vm.expectRevert(FomoLibrary.IdenticalAddresses.selector);
        lib.sortTokens(address(token0), address(token0));
    }

    function test_SortTokens_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoLibrary.ZeroAddress.selector);
        lib.sortTokens(address(token0), address(0));
    }

    function test_GetReserves() public {
        _provide(token0, token1, 3e18, 7e18, address(this));
        (uint256 reserveA, uint256 reserveB) = lib.getReserves(address(factory), address(token1), address(token0), hash);
        assertEq(reserveA, 7e18);
        assertEq(reserveB, 3e18);
        (reserveA, reserveB) = lib.getReserves(address(factory), address(token0), address(token1), hash);
        assertEq(reserveA, 3e18);
        assertEq(reserveB, 7e18);
    }

    function test_PairReserves_RevertWhen_PairNotFound() public {
        vm.expectRevert(FomoLibrary.PairNotFound.selector);
        lib.getReserves(address(factory), address(token0), address(token1), hash);
        vm.expectRevert(FomoLibrary.PairNotFound.selector);
        lib.pairReserves(address(token0)); // code, but no getReserves
    }

    // ------------------------------------------------------------------ arithmetic

    function test_Quote() public view {
        assertEq(lib.quote(1, 100, 200), 2);
    }

    function test_Quote_RevertWhen_InsufficientAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientAmount.selector);
        lib.quote(0, 100, 200);
    }

    function test_Quote_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        lib.quote(1, 100, 0);
    }

    function test_GetAmountOut() public view {
        assertEq(lib.getAmountOut(1e18, 5e18, 10e18), 1662497915624478906); // V2's vector
    }

    function test_GetAmountOut_RevertWhen_InsufficientInputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientInputAmount.selector);
        lib.getAmountOut(0, 100, 100);
    }

    function test_GetAmountOut_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        lib.getAmountOut(1, 100, 0);
    }

    function test_GetAmountIn() public view {
        assertEq(lib.getAmountIn(1, 100, 100), 2);
    }

    function test_GetAmountIn_RevertWhen_InsufficientOutputAmount() public {
        vm.expectRevert(FomoLibrary.InsufficientOutputAmount.selector);
        lib.getAmountIn(0, 100, 100);
    }

    function test_GetAmountIn_RevertWhen_InsufficientLiquidity() public {
        vm.expectRevert(FomoLibrary.InsufficientLiquidity.selector);
        lib.getAmountIn(1, 0, 100);
    }

    function test_GetAmountIn_RevertWhen_WholeReserve() public {
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x12)); // (reserveOut - out) == 0, as V2
        lib.getAmountIn(100, 100, 100);
    }

    function testFuzz_GetAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public view {
        _checkGetAmountOut(amountIn, reserveIn, reserveOut);
    }

    function test_GetAmountOut_FixedInput() public view {
        _checkGetAmountOut(2e18, 10e18, 5e18);
    }

    function testFuzz_GetAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public view {
        _checkGetAmountIn(amountOut, reserveIn, reserveOut);
    }

    function test_GetAmountIn_FixedInput() public view {
        _checkGetAmountIn(1e18, 10e18, 5e18);
    }

    function test_GetAmountsOut() public {
        _provide(token0, token1, 10e18, 20e18, address(this));
        uint256[] memory amounts =
            lib.getAmountsOut(address(factory), 1e18, _path(address(token0), address(token1)), hash);
        assertEq(amounts[1], _v2AmountOut(1e18, 10e18, 20e18));
    }

    function test_GetAmountsOut_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        lib.getAmountsOut(address(factory), 1e18, new address[](1), hash);
    }

    function test_GetAmountsIn() public {
        _provide(token0, token1, 10e18, 20e18, address(this));
        uint256[] memory amounts =
            lib.getAmountsIn(address(factory), 1e18, _path(address(token0), address(token1)), hash);
        assertEq(amounts[0], _v2AmountIn(1e18, 10e18, 20e18));
    }

    function test_GetAmountsIn_RevertWhen_InvalidPath() public {
        vm.expectRevert(FomoLibrary.InvalidPath.selector);
        lib.getAmountsIn(address(factory), 1e18, new address[](1), hash);
    }

    // ------------------------------------------------------------------ Math

    function test_Min() public pure {
        assertEq(Math.min(1, 2), 1);
        assertEq(Math.min(2, 1), 1);
        assertEq(Math.min(3, 3), 3);
    }

    function testFuzz_Sqrt(uint256 y) public pure {
        _checkSqrt(y);
    }

    function test_Sqrt_FixedInput() public pure {
        _checkSqrt(type(uint256).max);
        _checkSqrt(1e36 - 1);
    }

    // ------------------------------------------------------------------ TransferHelper

    function test_SafeTransfer() public {
        token0.transfer(address(lib), 10);
        lib.safeTransfer(address(token0), alice, 10);
        assertEq(token0.balanceOf(alice), 10);
    }

    function test_SafeTransfer_NoReturnValue() public {
        NoReturnToken usdtLike = new NoReturnToken();
        usdtLike.mint(address(lib), 10);
        lib.safeTransfer(address(usdtLike), alice, 10);
        assertEq(usdtLike.balanceOf(alice), 10);
    }

    function test_SafeTransfer_RevertWhen_ReturnsFalse() public {
        ReturnsFalseToken bad = new ReturnsFalseToken();
        vm.expectRevert(TransferHelper.TransferFailed.selector); // no balance: returns false
        lib.safeTransfer(address(bad), alice, 10);
    }

    /// @dev V2 reads any non-zero first word as success (issue 12: a token answering 2).
    function test_SafeTransfer_ReturnsTwo() public {
        ReturnsTwoToken two = new ReturnsTwoToken();
        two.mint(address(lib), 10);
        lib.safeTransfer(address(two), alice, 10);
        assertEq(two.balanceOf(alice), 10);
    }

    function test_SafeTransfer_RevertWhen_AnswerShorterThanAWord() public {
        address short = address(new ShortReturnToken());
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        lib.safeTransfer(short, alice, 10);
    }

    function test_SafeTransfer_RevertWhen_Reverts() public {
        vm.expectRevert(TransferHelper.TransferFailed.selector);
        lib.safeTransfer(address(token0), alice, 10); // the harness holds nothing
    }

    function test_SafeTransferFrom() public {
        token0.approve(address(lib), 10);
        lib.safeTransferFrom(address(token0), address(this), alice, 10);
        assertEq(token0.balanceOf(alice), 10);
    }

    function test_SafeTransferFrom_RevertWhen_Failed() public {
        vm.expectRevert(TransferHelper.TransferFromFailed.selector);
        lib.safeTransferFrom(address(token0), alice, bob, 10);
    }

    function test_SafeApprove() public {
        lib.safeApprove(address(token0), alice, 10);
        assertEq(token0.allowance(address(lib), alice), 10);
    }

    function test_SafeApprove_RevertWhen_Failed() public {
        address short = address(new ShortReturnToken());
        vm.expectRevert(TransferHelper.ApproveFailed.selector);
        lib.safeApprove(short, alice, 10); // no approve function: the call reverts
    }

    function test_SafeTransferETH() public {
        vm.deal(address(lib), 5);
        lib.safeTransferETH(alice, 5);
        assertEq(alice.balance, 5);
    }

    function test_SafeTransferETH_RevertWhen_Failed() public {
        vm.expectRevert(TransferHelper.ETHTransferFailed.selector);
        lib.safeTransferETH(alice, 5); // the harness holds no coin
    }

    // ------------------------------------------------------------------ checks

    function _checkPairFor(address factoryAddress, bytes32 initCodeHash, address a, address b) private view {
        vm.assume(a != b && a != address(0) && b != address(0));
        (address lo, address hi) = a < b ? (a, b) : (b, a);
        address expected = address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(hex"ff", factoryAddress, keccak256(abi.encodePacked(lo, hi)), initCodeHash)
                    )
                )
            )
        );
        assertEq(lib.pairFor(factoryAddress, a, b, initCodeHash), expected);
        assertEq(lib.pairFor(factoryAddress, b, a, initCodeHash), expected);
    }

    function _checkGetAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private view {
        amountIn = bound(amountIn, 1, type(uint112).max);
        reserveIn = bound(reserveIn, 1, type(uint112).max);
        reserveOut = bound(reserveOut, 1, type(uint112).max);
        assertEq(lib.getAmountOut(amountIn, reserveIn, reserveOut), _v2AmountOut(amountIn, reserveIn, reserveOut));
    }

    function _checkGetAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) private view {
        reserveIn = bound(reserveIn, 1, type(uint112).max);
        reserveOut = bound(reserveOut, 2, type(uint112).max);
        amountOut = bound(amountOut, 1, reserveOut - 1);
        assertEq(lib.getAmountIn(amountOut, reserveIn, reserveOut), _v2AmountIn(amountOut, reserveIn, reserveOut));
    }

    function _checkSqrt(uint256 y) private pure {
        uint256 root = Math.sqrt(y);
        assertEq(root, _v2Sqrt(y));
    }
}
