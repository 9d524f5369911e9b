// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {BridgeBase} from "./BridgeBase.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice FomoBridge's collections: what they move and emit, and every way a signed collection is
/// refused (each signed field changed in turn, replay, other chain or contract, malformed signatures).
contract FomoBridgeCollectionTest is BridgeBase {
    uint256 private constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    event Collected(
        address indexed sender,
        address indexed token,
        bytes32 indexed code,
        address recipient,
        uint256 targetChainId,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        uint256 nonce
    );
    event CollectionVoided(uint256 indexed nonce);

    function test_Constructor_SetsTermsAndRoles() public view {
        assertTrue(bridge.hasRole(bridge.DEFAULT_ADMIN_ROLE(), address(this)));
        assertTrue(bridge.hasRole(bridge.ADMIN_ROLE(), address(this)));
        assertEq(bridge.signer(), signer);
        assertEq(bridge.operator(), operator);
        assertEq(bridge.destroyAddress(), DESTROY);
        assertEq(bridge.peerChainId(), PEER);
        assertEq(bridge.destroyBps(), DESTROY_BPS);
    }

    function test_Constructor_RevertWhen_ZeroAddressOrBadPeer() public {
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        new FomoBridge(address(0), signer, operator, DESTROY, PEER, 0);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        new FomoBridge(address(this), address(0), operator, DESTROY, PEER, 0);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        new FomoBridge(address(this), signer, address(0), DESTROY, PEER, 0);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        new FomoBridge(address(this), signer, operator, address(0), PEER, 0);
        vm.expectRevert(FomoBridge.InvalidPeerChain.selector);
        new FomoBridge(address(this), signer, operator, DESTROY, CHAIN, 0);
        vm.expectRevert(FomoBridge.InvalidPeerChain.selector);
        new FomoBridge(address(this), signer, operator, DESTROY, 0, 0);
        vm.expectRevert(FomoBridge.InvalidPeerChain.selector);
        new FomoBridge(address(this), signer, operator, DESTROY, uint256(type(uint32).max) + 1, 0);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.RateTooHigh.selector, 5_001));
        new FomoBridge(address(this), signer, operator, DESTROY, PEER, 5_001);
    }

    // ------------------------------------------------------------------ a collection

    function test_CollectionToken_MovesTheTokensAndEmits() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        assertEq(c.destroyAmount, 20e18);
        assertEq(c.fee, 3e18);
        uint256 bridgeBefore = aura.balanceOf(address(bridge));
        uint256 aliceBefore = aura.balanceOf(alice);
        vm.expectEmit(address(bridge));
        emit Collected(alice, address(aura), c.code, bob, PEER, AMOUNT, 20e18, 3e18, 7);
        _collect(c);
        assertEq(aliceBefore - aura.balanceOf(alice), AMOUNT);
        assertEq(aura.balanceOf(address(bridge)) - bridgeBefore, AMOUNT - 20e18);
        assertEq(aura.balanceOf(DESTROY), 1 + 20e18);
        assertEq(bridge.nonces(0), 1 << 7);
        assertTrue(bridge.nonceUsed(7));
        assertFalse(bridge.nonceUsed(6));
    }

    function test_CollectionToken_SetsTheNonceBitOfItsWord() public {
        _collect(_collection(AMOUNT, 256 + 255));
        _collect(_collection(AMOUNT, 256));
        assertEq(bridge.nonces(0), 0);
        assertEq(bridge.nonces(1), (1 << 255) | 1);
        assertTrue(bridge.nonceUsed(511));
        assertFalse(bridge.nonceUsed(255));
        _collect(_collection(AMOUNT, type(uint64).max));
        assertEq(bridge.nonces(type(uint64).max >> 8), 1 << 255);
    }

    function test_CollectionToken_TwoOutstandingCodesOfOneSender_BothLand() public {
        CollectionLib.Collection memory first = _collection(AMOUNT, 7);
        CollectionLib.Collection memory second = _collection(2 * AMOUNT, 8);
        (uint8 v1, bytes32 r1, bytes32 s1) = _sign(first);
        (uint8 v2, bytes32 r2, bytes32 s2) = _sign(second);
        _send(second, v2, r2, s2); // in either order
        _send(first, v1, r1, s1);
        assertEq(bridge.nonces(0), (1 << 7) | (1 << 8));
        assertEq(aura.balanceOf(DESTROY), 1 + 20e18 + 40e18);
    }

    function test_CollectionToken_RevertWhen_NonceReused() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        _send(c, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(c, v, r, s); // replayed
        CollectionLib.Collection memory other = _collection(2 * AMOUNT); // a new signature, the same nonce
        (v, r, s) = _sign(other);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(other, v, r, s);
        // and by another sender: the nonces are global
        aura.mint(bob, AMOUNT);
        vm.prank(bob);
        aura.approve(address(bridge), AMOUNT);
        CollectionLib.Collection memory bobs =
            _collectionOf(bob, address(aura), AMOUNT, CollectionLib.code(alice, PEER, 7));
        (v, r, s) = _sign(bobs);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(bobs, v, r, s);
    }

    function test_CollectionToken_AtTheDeadline() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        c.deadline = block.timestamp;
        _collect(c);
        assertTrue(bridge.nonceUsed(7));
    }

    function test_CollectionToken_ZeroDestroyRateSendsNothingToDestroy() public {
        bridge.setDestroyRate(0);
        _collect(_collection(AMOUNT));
        assertEq(aura.balanceOf(DESTROY), 1);
    }

    function test_CollectionToken_RevertWhen_Expired() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        c.deadline = block.timestamp - 1;
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.CollectionExpired.selector, c.deadline));
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_Replayed() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        _send(c, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_OtherChain() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.chainId(97); // the same contract, seen on another chain: the domain separator changes
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_SignedForTheOtherChainsBridge() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, CollectionLib.digest(address(bridge), PEER, c));
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_OtherContract() public {
        FomoBridge other = new FomoBridge(address(this), signer, operator, DESTROY, PEER, DESTROY_BPS);
        other.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, CAP);
        vm.prank(alice);
        aura.approve(address(other), type(uint256).max);
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c); // for `bridge`
        vm.prank(alice);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        other.collectionToken(c.token, c.amount, c.destroyAmount, DESTROY, c.deadline, c.code, v, r, s);
    }

    function test_CollectionToken_RevertWhen_HighS() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        // the same signature's malleable twin recovers the signer too, and is refused
        bytes32 highS = bytes32(SECP256K1_N - uint256(s));
        uint8 flipped = v == 27 ? 28 : 27;
        assertEq(ecrecover(CollectionLib.digest(address(bridge), CHAIN, c), flipped, r, highS), signer);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, flipped, r, highS);
    }

    function test_CollectionToken_RevertWhen_ZeroRecovering() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (, bytes32 r, bytes32 s) = _sign(c);
        assertEq(ecrecover(CollectionLib.digest(address(bridge), CHAIN, c), 29, r, s), address(0));
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, 29, r, s);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, 27, bytes32(0), s);
    }

    function test_CollectionToken_RevertWhen_SignedByAnotherKey() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (, uint256 otherKey) = makeAddrAndKey("mallory");
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(otherKey, CollectionLib.digest(address(bridge), CHAIN, c));
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    // ------------------------------------------------------------------ each signed field changed in turn

    function test_CollectionToken_RevertWhen_SenderChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        aura.mint(bob, AMOUNT);
        vm.prank(bob);
        aura.approve(address(bridge), AMOUNT);
        c.sender = bob; // bob sends alice's signed collection
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_TokenChanged() public {
        TestERC20 usdt = new TestERC20("Tether", "USDT", 18);
        bridge.collectionTokenInit(address(usdt), address(0x056D), SERVICE_BPS, CAP);
        usdt.mint(alice, AMOUNT);
        vm.prank(alice);
        usdt.approve(address(bridge), AMOUNT);
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.token = address(usdt);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_AmountChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.amount = AMOUNT + 1; // the same destroy amount and fee, rounded down
        assertEq(_collection(AMOUNT + 1).destroyAmount, c.destroyAmount);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_DestroyAmountChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        CollectionLib.Collection memory signed = _collection(AMOUNT);
        signed.destroyAmount = c.destroyAmount - 1;
        (uint8 v, bytes32 r, bytes32 s) = _sign(signed);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s); // the contract's destroy amount, not the signed one
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.WrongDestroyAmount.selector, c.destroyAmount));
        _send(signed, v, r, s); // the signed one, not the contract's
    }

    function test_CollectionToken_RevertWhen_FeeChanged() public {
        CollectionLib.Collection memory signed = _collection(AMOUNT);
        signed.fee -= 1;
        (uint8 v, bytes32 r, bytes32 s) = _sign(signed);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(signed, v, r, s);
    }

    function test_CollectionToken_RevertWhen_ServiceRateChangedAfterSigning() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS + 1, CAP);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_CodeRecipientChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.code = CollectionLib.code(makeAddr("mallory"), PEER, 7);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_CodeSaltChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.code = CollectionLib.code(bob, PEER, 8);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_CodeTargetChainChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.code = CollectionLib.code(bob, 97, 7);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.WrongTargetChain.selector, 97));
        _send(c, v, r, s);
        // even signed, a code for a chain other than the peer is refused
        (v, r, s) = _sign(c);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.WrongTargetChain.selector, 97));
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_NonceChanged() public {
        CollectionLib.Collection memory signed = _collection(AMOUNT);
        signed.nonce = 8; // the code says 7
        (uint8 v, bytes32 r, bytes32 s) = _sign(signed);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(signed, v, r, s);
    }

    function test_CollectionToken_RevertWhen_DeadlineChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        c.deadline += 1;
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    // ------------------------------------------------------------------ other refusals

    function test_CollectionToken_RevertWhen_WrongDestroyAddress() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.WrongDestroyAddress.selector, DESTROY));
        bridge.collectionToken(c.token, c.amount, c.destroyAmount, bob, c.deadline, c.code, v, r, s);
    }

    function test_CollectionToken_RevertWhen_TokenNotListed() public {
        TestERC20 phantom = new TestERC20("Phantom", "PHM", 18);
        phantom.mint(alice, AMOUNT);
        vm.prank(alice);
        phantom.approve(address(bridge), AMOUNT);
        CollectionLib.Collection memory c =
            _collectionOf(alice, address(phantom), AMOUNT, CollectionLib.code(bob, PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c); // even signed
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, address(phantom)));
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_ZeroRecipient() public {
        CollectionLib.Collection memory c =
            _collectionOf(alice, address(aura), AMOUNT, CollectionLib.code(address(0), PEER, 1));
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.expectRevert(FomoBridge.ZeroAddress.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_NothingArrives() public {
        CollectionLib.Collection memory c = _collection(0);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.expectRevert(FomoBridge.ZeroAmount.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_Paused() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        bridge.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _send(c, v, r, s);
    }

    function test_CollectionToken_RevertWhen_SignerChanged() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        bridge.setSigner(bob);
        vm.expectRevert(FomoBridge.InvalidSignature.selector);
        _send(c, v, r, s);
    }

    // ------------------------------------------------------------------ voiding

    function test_VoidCollection_ByOperator_RefusesWhatWasSigned() public {
        CollectionLib.Collection memory c = _collection(AMOUNT);
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        vm.expectEmit(address(bridge));
        emit CollectionVoided(7);
        vm.prank(operator);
        bridge.voidCollection(7);
        assertTrue(bridge.nonceUsed(7));
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(c, v, r, s);
    }

    function test_VoidCollection_BySigner() public {
        vm.prank(signer);
        bridge.voidCollection(7);
        assertEq(bridge.nonces(0), 1 << 7);
    }

    function test_VoidCollection_LeavesTheSendersOtherCodes() public {
        CollectionLib.Collection memory kept = _collection(AMOUNT, 8);
        (uint8 v, bytes32 r, bytes32 s) = _sign(kept);
        vm.prank(operator);
        bridge.voidCollection(7);
        _send(kept, v, r, s);
        assertEq(bridge.nonces(0), (1 << 7) | (1 << 8));
    }

    function test_VoidCollection_RevertWhen_NotOperatorOrSigner() public {
        vm.prank(alice);
        vm.expectRevert(FomoBridge.NotOperatorOrSigner.selector);
        bridge.voidCollection(7);
        vm.expectRevert(FomoBridge.NotOperatorOrSigner.selector); // not even the admin
        bridge.voidCollection(7);
        assertFalse(bridge.nonceUsed(7));
        _collect(_collection(AMOUNT)); // still lands
    }

    function test_VoidCollection_RevertWhen_TheCollectionLanded() public {
        _collect(_collection(AMOUNT));
        vm.prank(operator);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        bridge.voidCollection(7);
    }

    function test_VoidCollection_RevertWhen_AlreadyVoided() public {
        vm.prank(operator);
        bridge.voidCollection(7);
        vm.prank(signer);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        bridge.voidCollection(7);
    }

    function test_TwoCodesSignedForOneNonce_OnlyOneLands() public {
        CollectionLib.Collection memory first = _collection(AMOUNT);
        CollectionLib.Collection memory second =
            _collectionOf(alice, address(aura), AMOUNT, CollectionLib.code(makeAddr("carol"), PEER, 7));
        (uint8 v2, bytes32 r2, bytes32 s2) = _sign(second);
        _collect(first);
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.NonceUsed.selector, 7));
        _send(second, v2, r2, s2);
    }

    // ------------------------------------------------------------------ views

    function test_DomainAndDigestMatchTheStandard() public view {
        assertEq(bridge.DOMAIN_SEPARATOR(), CollectionLib.domainSeparator(address(bridge), CHAIN));
        CollectionLib.Collection memory c = _collection(AMOUNT);
        assertEq(
            bridge.collectionDigest(c.sender, c.token, c.amount, c.destroyAmount, c.fee, c.code, c.nonce, c.deadline),
            CollectionLib.digest(address(bridge), CHAIN, c)
        );
        assertEq(bridge.COLLECTION_TYPEHASH(), CollectionLib.COLLECTION_TYPEHASH);
    }

    function test_DecodeCode() public view {
        (address recipient, uint256 targetChainId, uint256 nonce) =
            bridge.decodeCode(CollectionLib.code(bob, PEER, type(uint64).max));
        assertEq(recipient, bob);
        assertEq(targetChainId, PEER);
        assertEq(nonce, type(uint64).max);
    }

    function test_Quote() public view {
        (uint256 destroyAmount, uint256 fee, uint256 payout) = bridge.quote(address(aura), 12_345);
        assertEq(destroyAmount, 246); // 12345 * 200 / 10000 = 246.9, rounded down
        assertEq(fee, 37); // 12345 * 30 / 10000 = 37.035
        assertEq(payout, 12_345 - 246 - 37);
    }

    function test_Quote_RevertWhen_NotListed() public {
        vm.expectRevert(abi.encodeWithSelector(FomoBridge.TokenNotListed.selector, bob));
        bridge.quote(bob, 1);
    }
}
