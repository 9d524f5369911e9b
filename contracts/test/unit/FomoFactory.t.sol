// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice FomoFactory: pair creation, lookup in both orders, the fee switch and its errors.
contract FomoFactoryTest is UnitBase {
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    function test_Constructor() public view {
        assertEq(factory.feeToSetter(), feeSetter);
        assertEq(factory.feeTo(), address(0));
        assertEq(factory.allPairsLength(), 0);
    }

    function test_InitCodeHash() public view {
        assertEq(factory.INIT_CODE_HASH(), keccak256(type(FomoPair).creationCode));
    }

    function test_CreatePair() public {
        address expected = _create2Address(address(token0), address(token1));
        vm.expectEmit(address(factory));
        emit PairCreated(address(token0), address(token1), expected, 1);
        address pair = factory.createPair(address(token1), address(token0)); // unsorted input

        assertEq(pair, expected);
        assertEq(factory.getPair(address(token0), address(token1)), pair);
        assertEq(factory.getPair(address(token1), address(token0)), pair);
        assertEq(factory.allPairs(0), pair);
        assertEq(factory.allPairsLength(), 1);
        FomoPair p = FomoPair(pair);
        assertEq(p.factory(), address(factory));
        assertEq(p.token0(), address(token0));
        assertEq(p.token1(), address(token1));
        (uint112 reserve0, uint112 reserve1, uint32 last) = p.getReserves();
        assertEq(uint256(reserve0) + reserve1 + last, 0);
    }

    function test_CreatePair_Second() public {
        address first = factory.createPair(address(token0), address(token1));
        vm.expectEmit(address(factory));
        emit PairCreated(address(token1), address(token2), _create2Address(address(token1), address(token2)), 2);
        address second = factory.createPair(address(token2), address(token1));
        assertEq(factory.allPairs(0), first);
        assertEq(factory.allPairs(1), second);
        assertEq(factory.allPairsLength(), 2);
    }

    function test_CreatePair_RevertWhen_IdenticalAddresses() public {
        vm.expectRevert(FomoFactory.IdenticalAddresses.selector);
        factory.createPair(address(token0), address(token0));
    }

    function test_CreatePair_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoFactory.ZeroAddress.selector);
        factory.createPair(address(0), address(token0));
        vm.expectRevert(FomoFactory.ZeroAddress.selector);
        factory.createPair(address(token0), address(0));
    }

    function test_CreatePair_RevertWhen_PairExists() public {
        factory.createPair(address(token0), address(token1));
        vm.expectRevert(FomoFactory.PairExists.selector);
        factory.createPair(address(token0), address(token1));
        vm.expectRevert(FomoFactory.PairExists.selector);
        factory.createPair(address(token1), address(token0));
    }

    function testFuzz_CreatePair(address a, address b) public {
        _checkCreatePair(a, b);
    }

    function test_CreatePair_FixedInput() public {
        _checkCreatePair(address(0xdead), address(0xbeef));
    }

    function test_GetPair_Missing() public view {
        assertEq(factory.getPair(address(token0), address(token1)), address(0));
        assertEq(factory.getPair(address(token0), address(token0)), address(0));
        assertEq(factory.getPair(address(0), address(token0)), address(0));
    }

    function test_AllPairs_RevertWhen_OutOfRange() public {
        vm.expectRevert(); // Panic 0x32: array index out of bounds, like V2
        factory.allPairs(0);
    }

    function test_Parameters() public view {
        // outside createPair the transient parameters are empty
        (address a, address b) = factory.parameters();
        assertEq(a, address(0));
        assertEq(b, address(0));
    }

    function test_SetFeeTo() public {
        vm.prank(feeSetter);
        factory.setFeeTo(alice);
        assertEq(factory.feeTo(), alice);
        vm.prank(feeSetter);
        factory.setFeeTo(address(0));
        assertEq(factory.feeTo(), address(0));
    }

    function test_SetFeeTo_RevertWhen_Forbidden() public {
        vm.prank(alice);
        vm.expectRevert(FomoFactory.Forbidden.selector);
        factory.setFeeTo(alice);
    }

    function test_SetFeeToSetter() public {
        vm.prank(feeSetter);
        factory.setFeeToSetter(alice);
        assertEq(factory.feeToSetter(), alice);
        vm.prank(feeSetter); // the old setter lost the right
        vm.expectRevert(FomoFactory.Forbidden.selector);
        factory.setFeeTo(feeSetter);
        vm.prank(alice);
        factory.setFeeTo(bob);
        assertEq(factory.feeTo(), bob);
    }

    function test_SetFeeToSetter_RevertWhen_Forbidden() public {
        vm.prank(alice);
        vm.expectRevert(FomoFactory.Forbidden.selector);
        factory.setFeeToSetter(alice);
    }

    function _checkCreatePair(address a, address b) private {
        vm.assume(a != b && a != address(0) && b != address(0));
        address pair = factory.createPair(a, b);
        (address lo, address hi) = a < b ? (a, b) : (b, a);
        assertEq(pair, _create2Address(lo, hi));
        assertEq(factory.getPair(a, b), pair);
        assertEq(factory.getPair(b, a), pair);
        assertEq(FomoPair(pair).token0(), lo);
        assertEq(FomoPair(pair).token1(), hi);
    }

    function _create2Address(address lo, address hi) private view returns (address) {
        bytes32 salt = keccak256(abi.encodePacked(lo, hi));
        bytes32 hash = keccak256(type(FomoPair).creationCode);
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", address(factory), salt, hash)))));
    }
}
