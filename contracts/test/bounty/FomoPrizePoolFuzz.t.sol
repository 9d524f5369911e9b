// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {PrizePoolBase} from "./PrizePoolBase.sol";

/// @notice FomoPrizePool over random prizes, secrets and timings: a draw pays exactly its prizes
/// when they fit the pool and is refused when they do not; only the committed secret opens it;
/// a reveal is accepted in blocks target+1 .. target+REVEAL_WINDOW and nowhere else.
contract FomoPrizePoolFuzzTest is PrizePoolBase {
    function testFuzz_Draw_PaysExactlyThePrizes(uint256 a, uint256 b, uint256 c, bytes32 secret) public {
        _drawPaysExactly(bound(a, 1, POOL), bound(b, 1, POOL), bound(c, 1, POOL), secret);
    }

    function test_Draw_PaysExactlyThePrizes() public {
        _drawPaysExactly(POOL - 2, 1, 1, bytes32(uint256(1)));
        _drawPaysExactly(600e18, 300e18, 101e18, SECRET); // 1001e18: refused
    }

    function testFuzz_Reveal_OnlyTheCommittedSecret(bytes32 secret, bytes32 other) public {
        _onlyCommittedSecret(secret, other);
    }

    function test_Reveal_OnlyTheCommittedSecret() public {
        _onlyCommittedSecret(SECRET, bytes32(uint256(SECRET) ^ 1));
    }

    function testFuzz_Reveal_OnlyInTheWindow(uint256 offset) public {
        _onlyInWindow(bound(offset, 0, 1_000));
    }

    function test_Reveal_OnlyInTheWindow() public {
        _onlyInWindow(0);
        _onlyInWindow(1);
        _onlyInWindow(240);
        _onlyInWindow(241);
    }

    // ------------------------------------------------------------------ properties

    function _drawPaysExactly(uint256 a, uint256 b, uint256 c, bytes32 secret) private {
        uint256 drawId = uint256(keccak256(abi.encode(a, b, c, secret)));
        uint256[] memory prizes = new uint256[](3);
        (prizes[0], prizes[1], prizes[2]) = (a, b, c);
        uint256 total = a + b + c;
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        uint256 available = pool.availableOf(address(token));
        uint256 paidBefore = token.balanceOf(address(distributor));
        if (total > available) {
            vm.expectRevert(
                abi.encodeWithSelector(FomoPrizePool.InsufficientPool.selector, address(token), available, total)
            );
            pool.commit(drawId, _commitment(drawId, secret), closeTime, address(token), prizes);
            return;
        }
        pool.commit(drawId, _commitment(drawId, secret), closeTime, address(token), prizes);
        _closeAndSeal(drawId, closeTime, secret);
        _mine(2);
        pool.reveal(drawId, secret);
        assertEq(token.balanceOf(address(distributor)) - paidBefore, total);
        assertEq(pool.availableOf(address(token)), available - total);
        assertEq(pool.reservedOf(address(token)), 0);
    }

    function _onlyCommittedSecret(bytes32 secret, bytes32 other) private {
        vm.assume(secret != other);
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        pool.commit(1, _commitment(1, secret), closeTime, address(token), _prizes());
        vm.warp(closeTime);
        vm.expectRevert(FomoPrizePool.WrongSecret.selector);
        pool.seal(1, other); // the seal takes only the committed secret
        pool.seal(1, secret);
        _mine(2);
        vm.expectRevert(FomoPrizePool.WrongSecret.selector);
        pool.reveal(1, other);
        pool.reveal(1, secret);
        assertEq(uint8(pool.drawOf(1).state), uint8(FomoPrizePool.DrawState.Revealed));
    }

    function _onlyInWindow(uint256 offset) private {
        uint256 snapshot = vm.snapshotState();
        uint64 target = _closeAndSeal(1, _commit(1));
        vm.roll(target + offset);
        uint64 last = target + pool.REVEAL_WINDOW();
        if (offset == 0) {
            vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.TargetBlockAhead.selector, target));
        } else if (offset > pool.REVEAL_WINDOW()) {
            vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.RevealWindowOver.selector, last));
        }
        pool.reveal(1, SECRET);
        bool accepted = offset >= 1 && offset <= pool.REVEAL_WINDOW();
        assertEq(token.balanceOf(address(distributor)), accepted ? 160e18 : 0);
        vm.revertToState(snapshot);
    }
}
