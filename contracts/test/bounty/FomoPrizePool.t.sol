// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {PrizePoolBase} from "./PrizePoolBase.sol";

/// @notice FomoPrizePool's funding and draws: commit before close, seal after it, reveal within
/// the window with the committed secret (once), or void; the seed mixes the secret with the
/// target block's hash; prizes are reserved at commit and go to the distributor at reveal.
contract FomoPrizePoolTest is PrizePoolBase {
    event PoolFunded(address indexed token, address indexed from, uint256 amount, uint256 pool);
    event DrawCommitted(
        uint256 indexed drawId, address indexed token, bytes32 commitment, uint64 closeTime, uint256[] prizes
    );
    event DrawSealed(uint256 indexed drawId, uint64 targetBlock);
    event DrawRevealed(uint256 indexed drawId, bytes32 seed, bytes32 secret, uint256 total);
    event DrawVoided(uint256 indexed drawId);

    // ------------------------------------------------------------------ constructor, fund

    function test_Constructor_GrantsRoles() public {
        FomoPrizePool fresh = new FomoPrizePool(alice, address(distributor));
        assertTrue(fresh.hasRole(fresh.DEFAULT_ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.OPERATOR_ROLE(), alice));
        assertFalse(fresh.hasRole(fresh.OPERATOR_ROLE(), address(this)));
        assertEq(fresh.distributor(), address(distributor));
    }

    function test_Constructor_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoPrizePool.ZeroAddress.selector);
        new FomoPrizePool(address(0), address(distributor));
        vm.expectRevert(FomoPrizePool.ZeroAddress.selector);
        new FomoPrizePool(address(this), address(0));
    }

    function test_Fund_AnyoneAddsToThePool() public {
        token.mint(alice, 5e18);
        vm.startPrank(alice);
        token.approve(address(pool), 5e18);
        vm.expectEmit(address(pool));
        emit PoolFunded(address(token), alice, 5e18, POOL + 5e18);
        pool.fund(address(token), 5e18);
        vm.stopPrank();
        assertEq(pool.poolOf(address(token)), POOL + 5e18);
        assertEq(pool.availableOf(address(token)), POOL + 5e18);
        assertEq(token.balanceOf(address(pool)), POOL + 5e18);
    }

    function test_Fund_RevertWhen_ZeroAmount() public {
        vm.expectRevert(FomoPrizePool.ZeroAmount.selector);
        pool.fund(address(token), 0);
    }

    // ------------------------------------------------------------------ commit

    function test_Commit_ReservesThePrizes() public {
        uint64 closeTime = uint64(START) + HOUR;
        bytes32 commitment = _commitment(1, SECRET);
        vm.expectEmit(address(pool));
        emit DrawCommitted(1, address(token), commitment, closeTime, _prizes());
        pool.commit(1, commitment, closeTime, address(token), _prizes());
        FomoPrizePool.Draw memory d = pool.drawOf(1);
        assertEq(d.commitment, commitment);
        assertEq(d.token, address(token));
        assertEq(d.closeTime, closeTime);
        assertEq(uint8(d.state), uint8(FomoPrizePool.DrawState.Committed));
        assertEq(d.total, 160e18);
        assertEq(pool.reservedOf(address(token)), 160e18);
        assertEq(pool.availableOf(address(token)), POOL - 160e18);
        assertEq(pool.poolOf(address(token)), POOL);
    }

    function test_Commit_RevertWhen_NotOperator() public {
        uint64 closeTime = uint64(START) + HOUR;
        bytes32 commitment = _commitment(1, SECRET);
        uint256[] memory prizes = _prizes();
        bytes32 role = pool.OPERATOR_ROLE();
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, alice, role));
        vm.prank(alice);
        pool.commit(1, commitment, closeTime, address(token), prizes);
    }

    function test_Commit_RevertWhen_AfterClose() public {
        uint64 closeTime = uint64(START);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.CloseTimePassed.selector, closeTime));
        pool.commit(1, _commitment(1, SECRET), closeTime, address(token), _prizes());
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.CloseTimePassed.selector, closeTime - 1));
        pool.commit(1, _commitment(1, SECRET), closeTime - 1, address(token), _prizes());
    }

    function test_Commit_RevertWhen_CloseTooFar() public {
        uint64 latest = uint64(START) + pool.MAX_OPEN();
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.CloseTimeTooFar.selector, latest + 1, latest));
        pool.commit(1, _commitment(1, SECRET), latest + 1, address(token), _prizes());
        pool.commit(1, _commitment(1, SECRET), latest, address(token), _prizes()); // a year ahead is fine
    }

    function test_Commit_RevertWhen_DrawExists() public {
        _commit(1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.DrawExists.selector, 1));
        pool.commit(1, _commitment(1, keccak256("another")), uint64(START) + 2 * HOUR, address(token), _prizes());
        assertEq(pool.drawOf(1).commitment, _commitment(1, SECRET)); // the first commitment stands
    }

    function test_Commit_RevertWhen_ZeroCommitment() public {
        vm.expectRevert(FomoPrizePool.ZeroCommitment.selector);
        pool.commit(1, bytes32(0), uint64(START) + HOUR, address(token), _prizes());
    }

    function test_Commit_RevertWhen_InvalidPrizes() public {
        uint64 closeTime = uint64(START) + HOUR;
        vm.expectRevert(FomoPrizePool.InvalidPrizes.selector);
        pool.commit(1, _commitment(1, SECRET), closeTime, address(token), new uint256[](0));
        uint256[] memory withZero = _prizes();
        withZero[1] = 0;
        vm.expectRevert(FomoPrizePool.InvalidPrizes.selector);
        pool.commit(1, _commitment(1, SECRET), closeTime, address(token), withZero);
        uint256[] memory tooMany = new uint256[](pool.MAX_PRIZES() + 1);
        for (uint256 i; i < tooMany.length; ++i) {
            tooMany[i] = 1;
        }
        vm.expectRevert(FomoPrizePool.InvalidPrizes.selector);
        pool.commit(1, _commitment(1, SECRET), closeTime, address(token), tooMany);
    }

    function test_Commit_RevertWhen_PoolTooSmall() public {
        _commit(1); // reserves 160e18
        uint256[] memory big = new uint256[](1);
        big[0] = POOL - 160e18 + 1;
        vm.expectRevert(
            abi.encodeWithSelector(FomoPrizePool.InsufficientPool.selector, address(token), POOL - 160e18, big[0])
        );
        pool.commit(2, _commitment(2, SECRET), uint64(START) + HOUR + 1, address(token), big);
        big[0] = POOL - 160e18; // exactly what is left is fine
        pool.commit(2, _commitment(2, SECRET), uint64(START) + HOUR + 1, address(token), big);
        assertEq(pool.availableOf(address(token)), 0);
    }

    // ------------------------------------------------------------------ seal

    function test_Seal_FixesTheNextBlock() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime);
        vm.expectEmit(address(pool));
        emit DrawSealed(1, uint64(START_BLOCK) + 1);
        pool.seal(1, SECRET); // the operator, publishing the secret
        assertEq(uint8(pool.drawOf(1).state), uint8(FomoPrizePool.DrawState.Sealed));
        assertEq(pool.drawOf(1).targetBlock, START_BLOCK + 1);
    }

    function test_Seal_RevertWhen_BeforeClose() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.DrawOpen.selector, closeTime));
        pool.seal(1, SECRET);
    }

    function test_Seal_RevertWhen_Twice() public {
        uint64 closeTime = _commit(1);
        _closeAndSeal(1, closeTime);
        _mine(2);
        vm.expectRevert(
            abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Sealed)
        );
        pool.seal(1, SECRET); // the target block cannot be moved to a friendlier one
    }

    function test_Seal_RevertWhen_PeriodOver() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime + pool.SEAL_PERIOD() + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.SealPeriodOver.selector, closeTime + pool.SEAL_PERIOD()));
        pool.seal(1, SECRET);
    }

    function test_Seal_RevertWhen_UnknownDraw() public {
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.UnknownDraw.selector, 7));
        pool.seal(7, SECRET);
    }

    // ------------------------------------------------------------------ reveal

    function test_Reveal_FixesTheSeedAndPaysTheDistributor() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        _mine(2);
        bytes32 seed = keccak256(abi.encode(SECRET, blockhash(target)));
        assertTrue(blockhash(target) != bytes32(0));
        vm.expectEmit(address(pool));
        emit DrawRevealed(1, seed, SECRET, 160e18);
        vm.prank(alice); // anyone holding the secret
        pool.reveal(1, SECRET);
        assertEq(uint8(pool.drawOf(1).state), uint8(FomoPrizePool.DrawState.Revealed));
        assertEq(token.balanceOf(address(distributor)), 160e18);
        assertEq(token.balanceOf(address(pool)), POOL - 160e18);
        assertEq(pool.poolOf(address(token)), POOL - 160e18);
        assertEq(pool.reservedOf(address(token)), 0);
    }

    /// @dev The seed depends on the target block's hash, which nobody knew at the commit or the seal.
    function test_Reveal_SeedFollowsTheTargetBlockHash() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        _mine(2);
        vm.setBlockhash(target, keccak256("one block hash"));
        vm.recordLogs();
        uint256 snapshot = vm.snapshotState();
        pool.reveal(1, SECRET);
        bytes32 seedA = abi.decode(vm.getRecordedLogs()[1].data, (bytes32));
        vm.revertToState(snapshot);
        vm.setBlockhash(target, keccak256("another block hash"));
        pool.reveal(1, SECRET);
        bytes32 seedB = abi.decode(vm.getRecordedLogs()[1].data, (bytes32));
        assertEq(seedA, keccak256(abi.encode(SECRET, keccak256("one block hash"))));
        assertEq(seedB, keccak256(abi.encode(SECRET, keccak256("another block hash"))));
        assertTrue(seedA != seedB);
    }

    function test_Reveal_RevertWhen_WrongSecret() public {
        _closeAndSeal(1, _commit(1));
        _mine(2);
        vm.expectRevert(FomoPrizePool.WrongSecret.selector);
        pool.reveal(1, keccak256("a friendlier secret"));
        vm.expectRevert(FomoPrizePool.WrongSecret.selector);
        pool.reveal(1, bytes32(0));
        pool.reveal(1, SECRET); // the committed one still opens it
    }

    /// @dev A commitment binds its draw id: the secret of draw 1 does not open draw 2 committed to it.
    function test_Reveal_RevertWhen_CommitmentOfAnotherDraw() public {
        uint64 closeTime = uint64(START) + HOUR;
        pool.commit(2, _commitment(1, SECRET), closeTime, address(token), _prizes());
        vm.warp(closeTime);
        vm.expectRevert(FomoPrizePool.WrongSecret.selector); // draw 1's commitment opens nothing here: at the seal
        pool.seal(2, SECRET);
    }

    function test_Reveal_RevertWhen_Twice() public {
        _closeAndSeal(1, _commit(1));
        _mine(2);
        pool.reveal(1, SECRET);
        vm.expectRevert(
            abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Revealed)
        );
        pool.reveal(1, SECRET);
        assertEq(token.balanceOf(address(distributor)), 160e18); // paid once
    }

    function test_Reveal_RevertWhen_BeforeClose() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.DrawOpen.selector, closeTime));
        pool.reveal(1, SECRET);
    }

    function test_Reveal_RevertWhen_NotSealed() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime);
        vm.expectRevert(
            abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Committed)
        );
        pool.reveal(1, SECRET);
    }

    function test_Reveal_RevertWhen_TargetBlockNotMined() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.TargetBlockAhead.selector, target));
        pool.reveal(1, SECRET);
        _mine(1); // the target block itself: its hash is not readable in it
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.TargetBlockAhead.selector, target));
        pool.reveal(1, SECRET);
        _mine(1);
        pool.reveal(1, SECRET);
    }

    function test_Reveal_LastBlockOfTheWindow() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        vm.roll(target + pool.REVEAL_WINDOW());
        pool.reveal(1, SECRET);
        assertEq(token.balanceOf(address(distributor)), 160e18);
    }

    function test_Reveal_RevertWhen_WindowOver() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        uint64 last = target + pool.REVEAL_WINDOW();
        vm.roll(last + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.RevealWindowOver.selector, last));
        pool.reveal(1, SECRET);
    }

    function test_Reveal_RevertWhen_Void() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        vm.roll(target + pool.REVEAL_WINDOW() + 1);
        pool.voidDraw(1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Void));
        pool.reveal(1, SECRET);
    }

    // ------------------------------------------------------------------ void

    /// @dev A withheld reveal voids the draw: its prizes return to the pool, nothing is paid.
    function test_VoidDraw_AfterTheWindow_ReturnsThePrizes() public {
        uint64 target = _closeAndSeal(1, _commit(1));
        vm.roll(target + pool.REVEAL_WINDOW());
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.DrawNotExpired.selector, 1));
        pool.voidDraw(1);
        vm.roll(target + pool.REVEAL_WINDOW() + 1);
        vm.expectEmit(address(pool));
        emit DrawVoided(1);
        vm.prank(alice); // anyone
        pool.voidDraw(1);
        assertEq(uint8(pool.drawOf(1).state), uint8(FomoPrizePool.DrawState.Void));
        assertEq(pool.reservedOf(address(token)), 0);
        assertEq(pool.availableOf(address(token)), POOL);
        assertEq(token.balanceOf(address(distributor)), 0);
    }

    function test_VoidDraw_Unsealed_AfterTheSealPeriod() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime + pool.SEAL_PERIOD());
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.DrawNotExpired.selector, 1));
        pool.voidDraw(1);
        vm.warp(closeTime + pool.SEAL_PERIOD() + 1);
        pool.voidDraw(1);
        assertEq(pool.availableOf(address(token)), POOL);
    }

    function test_VoidDraw_RevertWhen_Revealed() public {
        _closeAndSeal(1, _commit(1));
        _mine(2);
        pool.reveal(1, SECRET);
        vm.roll(block.number + 1_000);
        vm.expectRevert(
            abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Revealed)
        );
        pool.voidDraw(1);
    }

    function test_VoidDraw_RevertWhen_Twice() public {
        uint64 closeTime = _commit(1);
        vm.warp(closeTime + pool.SEAL_PERIOD() + 1);
        pool.voidDraw(1);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.WrongDrawState.selector, 1, FomoPrizePool.DrawState.Void));
        pool.voidDraw(1);
        assertEq(pool.availableOf(address(token)), POOL); // released once
    }
}
