// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {PrizePoolBase} from "./PrizePoolBase.sol";

/// @notice Issue 27 items 1-2: an operator holding the secret can never choose between two or more
/// outcomes for the same players and prizes.
/// (a) Parallel draws: a second draw over the same window (the same close) is refused.
/// (b) Withhold and redraw: the seal publishes the secret, so once the target block is mined anyone
/// reveals and the operator has nothing left to withhold; a draw it never seals is void, and its
/// window stays closed: the next draw opens at its close, so its players are not drawn again.
contract DrawSteeringTest is PrizePoolBase {
    event DrawSecretPublished(uint256 indexed drawId, bytes32 secret);

    function test_Commit_RevertWhen_ParallelDrawOverTheSameWindow() public {
        uint64 closeTime = _commit(1);
        // draw 2 closing at the same time (or earlier) would draw the same players
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.WindowTaken.selector, closeTime, closeTime));
        pool.commit(2, _commitment(2, SECRET), closeTime, address(token), _prizes());
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.WindowTaken.selector, closeTime - 1, closeTime));
        pool.commit(2, _commitment(2, SECRET), closeTime - 1, address(token), _prizes());
        pool.commit(2, _commitment(2, SECRET), closeTime + 1, address(token), _prizes()); // the next window
        assertEq(pool.lastCloseTime(), closeTime + 1);
    }

    function test_Reveal_ByAnyone_OperatorCannotWithhold() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime);
        vm.expectEmit(address(pool));
        emit DrawSecretPublished(1, SECRET);
        pool.seal(1, SECRET);
        _mine(2);
        vm.prank(alice); // the operator withholds; a player reveals with the published secret
        pool.reveal(1, SECRET);
        assertEq(uint8(pool.drawOf(1).state), uint8(FomoPrizePool.DrawState.Revealed));
    }

    function test_Commit_WindowOfAVoidDrawStaysClosed() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime + pool.SEAL_PERIOD() + 1); // never sealed
        pool.voidDraw(1);
        // a redraw over its players would have to close at or before its close: refused
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.WindowTaken.selector, closeTime, closeTime));
        pool.commit(2, _commitment(2, SECRET), closeTime, address(token), _prizes());
        uint64 next = uint64(block.timestamp) + HOUR;
        pool.commit(2, _commitment(2, SECRET), next, address(token), _prizes());
        assertEq(pool.lastCloseTime(), next, "draw 2 opens where the void draw closed: its players are not drawn again");
    }

    /// @dev Only the operator seals (it alone holds the secret), and it seals blind: the target
    /// block is the next one, whose hash nobody knows yet.
    function test_Seal_RevertWhen_NotTheOperator() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime);
        bytes32 role = pool.OPERATOR_ROLE();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        pool.seal(1, SECRET);
    }
}
