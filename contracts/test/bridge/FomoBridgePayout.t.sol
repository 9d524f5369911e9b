// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {BridgeBase} from "./BridgeBase.sol";

/// @notice FomoBridge's payouts (once per source transfer, operator only, within the daily cap) and
/// its admin functions.
contract FomoBridgePayoutTest is BridgeBase {
    bytes32 private constant TX = keccak256("source tx");

    event Transferred(
        bytes32 indexed key,
        address indexed recipient,
        address indexed token,
        uint256 amount,
        uint256 nonce,
        bytes32 sourceTxHash
    );
    event TokenListed(address indexed token, address indexed remoteToken, uint256 serviceBps, uint256 dailyCap);
    event TokenDelisted(address indexed token);
    event InventoryWithdrawn(address indexed token, address indexed to, uint256 amount);
    event OperatorChanged(address indexed operator);

    // ------------------------------------------------------------------ transferToken

    function test_TransferToken_PaysTheLocalTwin() public {
        bytes32 key = bridge.transferKey(3);
        assertEq(key, keccak256(abi.encode(PEER, uint256(3))));
        vm.expectEmit(address(bridge));
        emit Transferred(key, bob, address(aura), 5e18, 3, TX);
        _pay(bob, 5e18, TX, 3);
        assertEq(aura.balanceOf(bob), 5e18);
        assertEq(aura.balanceOf(address(bridge)), INVENTORY - 5e18);
        assertTrue(bridge.hashs(key));
        (,,, uint256 used) = bridge.tokenConfig(address(aura));
        assertGe(used, 5e18); // rounded up to a unit of the cap, cap / (2^30 - 1)
        assertLe(used, 5e18 + CAP / 1e9);
    }

    function test_TransferToken_RevertWhen_SecondPayout() public {
        _pay(bob, 5e18, TX, 3);
        bytes32 key = bridge.transferKey(3);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.AlreadyTransferred.selector, key));
        _pay(bob, 5e18, TX, 3);
        // not to another recipient, not for another amount, not another day either
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.AlreadyTransferred.selector, key));
        _pay(alice, 1, TX, 3);
        assertEq(aura.balanceOf(bob), 5e18);
    }

    /// @dev Two collections in one source transaction have two nonces: both pay.
    function test_TransferToken_TwoNoncesOfOneTransactionPay() public {
        _pay(bob, 1e18, TX, 3);
        _pay(bob, 1e18, TX, 4);
        assertEq(aura.balanceOf(bob), 2e18);
    }

    function test_TransferToken_RevertWhen_NotOperator() public {
        vm.prank(alice);
        vm.expectRevert(FomoBridge.NotOperator.selector);
        bridge.transferToken(REMOTE_AURA, alice, 1, 0, TX);
        vm.expectRevert(FomoBridge.NotOperator.selector); // not even the admin
        bridge.transferToken(REMOTE_AURA, alice, 1, 0, TX);
        vm.prank(signer);
        vm.expectRevert(FomoBridge.NotOperator.selector);
        bridge.transferToken(REMOTE_AURA, alice, 1, 0, TX);
    }

    function test_TransferToken_RevertWhen_OverTheDailyCap() public {
        _pay(bob, CAP / 2, TX, 0);
        (,,, uint256 used) = bridge.tokenConfig(address(aura));
        uint256 left = CAP - used;
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), left));
        _pay(bob, CAP / 2 + 1, TX, 1);
        _pay(bob, left, TX, 2); // what was left: the cap, to a unit
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 3);
        assertLe(aura.balanceOf(bob), CAP);
        assertGt(aura.balanceOf(bob) + CAP / 1e9, CAP);
    }

    function test_TransferToken_CapComesBackAfterTheWindow() public {
        _pay(bob, CAP, TX, 0);
        vm.warp(block.timestamp + 24 hours - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 1);
        vm.warp(block.timestamp + 8 hours + 1); // 32 hours after: every period of the payout has passed
        _pay(bob, CAP, TX, 1);
        assertEq(aura.balanceOf(bob), 2 * CAP);
    }

    function test_TransferToken_LoweredCapKeepsTheShareUsed() public {
        _pay(bob, CAP, TX, 0);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, 5);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 1);
    }

    function test_TransferToken_RevertWhen_SourceTokenNotPaired() public {
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, address(aura)));
        bridge.transferToken(address(aura), bob, 1, 0, TX); // the local address is not a source token
    }

    function test_TransferToken_RevertWhen_Delisted() public {
        bridge.delistToken(address(aura));
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, REMOTE_AURA));
        _pay(bob, 1, TX, 0);
    }

    function test_TransferToken_RevertWhen_ZeroRecipientOrAmount() public {
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        _pay(address(0), 1, TX, 0);
        vm.expectRevert(FomoBridge.ZeroAmount.selector);
        _pay(bob, 0, TX, 0);
    }

    function test_TransferToken_RevertWhen_Paused() public {
        vm.prank(operator);
        bridge.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _pay(bob, 1, TX, 0);
    }

    function test_TransferToken_RevertWhen_InventoryShort() public {
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, type(uint96).max);
        vm.expectRevert(); // the token's own balance error: nothing is recorded
        _pay(bob, INVENTORY + 1, TX, 0);
        assertFalse(bridge.hashs(bridge.transferKey(0)));
    }

    // ------------------------------------------------------------------ listing

    function test_CollectionTokenInit_ListsAndPairs() public {
        TestERC20 usdt = new TestERC20("Tether", "USDT", 18);
        vm.expectEmit(address(bridge));
        emit TokenListed(address(usdt), address(0x056D), 10, 7);
        bridge.collectionTokenInit(address(usdt), address(0x056D), 10, 7);
        (bool listed, uint256 serviceBps, uint256 cap, uint256 paid) = bridge.tokenConfig(address(usdt));
        assertTrue(listed);
        assertEq(serviceBps, 10);
        assertEq(cap, 7);
        assertEq(paid, 0);
        assertEq(bridge.localTokenOf(address(0x056D)), address(usdt));
        assertEq(bridge.remoteTokenOf(address(usdt)), address(0x056D));
    }

    function test_CollectionTokenInit_RepairingDropsTheOldTwin() public {
        bridge.collectionTokenInit(address(aura), address(0xB0B), SERVICE_BPS, CAP);
        assertEq(bridge.localTokenOf(REMOTE_AURA), address(0));
        assertEq(bridge.localTokenOf(address(0xB0B)), address(aura));
    }

    function test_CollectionTokenInit_RevertWhen_RemoteTokenTaken() public {
        TestERC20 usdt = new TestERC20("Tether", "USDT", 18);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.RemoteTokenTaken.selector, address(aura)));
        bridge.collectionTokenInit(address(usdt), REMOTE_AURA, SERVICE_BPS, CAP);
    }

    function test_CollectionTokenInit_RevertWhen_BadTerms() public {
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.RateTooHigh.selector, 1_001));
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, 1_001, CAP);
        vm.expectRevert(FomoBridge.CapTooLarge.selector);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, uint256(type(uint96).max) + 1);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        bridge.collectionTokenInit(address(0), REMOTE_AURA, SERVICE_BPS, CAP);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        bridge.collectionTokenInit(address(aura), address(0), SERVICE_BPS, CAP);
    }

    function test_CollectionTokenInit_RevertWhen_NotAdmin() public {
        _expectUnauthorized(operator, bridge.ADMIN_ROLE());
        vm.prank(operator);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, type(uint96).max);
    }

    function test_DelistToken() public {
        vm.expectEmit(address(bridge));
        emit TokenDelisted(address(aura));
        bridge.delistToken(address(aura));
        (bool listed,, uint256 cap,) = bridge.tokenConfig(address(aura));
        assertFalse(listed);
        assertEq(cap, 0);
        assertEq(bridge.localTokenOf(REMOTE_AURA), address(0));
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, address(aura)));
        bridge.delistToken(address(aura));
    }

    function test_DelistToken_RevertWhen_NotAdmin() public {
        _expectUnauthorized(alice, bridge.ADMIN_ROLE());
        vm.prank(alice);
        bridge.delistToken(address(aura));
    }

    // ------------------------------------------------------------------ keys, rates, pause

    function test_SetOperator() public {
        vm.expectEmit(address(bridge));
        emit OperatorChanged(bob);
        bridge.setOperator(bob);
        vm.expectRevert(FomoBridge.NotOperator.selector);
        _pay(bob, 1, TX, 0); // the old operator
        vm.prank(bob);
        bridge.transferToken(REMOTE_AURA, bob, 1, 0, TX);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        bridge.setOperator(address(0));
    }

    function test_SetOperator_RevertWhen_NotAdmin() public {
        _expectUnauthorized(operator, bridge.ADMIN_ROLE());
        vm.prank(operator);
        bridge.setOperator(operator);
    }

    function test_SetSigner_RevertWhen_NotAdminOrZero() public {
        _expectUnauthorized(signer, bridge.ADMIN_ROLE());
        vm.prank(signer);
        bridge.setSigner(bob);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        bridge.setSigner(address(0));
    }

    function test_SetDestroyRate() public {
        bridge.setDestroyRate(5_000);
        assertEq(bridge.destroyBps(), 5_000);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.RateTooHigh.selector, 5_001));
        bridge.setDestroyRate(5_001);
        _expectUnauthorized(operator, bridge.ADMIN_ROLE());
        vm.prank(operator);
        bridge.setDestroyRate(0);
    }

    function test_Pause_OperatorStopsButCannotRestart() public {
        vm.prank(operator);
        bridge.pause();
        assertTrue(bridge.paused());
        _expectUnauthorized(operator, bridge.ADMIN_ROLE());
        vm.prank(operator);
        bridge.unpause();
        bridge.unpause();
        assertFalse(bridge.paused());
    }

    function test_Pause_RevertWhen_Stranger() public {
        _expectUnauthorized(alice, bridge.ADMIN_ROLE());
        vm.prank(alice);
        bridge.pause();
    }

    // ------------------------------------------------------------------ inventory

    function test_WithdrawInventory_CountsAgainstTheCap() public {
        vm.expectEmit(address(bridge));
        emit InventoryWithdrawn(address(aura), bob, CAP - 1);
        bridge.withdrawInventory(address(aura), bob, CAP - 1);
        assertEq(aura.balanceOf(bob), CAP - 1);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        _pay(bob, 1, TX, 0); // the withdrawal used the window's cap (1 wei short is a whole unit)
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.DailyCapExceeded.selector, address(aura), 0));
        bridge.withdrawInventory(address(aura), bob, 1);
    }

    function test_WithdrawInventory_RevertWhen_NotListedZeroOrStranger() public {
        TestERC20 stray = new TestERC20("Stray", "STR", 18);
        stray.mint(address(bridge), 1);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, address(stray)));
        bridge.withdrawInventory(address(stray), bob, 1);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        bridge.withdrawInventory(address(aura), address(0), 1);
        vm.expectRevert(FomoBridge.ZeroAmount.selector);
        bridge.withdrawInventory(address(aura), bob, 0);
        _expectUnauthorized(operator, bridge.ADMIN_ROLE());
        vm.prank(operator);
        bridge.withdrawInventory(address(aura), operator, 1);
    }
}
