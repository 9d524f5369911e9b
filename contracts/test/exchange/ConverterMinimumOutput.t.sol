// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {ConverterBase} from "./ConverterBase.sol";

/// @notice Issue 27 item 7: a fee change mined just before a conversion is not paid by the user.
/// The user quotes, the admin raises the fee to 10 % in the block before, and the conversion with
/// the quote as its minimum output reverts instead of paying less; at the quoted fee it pays.
contract ConverterMinimumOutputTest is ConverterBase {
    function test_DkToDk2Min_RevertWhen_FeeRaisedBeforeIt() public {
        uint256 amount = 200_000_000e18;
        uint256 quoted = converter.getDkToDK2(amount);
        converter.setFee(1_000); // the admin's change lands first
        uint256 paid = converter.getDkToDK2(amount);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.InsufficientOutput.selector, paid, quoted));
        converter.DkToDk2Min(amount, alice, quoted, block.timestamp);
    }

    function test_Dk2ToDkMin_RevertWhen_FeeRaisedBeforeIt() public {
        uint256 amount = 5e18;
        uint256 quoted = converter.getDk2ToDK(amount);
        converter.setFee(1_000);
        uint256 paid = converter.getDk2ToDK(amount);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.InsufficientOutput.selector, paid, quoted));
        converter.Dk2ToDkMin(amount, alice, quoted, block.timestamp);
    }

    function test_DkToDk2Min_PaysAtTheQuote() public {
        uint256 amount = 200_000_000e18;
        uint256 quoted = converter.getDkToDK2(amount);
        uint256 before = dk2.balanceOf(bob);
        vm.prank(alice);
        assertEq(converter.DkToDk2Min(amount, bob, quoted, block.timestamp), quoted);
        assertEq(dk2.balanceOf(bob) - before, quoted);
    }

    function test_Dk2ToDkMin_PaysAtTheQuote() public {
        uint256 amount = 3e18;
        uint256 quoted = converter.getDk2ToDK(amount);
        uint256 before = dk.balanceOf(bob);
        vm.prank(alice);
        assertEq(converter.Dk2ToDkMin(amount, bob, quoted, block.timestamp), quoted);
        assertEq(dk.balanceOf(bob) - before, quoted);
    }

    function test_DkToDk2Min_RevertWhen_Expired() public {
        uint256 deadline = block.timestamp - 1;
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.Expired.selector, deadline));
        converter.DkToDk2Min(MIN_DK, alice, 0, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.Expired.selector, deadline));
        converter.Dk2ToDkMin(MIN_DK2, alice, 0, deadline);
    }

    /// @dev The spec's checks come with it: the minimum amount offered, a recipient, the pause.
    function test_DkToDk2Min_KeepsTheSpecChecks() public {
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.BelowMinimum.selector, MIN_DK));
        converter.DkToDk2Min(MIN_DK - 1, alice, 0, block.timestamp);
        vm.expectRevert(FomoDkConverter.ZeroAddress.selector);
        converter.DkToDk2Min(MIN_DK, address(0), 0, block.timestamp);
        vm.stopPrank();
        converter.pause();
        vm.prank(alice);
        vm.expectRevert(bytes4(keccak256("EnforcedPause()")));
        converter.Dk2ToDkMin(MIN_DK2, alice, 0, block.timestamp);
    }

    /// @dev Any fee from 0 to the cap: a minimum at the quote pays exactly the quote at the quoted
    /// fee, and reverts after a raise that lowers the output.
    function testFuzz_DkToDk2Min(uint256 amount, uint256 newFee) public {
        amount = bound(amount, MIN_DK, 1e30);
        newFee = bound(newFee, 0, converter.MAX_FEE_BPS());
        uint256 quoted = converter.getDkToDK2(amount);
        converter.setFee(newFee);
        uint256 paid = converter.getDkToDK2(amount);
        vm.prank(alice);
        if (paid < quoted) {
            vm.expectRevert(abi.encodeWithSelector(FomoDkConverter.InsufficientOutput.selector, paid, quoted));
            converter.DkToDk2Min(amount, alice, quoted, block.timestamp);
        } else {
            assertEq(converter.DkToDk2Min(amount, alice, quoted, block.timestamp), paid);
        }
    }

    function test_DkToDk2Min_FixedInputs() public {
        testFuzz_DkToDk2Min(300_000_000e18, 1_000);
    }

    function test_DkToDk2Min_FixedInputs_FeeLowered() public {
        testFuzz_DkToDk2Min(300_000_000e18, 0);
    }
}
