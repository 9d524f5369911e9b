// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Multicall3} from "../../src/Multicall3.sol";
import {Test} from "../utils/Test.sol";

/// @notice A call target: answers, reverts, or takes native coin.
contract Target {
    error Nope();

    uint256 public received;

    function answer(uint256 x) external pure returns (uint256) {
        return x + 1;
    }

    function fail() external pure {
        revert Nope();
    }

    function pay() external payable returns (uint256) {
        received += msg.value;
        return msg.value;
    }
}

/// @notice Multicall3: every aggregate form, the block getters, and both errors.
contract Multicall3Test is Test {
    Multicall3 internal multicall;
    Target internal target;

    function setUp() public {
        multicall = new Multicall3();
        target = new Target();
        vm.roll(100);
        vm.warp(1_700_000_000);
    }

    // ------------------------------------------------------------------ aggregates

    function test_Aggregate() public {
        Multicall3.Call[] memory calls = new Multicall3.Call[](2);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.answer, (1)));
        calls[1] = Multicall3.Call(address(target), abi.encodeCall(Target.answer, (41)));
        (uint256 blockNumber, bytes[] memory data) = multicall.aggregate(calls);
        assertEq(blockNumber, 100);
        assertEq(abi.decode(data[0], (uint256)), 2);
        assertEq(abi.decode(data[1], (uint256)), 42);
    }

    function test_Aggregate_RevertWhen_CallFailed() public {
        Multicall3.Call[] memory calls = new Multicall3.Call[](2);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.answer, (1)));
        calls[1] = Multicall3.Call(address(target), abi.encodeCall(Target.fail, ()));
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 1));
        multicall.aggregate(calls);
    }

    function test_TryAggregate() public {
        Multicall3.Call[] memory calls = _mixedCalls();
        Multicall3.Result[] memory results = multicall.tryAggregate(false, calls);
        assertTrue(results[0].success);
        assertEq(abi.decode(results[0].returnData, (uint256)), 8);
        assertFalse(results[1].success);
        assertEq(bytes4(results[1].returnData), Target.Nope.selector);
    }

    function test_TryAggregate_RevertWhen_CallFailed() public {
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 1));
        multicall.tryAggregate(true, _mixedCalls());
    }

    function test_TryBlockAndAggregate() public {
        (uint256 blockNumber, bytes32 blockHash, Multicall3.Result[] memory results) =
            multicall.tryBlockAndAggregate(false, _mixedCalls());
        assertEq(blockNumber, 100);
        assertEq(blockHash, blockhash(100));
        assertEq(results.length, 2);
        assertFalse(results[1].success);
    }

    function test_TryBlockAndAggregate_RevertWhen_CallFailed() public {
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 1));
        multicall.tryBlockAndAggregate(true, _mixedCalls());
    }

    function test_BlockAndAggregate() public {
        Multicall3.Call[] memory calls = new Multicall3.Call[](1);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.answer, (9)));
        (uint256 blockNumber,, Multicall3.Result[] memory results) = multicall.blockAndAggregate(calls);
        assertEq(blockNumber, 100);
        assertEq(abi.decode(results[0].returnData, (uint256)), 10);
    }

    function test_BlockAndAggregate_RevertWhen_CallFailed() public {
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 1));
        multicall.blockAndAggregate(_mixedCalls());
    }

    function test_Aggregate3() public {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = Multicall3.Call3(address(target), false, abi.encodeCall(Target.answer, (2)));
        calls[1] = Multicall3.Call3(address(target), true, abi.encodeCall(Target.fail, ()));
        Multicall3.Result[] memory results = multicall.aggregate3(calls);
        assertEq(abi.decode(results[0].returnData, (uint256)), 3);
        assertFalse(results[1].success);
    }

    function test_Aggregate3_RevertWhen_CallFailed() public {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = Multicall3.Call3(address(target), true, abi.encodeCall(Target.fail, ()));
        calls[1] = Multicall3.Call3(address(target), false, abi.encodeCall(Target.fail, ()));
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 1));
        multicall.aggregate3(calls);
    }

    function test_Aggregate3Value() public {
        Multicall3.Call3Value[] memory calls = new Multicall3.Call3Value[](2);
        calls[0] = Multicall3.Call3Value(address(target), false, 3, abi.encodeCall(Target.pay, ()));
        calls[1] = Multicall3.Call3Value(address(target), true, 0, abi.encodeCall(Target.fail, ()));
        Multicall3.Result[] memory results = multicall.aggregate3Value{value: 3}(calls);
        assertEq(abi.decode(results[0].returnData, (uint256)), 3);
        assertFalse(results[1].success);
        assertEq(target.received(), 3);
    }

    function test_Aggregate3Value_RevertWhen_ValueMismatch() public {
        Multicall3.Call3Value[] memory calls = new Multicall3.Call3Value[](1);
        calls[0] = Multicall3.Call3Value(address(target), false, 3, abi.encodeCall(Target.pay, ()));
        vm.expectRevert(Multicall3.ValueMismatch.selector);
        multicall.aggregate3Value{value: 4}(calls);
    }

    function test_Aggregate3Value_RevertWhen_CallFailed() public {
        Multicall3.Call3Value[] memory calls = new Multicall3.Call3Value[](1);
        calls[0] = Multicall3.Call3Value(address(target), false, 0, abi.encodeCall(Target.fail, ()));
        vm.expectRevert(abi.encodeWithSelector(Multicall3.CallFailed.selector, 0));
        multicall.aggregate3Value(calls);
    }

    function testFuzz_Aggregate3(uint256 x) public {
        _checkAggregate3(x);
    }

    function test_Aggregate3_FixedInput() public {
        _checkAggregate3(12345);
    }

    // ------------------------------------------------------------------ getters

    function test_BlockGetters() public {
        vm.roll(200);
        vm.fee(7 gwei);
        vm.chainId(128);
        assertEq(multicall.getBlockNumber(), 200);
        assertEq(multicall.getCurrentBlockTimestamp(), 1_700_000_000);
        assertEq(multicall.getBasefee(), 7 gwei);
        assertEq(multicall.getChainId(), 128);
        assertEq(multicall.getCurrentBlockCoinbase(), block.coinbase);
        assertEq(multicall.getCurrentBlockGasLimit(), block.gaslimit);
        assertEq(multicall.getCurrentBlockDifficulty(), block.prevrandao);
        assertEq(multicall.getBlockHash(199), blockhash(199));
        assertEq(multicall.getLastBlockHash(), blockhash(199));
    }

    function test_GetEthBalance() public {
        vm.deal(address(target), 5 ether);
        assertEq(multicall.getEthBalance(address(target)), 5 ether);
    }

    function _mixedCalls() private view returns (Multicall3.Call[] memory calls) {
        calls = new Multicall3.Call[](2);
        calls[0] = Multicall3.Call(address(target), abi.encodeCall(Target.answer, (7)));
        calls[1] = Multicall3.Call(address(target), abi.encodeCall(Target.fail, ()));
    }

    function _checkAggregate3(uint256 x) private {
        x = bound(x, 0, type(uint256).max - 1);
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](1);
        calls[0] = Multicall3.Call3(address(target), false, abi.encodeCall(Target.answer, (x)));
        Multicall3.Result[] memory results = multicall.aggregate3(calls);
        assertTrue(results[0].success);
        assertEq(abi.decode(results[0].returnData, (uint256)), x + 1);
    }
}
