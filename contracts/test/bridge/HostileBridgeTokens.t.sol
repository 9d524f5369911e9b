// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Reenterer} from "../mining/HostileMiningTokens.t.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HookToken} from "../utils/tokens/HookToken.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {SenderFeeToken} from "../utils/tokens/SenderFeeToken.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice Hostile tokens against the bridge, even when listed: a token charging a fee on receiving
/// or on sending is refused (the bridge never emits a collection it did not keep), a false-returning token moves nothing and
/// records nothing, a token with no return value works, and a re-entering token is stopped by the guard.
contract HostileBridgeTokensTest is BridgeBase {
    bytes32 private constant TX = keccak256("source tx");

    function test_FeeOnTransferToken_CollectionRefused() public {
        FeeOnTransferToken token = new FeeOnTransferToken();
        _list(address(token), address(0xF0));
        token.mint(alice, AMOUNT);
        vm.prank(alice);
        token.approve(address(bridge), AMOUNT);
        CollectionLib.Collection memory c =
            _collectionOf(alice, address(token), AMOUNT, CollectionLib.code(bob, PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        uint256 kept = token.received(AMOUNT) - c.destroyAmount;
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.InexactTransfer.selector, kept));
        _send(c, v, r, s);
        assertFalse(bridge.nonceUsed(1)); // nothing happened
        assertEq(token.balanceOf(alice), AMOUNT);
    }

    function test_SenderFeeToken_CollectionRefused() public {
        // charged on top when the bridge sends the destroy amount: the bridge would keep less than it emits
        SenderFeeToken token = new SenderFeeToken();
        _list(address(token), address(0xF1));
        token.mint(alice, 2 * AMOUNT);
        vm.prank(alice);
        token.approve(address(bridge), type(uint256).max);
        CollectionLib.Collection memory c =
            _collectionOf(alice, address(token), AMOUNT, CollectionLib.code(bob, PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        uint256 kept = AMOUNT - c.destroyAmount - token.feeOn(c.destroyAmount);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.InexactTransfer.selector, kept));
        _send(c, v, r, s);
        assertEq(token.balanceOf(alice), 2 * AMOUNT);
    }

    function test_ReturnsFalseToken_CollectionRefused() public {
        ReturnsFalseToken token = new ReturnsFalseToken();
        _list(address(token), address(0xF2));
        token.mint(alice, AMOUNT);
        vm.prank(alice);
        token.approve(address(bridge), AMOUNT);
        token.setFailing(true);
        CollectionLib.Collection memory c =
            _collectionOf(alice, address(token), AMOUNT, CollectionLib.code(bob, PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(token)));
        _send(c, v, r, s);
        assertFalse(bridge.nonceUsed(1));
    }

    function test_ReturnsFalseToken_PayoutRecordsNothing() public {
        ReturnsFalseToken token = new ReturnsFalseToken();
        _list(address(token), address(0xF2));
        token.mint(address(bridge), AMOUNT);
        token.failFrom(address(bridge));
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(token)));
        bridge.transferToken(address(0xF2), bob, AMOUNT, 0, TX);
        assertFalse(bridge.hashs(bridge.transferKey(0))); // the relayer may retry
        (,,, uint256 paidToday) = bridge.tokenConfig(address(token));
        assertEq(paidToday, 0);
    }

    function test_NoReturnToken_CollectsAndPays() public {
        NoReturnToken token = new NoReturnToken();
        _list(address(token), address(0xF3));
        token.mint(alice, AMOUNT);
        vm.prank(alice);
        token.approve(address(bridge), AMOUNT);
        _collect(_collectionOf(alice, address(token), AMOUNT, CollectionLib.code(bob, PEER, 1)));
        vm.prank(operator);
        bridge.transferToken(address(0xF3), bob, 1e18, 0, TX);
        assertEq(token.balanceOf(bob), 1e18);
    }

    function test_ReenteringSender_CollectionBlockedByTheGuard() public {
        (HookToken token, Reenterer sender) = _hookedSender();
        CollectionLib.Collection memory c =
            _collectionOf(address(sender), address(token), AMOUNT, CollectionLib.code(bob, PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        bytes memory call = abi.encodeCall(
            FomoBridge.collectionToken, (c.token, c.amount, c.destroyAmount, DESTROY, c.deadline, c.code, v, r, s)
        );
        sender.arm(address(bridge), call); // re-sends the same collection from inside its transfer
        sender.call(address(bridge), call);
        assertEq(sender.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertFalse(sender.succeeded());
        assertTrue(bridge.nonceUsed(1)); // collected once
        assertEq(token.balanceOf(address(sender)), AMOUNT);
    }

    function test_ReenteringRecipient_PayoutBlockedByTheGuard() public {
        (HookToken token, Reenterer recipient) = _hookedSender();
        token.mint(address(bridge), 10 * AMOUNT);
        recipient.arm(
            address(bridge),
            abi.encodeCall(FomoBridge.transferToken, (address(0xF4), address(recipient), AMOUNT, 0, TX))
        );
        vm.prank(operator);
        bridge.transferToken(address(0xF4), address(recipient), AMOUNT, 0, TX);
        assertEq(recipient.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertEq(token.balanceOf(address(recipient)), 3 * AMOUNT);
    }

    // ------------------------------------------------------------------ helpers

    function _list(address token, address remote) private {
        bridge.collectionTokenInit(token, remote, SERVICE_BPS, CAP);
    }

    /// @dev A listed hook token and a hooked account holding 2 * AMOUNT of it, approving the bridge.
    function _hookedSender() private returns (HookToken token, Reenterer account) {
        token = new HookToken();
        _list(address(token), address(0xF4));
        account = new Reenterer();
        token.setHooked(address(account), true);
        token.mint(address(account), 2 * AMOUNT);
        vm.prank(address(account));
        token.approve(address(bridge), type(uint256).max);
    }
}
