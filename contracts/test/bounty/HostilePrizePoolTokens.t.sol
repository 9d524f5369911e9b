// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {Reenterer} from "../mining/HostileMiningTokens.t.sol";
import {HollowToken} from "../season/HostileSeasonTokens.t.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HookToken} from "../utils/tokens/HookToken.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {RevertingToken} from "../utils/tokens/RevertingToken.sol";
import {SenderFeeToken} from "../utils/tokens/SenderFeeToken.sol";
import {PrizePoolBase} from "./PrizePoolBase.sol";

/// @notice Hostile tokens in the prize pool: a token that delivers another amount than asked
/// (fee on receive, fee on send, nothing at all) is refused with nothing credited; a reverting or
/// false-returning token is refused and works again once fixed; a token without a return value
/// funds and pays; a token that breaks after funding cannot pay a reveal (the draw later voids)
/// while other tokens still pay; a re-entering funder is stopped by the guard.
contract HostilePrizePoolTokensTest is PrizePoolBase {
    function test_FeeOnReceive_IsRefused() public {
        FeeOnTransferToken fee = new FeeOnTransferToken();
        _hold(address(fee), 1e18);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.InexactTransfer.selector, 1e18, fee.received(1e18)));
        pool.fund(address(fee), 1e18);
        assertEq(pool.poolOf(address(fee)), 0);
        assertEq(fee.balanceOf(address(this)), 1e18);
    }

    /// @dev A fee on send funds exactly (the funder pays the fee) but would make a payout cost the
    /// pool more than the prize: the reveal is refused, the pool's balance stays whole, and the
    /// draw voids after its window.
    function test_FeeOnSend_RevealIsRefused() public {
        SenderFeeToken fee = new SenderFeeToken();
        _hold(address(fee), 3e18);
        pool.fund(address(fee), 2e18);
        uint256[] memory prizes = new uint256[](1);
        prizes[0] = 1e18;
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        pool.commit(1, _commitment(1, SECRET), closeTime, address(fee), prizes);
        _closeAndSeal(1, closeTime);
        _mine(2);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.InexactTransfer.selector, 1e18, 1e18 + fee.feeOn(1e18)));
        pool.reveal(1, SECRET);
        assertEq(fee.balanceOf(address(pool)), pool.poolOf(address(fee)));
        vm.roll(block.number + pool.REVEAL_WINDOW());
        pool.voidDraw(1);
        assertEq(pool.availableOf(address(fee)), 2e18);
    }

    function test_RevertWhen_NothingArrives() public {
        HollowToken hollow = new HollowToken();
        _hold(address(hollow), 1e18);
        vm.expectRevert(abi.encodeWithSelector(FomoPrizePool.InexactTransfer.selector, 1e18, 0));
        pool.fund(address(hollow), 1e18);
        assertEq(pool.poolOf(address(hollow)), 0);
    }

    function test_RevertingToken_IsRefusedCleanly() public {
        RevertingToken broken = new RevertingToken();
        _hold(address(broken), 1e18);
        broken.setBroken(true);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        pool.fund(address(broken), 1e18);
        assertEq(broken.balanceOf(address(this)), 1e18);
        broken.setBroken(false);
        pool.fund(address(broken), 1e18);
        assertEq(pool.poolOf(address(broken)), 1e18);
    }

    function test_ReturnsFalseToken_IsRefused() public {
        ReturnsFalseToken falsy = new ReturnsFalseToken();
        _hold(address(falsy), 1e18);
        falsy.setFailing(true);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(falsy)));
        pool.fund(address(falsy), 1e18);
        assertEq(pool.poolOf(address(falsy)), 0);
        falsy.setFailing(false);
        pool.fund(address(falsy), 1e18);
        assertEq(pool.poolOf(address(falsy)), 1e18);
    }

    /// @dev A token that returns nothing funds, and a draw of it pays the distributor.
    function test_NoReturnToken_FundsAndPays() public {
        NoReturnToken quiet = new NoReturnToken();
        quiet.mint(address(this), 1e18);
        quiet.approve(address(pool), 1e18);
        pool.fund(address(quiet), 1e18);
        uint256[] memory prizes = new uint256[](1);
        prizes[0] = 1e18;
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        pool.commit(1, _commitment(1, SECRET), closeTime, address(quiet), prizes);
        _closeAndSeal(1, closeTime);
        _mine(2);
        pool.reveal(1, SECRET);
        assertEq(quiet.balanceOf(address(distributor)), 1e18);
        assertEq(quiet.balanceOf(address(pool)), 0);
    }

    /// @dev A prize token that breaks after funding cannot be revealed: the draw stays sealed
    /// (nothing paid, nothing released), voids after its window, and another token's draw pays.
    function test_TokenBrokenAtReveal_DrawVoids() public {
        RevertingToken broken = new RevertingToken();
        _hold(address(broken), 1e18);
        pool.fund(address(broken), 1e18);
        uint256[] memory prizes = new uint256[](1);
        prizes[0] = 1e18;
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        pool.commit(1, _commitment(1, SECRET), closeTime, address(broken), prizes);
        pool.commit(2, _commitment(2, SECRET), closeTime + 1, address(token), prizes); // the next window
        vm.warp(closeTime + 1);
        pool.seal(1, SECRET);
        pool.seal(2, SECRET);
        _mine(2);
        broken.setBroken(true);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        pool.reveal(1, SECRET);
        pool.reveal(2, SECRET);
        assertEq(token.balanceOf(address(distributor)), 1e18);
        vm.roll(block.number + pool.REVEAL_WINDOW());
        pool.voidDraw(1);
        assertEq(pool.poolOf(address(broken)), 1e18);
        assertEq(pool.reservedOf(address(broken)), 0);
        assertEq(broken.balanceOf(address(pool)), 1e18);
    }

    function test_NotAToken_IsRefused() public {
        vm.expectRevert();
        pool.fund(makeAddr("no code"), 1e18);
        assertEq(pool.poolOf(makeAddr("no code")), 0);
    }

    /// @dev A funder whose token calls it back mid-transfer cannot fund twice in one call, nor have
    /// its re-entered transfer counted in the outer one.
    function test_ReentrantToken_IsStopped() public {
        HookToken hook = new HookToken();
        Reenterer attacker = new Reenterer();
        hook.mint(address(attacker), 2e18);
        attacker.call(address(hook), abi.encodeCall(hook.approve, (address(pool), type(uint256).max)));
        bytes memory fundCall = abi.encodeCall(FomoPrizePool.fund, (address(hook), 1e18));
        attacker.arm(address(pool), fundCall);
        hook.setHooked(address(attacker), true);
        attacker.call(address(pool), fundCall);
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertFalse(attacker.succeeded());
        assertEq(pool.poolOf(address(hook)), 1e18); // credited once
        assertEq(hook.balanceOf(address(pool)), 1e18);
    }

    /// @dev The distributor's hook re-entering reveal during the payout finds the draw revealed.
    function test_ReentrantReveal_PaysOnce() public {
        HookToken hook = new HookToken();
        _hold(address(hook), 1e18);
        pool.fund(address(hook), 1e18);
        Reenterer sink = new Reenterer();
        FomoPrizePool hooked = new FomoPrizePool(address(this), address(sink));
        hook.mint(address(this), 1e18);
        hook.approve(address(hooked), 1e18);
        hooked.fund(address(hook), 1e18);
        uint256[] memory prizes = new uint256[](1);
        prizes[0] = 1e18;
        uint64 closeTime = uint64(block.timestamp) + HOUR;
        hooked.commit(1, _commitment(1, SECRET), closeTime, address(hook), prizes);
        vm.warp(closeTime);
        hooked.seal(1, SECRET);
        _mine(2);
        sink.arm(address(hooked), abi.encodeCall(FomoPrizePool.reveal, (1, SECRET)));
        hook.setHooked(address(sink), true);
        hooked.reveal(1, SECRET);
        assertEq(sink.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertEq(hook.balanceOf(address(sink)), 1e18); // paid once
    }

    function _hold(address t, uint256 amount) private {
        FeeOnTransferToken(t).mint(address(this), amount);
        FeeOnTransferToken(t).approve(address(pool), type(uint256).max);
    }
}
