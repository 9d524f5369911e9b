// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {FomoGameRecords} from "../../src/bounty/FomoGameRecords.sol";
import {Test} from "../utils/Test.sol";

/// @notice FomoGameRecords: only an operator records; game types 2 and 5 only; non-zero player,
/// token and bet; each (game type, round, player) once, a batch with a duplicate reverting whole.
contract FomoGameRecordsTest is Test {
    event RoundRecorded(
        address indexed player, uint8 indexed gameType, address indexed token, uint256 bet, uint256 round
    );

    FomoGameRecords private records;
    address private alice;
    address private bob;
    address private token;

    function setUp() public {
        records = new FomoGameRecords(address(this));
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        token = makeAddr("token");
    }

    function test_Constructor_GrantsRoles() public {
        FomoGameRecords fresh = new FomoGameRecords(alice);
        assertTrue(fresh.hasRole(fresh.DEFAULT_ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.OPERATOR_ROLE(), alice));
        assertFalse(fresh.hasRole(fresh.OPERATOR_ROLE(), address(this)));
    }

    function test_Constructor_RevertWhen_ZeroAdmin() public {
        vm.expectRevert(FomoGameRecords.ZeroAddress.selector);
        new FomoGameRecords(address(0));
    }

    function test_RecordRounds_EmitsEachRound() public {
        FomoGameRecords.Round[] memory rounds = new FomoGameRecords.Round[](2);
        rounds[0] = FomoGameRecords.Round(alice, 2, token, 5e18, 1);
        rounds[1] = FomoGameRecords.Round(bob, 5, token, 7e18, 1);
        vm.expectEmit(address(records));
        emit RoundRecorded(alice, 2, token, 5e18, 1);
        vm.expectEmit(address(records));
        emit RoundRecorded(bob, 5, token, 7e18, 1);
        records.recordRounds(rounds);
        assertTrue(records.isRecorded(alice, 2, 1));
        assertTrue(records.isRecorded(bob, 5, 1));
        assertFalse(records.isRecorded(alice, 5, 1));
        assertFalse(records.isRecorded(bob, 2, 1));
    }

    /// @dev The same round number in the other game, or of another player, is another round.
    function test_RecordRounds_SameRoundOtherGameOrPlayer() public {
        records.recordRounds(_one(alice, 2, 1e18, 9));
        records.recordRounds(_one(alice, 5, 1e18, 9));
        records.recordRounds(_one(bob, 2, 1e18, 9));
        assertTrue(records.isRecorded(bob, 2, 9));
    }

    function test_RecordRounds_RevertWhen_Duplicate() public {
        records.recordRounds(_one(alice, 2, 1e18, 1));
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.RoundAlreadyRecorded.selector, alice, 2, 1));
        records.recordRounds(_one(alice, 2, 3e18, 1)); // another bet does not make it another round
    }

    function test_RecordRounds_RevertWhen_DuplicateInOneBatch() public {
        FomoGameRecords.Round[] memory rounds = new FomoGameRecords.Round[](3);
        rounds[0] = FomoGameRecords.Round(bob, 5, token, 1e18, 4);
        rounds[1] = FomoGameRecords.Round(alice, 5, token, 1e18, 4);
        rounds[2] = FomoGameRecords.Round(alice, 5, token, 1e18, 4);
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.RoundAlreadyRecorded.selector, alice, 5, 4));
        records.recordRounds(rounds);
        assertFalse(records.isRecorded(bob, 5, 4)); // the whole batch reverted
    }

    function test_RecordRounds_RevertWhen_UnknownGameType() public {
        uint8[4] memory wrong = [0, 1, 3, 255];
        for (uint256 i; i < wrong.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.UnknownGameType.selector, wrong[i]));
            records.recordRounds(_one(alice, wrong[i], 1e18, 1));
        }
    }

    function test_RecordRounds_RevertWhen_InvalidRound() public {
        FomoGameRecords.Round[] memory rounds = new FomoGameRecords.Round[](2);
        rounds[0] = FomoGameRecords.Round(alice, 2, token, 1e18, 1);
        rounds[1] = FomoGameRecords.Round(bob, 2, token, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.InvalidRound.selector, 1));
        records.recordRounds(rounds);
        rounds[1] = FomoGameRecords.Round(bob, 2, address(0), 1e18, 1);
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.InvalidRound.selector, 1));
        records.recordRounds(rounds);
        rounds[1] = FomoGameRecords.Round(address(0), 2, token, 1e18, 1);
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.InvalidRound.selector, 1));
        records.recordRounds(rounds);
    }

    function test_RecordRounds_RevertWhen_Empty() public {
        vm.expectRevert(FomoGameRecords.NoRounds.selector);
        records.recordRounds(new FomoGameRecords.Round[](0));
    }

    function test_RecordRounds_RevertWhen_NotOperator() public {
        FomoGameRecords.Round[] memory rounds = _one(alice, 2, 1e18, 1);
        bytes32 role = records.OPERATOR_ROLE();
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        vm.prank(alice);
        records.recordRounds(rounds);
    }

    function test_GrantedOperator_Records() public {
        records.grantRole(records.OPERATOR_ROLE(), bob);
        vm.prank(bob);
        records.recordRounds(_one(alice, 5, 1e18, 1));
        assertTrue(records.isRecorded(alice, 5, 1));
    }

    function testFuzz_RecordRounds_OnceEach(address player, bool fiveElements, uint256 bet, uint256 round) public {
        vm.assume(player != address(0));
        bet = bound(bet, 1, type(uint256).max);
        uint8 gameType = fiveElements ? 5 : 2;
        _recordOnce(player, gameType, bet, round);
    }

    function test_RecordRounds_OnceEach() public {
        _recordOnce(alice, 5, type(uint256).max, type(uint256).max);
    }

    function _recordOnce(address player, uint8 gameType, uint256 bet, uint256 round) private {
        assertFalse(records.isRecorded(player, gameType, round));
        vm.expectEmit(address(records));
        emit RoundRecorded(player, gameType, token, bet, round);
        records.recordRounds(_one(player, gameType, bet, round));
        assertTrue(records.isRecorded(player, gameType, round));
        vm.expectRevert(abi.encodeWithSelector(FomoGameRecords.RoundAlreadyRecorded.selector, player, gameType, round));
        records.recordRounds(_one(player, gameType, bet, round));
    }

    function _one(address player, uint8 gameType, uint256 bet, uint256 round)
        private
        view
        returns (FomoGameRecords.Round[] memory rounds)
    {
        rounds = new FomoGameRecords.Round[](1);
        rounds[0] = FomoGameRecords.Round(player, gameType, token, bet, round);
    }
}
