// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test, Vm} from "./Test.sol";
import {console} from "./console.sol";

/// @notice Reverts with a custom error, for the expectRevert self-test.
contract Reverter {
    /// @dev Always thrown by `fail`.
    error Nope(uint256 code);
    /// @dev Always thrown by `failBare`.
    error Bare();

    function fail(uint256 code) external pure {
        revert Nope(code);
    }

    function failBare() external pure {
        revert Bare();
    }
}

/// @notice Exposes the base's assertions as external calls so a failure can be caught.
contract AssertionProbe is Test {
    function eq(uint256 a, uint256 b) external pure {
        assertEq(a, b);
    }

    function isTrue(bool c) external pure {
        assertTrue(c, "probe");
    }

    function boundOf(uint256 x, uint256 min, uint256 max) external pure returns (uint256) {
        return bound(x, min, max);
    }
}

/// @notice An invariant target that counts its calls.
contract CounterHandler {
    uint256 public calls;

    function poke(uint256) external {
        calls += 1;
    }
}

/// @notice Self-test of `Test.sol`: failing assertions fail, `bound` maps into range, selector
/// reverts are matched, cheatcode signatures resolve and invariant targets are registered.
contract TestSelfTest is Test {
    uint256 private constant LOW = 10;
    uint256 private constant HIGH = 20;

    AssertionProbe private probe;
    Reverter private reverter;

    function setUp() public {
        probe = new AssertionProbe();
        reverter = new Reverter();
    }

    function test_AssertEq_RevertWhen_Unequal() public {
        vm.expectRevert(bytes("assertion failed: 1 != 2"));
        probe.eq(1, 2);
    }

    function test_AssertTrue_RevertWhen_False() public {
        vm.expectRevert(bytes("probe"));
        probe.isTrue(false);
    }

    function test_AssertEq_PassesWhen_Equal() public view {
        probe.eq(7, 7);
    }

    function test_Bound() public pure {
        assertEq(bound(15, LOW, HIGH), 15, "in range is kept");
        assertEq(bound(0, LOW, HIGH), LOW, "0 maps to min");
        assertEq(bound(3, LOW, HIGH), LOW + 3, "3 maps to min + 3");
        assertEq(bound(type(uint256).max, LOW, HIGH), HIGH, "max maps to max");
        assertEq(bound(21, LOW, HIGH), LOW, "max + 1 wraps to min");
        assertEq(bound(5, 0, type(uint256).max), 5, "full range is identity");
        assertEq(bound(int256(-5), int256(-10), int256(10)), int256(-5), "signed in range");
    }

    function test_Bound_RevertWhen_MaxBelowMin() public {
        vm.expectRevert(abi.encodeWithSelector(Test.BoundMaxBelowMin.selector, HIGH, LOW));
        probe.boundOf(1, HIGH, LOW);
    }

    function testFuzz_Bound(uint256 x, uint256 min, uint256 max) public pure {
        (min, max) = min <= max ? (min, max) : (max, min);
        uint256 r = bound(x, min, max);
        assertGe(r, min);
        assertLe(r, max);
        if (x >= min && x <= max) assertEq(r, x);
    }

    function testFuzz_Bound_Fixed() public pure {
        testFuzz_Bound(12345, LOW, HIGH);
    }

    function test_ExpectRevert_BySelector() public {
        vm.expectRevert(Reverter.Bare.selector);
        reverter.failBare();
    }

    function test_ExpectPartialRevert_BySelector() public {
        vm.expectPartialRevert(Reverter.Nope.selector);
        reverter.fail(42);
    }

    function test_ExpectRevert_FullData() public {
        vm.expectRevert(abi.encodeWithSelector(Reverter.Nope.selector, 42));
        reverter.fail(42);
    }

    function test_Cheatcodes_Resolve() public {
        (address alice, uint256 key) = makeAddrAndKey("alice");
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, keccak256("digest"));
        assertEq(ecrecover(keccak256("digest"), v, r, s), alice);

        vm.warp(1000);
        vm.roll(77);
        assertEq(block.timestamp, 1000);
        assertEq(block.number, 77);
        vm.chainId(128);
        assertEq(block.chainid, 128);

        vm.deal(alice, 1 ether);
        assertEq(alice.balance, 1 ether);
        vm.prank(alice);
        CounterHandler counter = new CounterHandler();
        counter.poke(0);
        vm.store(address(counter), bytes32(0), bytes32(uint256(9)));
        assertEq(uint256(vm.load(address(counter), bytes32(0))), 9);

        uint256 snap = vm.snapshotState();
        counter.poke(0);
        assertEq(counter.calls(), 10);
        assertTrue(vm.revertToState(snap));
        assertEq(counter.calls(), 9);

        address copy = deployCode(type(CounterHandler).creationCode, "");
        vm.etch(alice, copy.code);
        assertEq(alice.code, copy.code);
        assertApproxEqAbs(100, 103, 3);
        assertEq(vm.toString(uint256(5)), "5");
        console.log("console works", uint256(1));
    }

    function test_InvariantTarget_Registered() public {
        CounterHandler handler = new CounterHandler();
        targetContract(address(handler));
        assertEq(targetContracts().length, 1);
        assertEq(targetContracts()[0], address(handler));
    }
}

/// @notice The invariant fuzzer calls the registered target: `afterInvariant` sees its calls.
contract TestSelfInvariantTest is Test {
    CounterHandler private handler;

    function setUp() public {
        handler = new CounterHandler();
        bytes4[] memory selectors = new bytes4[](1);
        selectors[0] = CounterHandler.poke.selector;
        targetSelector(FuzzSelector({addr: address(handler), selectors: selectors}));
        targetContract(address(handler));
    }

    function invariant_CallsNeverDecrease() public view {
        assertLe(handler.calls(), type(uint128).max);
    }

    function afterInvariant() external view {
        assertGt(handler.calls(), 0, "the fuzzer never called the target");
    }
}
