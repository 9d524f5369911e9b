// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoERC20} from "../../src/FomoERC20.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice The LP token (FomoERC20 through a pair): metadata, transfers, allowances, and EIP-2612
/// permit with every way a signature can be wrong.
contract FomoERC20Test is UnitBase {
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);

    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    /// @dev The secp256k1 group order.
    uint256 private constant N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141;

    FomoPair internal pair;
    address internal owner;
    uint256 internal ownerKey;
    uint256 internal lp;

    function setUp() public override {
        super.setUp();
        (owner, ownerKey) = makeAddrAndKey("owner");
        (pair,) = _provide(token0, token1, 10e18, 10e18, address(this));
        lp = pair.balanceOf(address(this));
        pair.transfer(owner, 1e18);
    }

    // ------------------------------------------------------------------ metadata

    function test_Metadata() public view {
        assertEq(pair.name(), "FomoSwap LP");
        assertEq(pair.symbol(), "Fomo-LP");
        assertEq(pair.decimals(), 18);
        assertEq(pair.PERMIT_TYPEHASH(), PERMIT_TYPEHASH);
        assertEq(pair.DOMAIN_SEPARATOR(), _domainSeparator(address(pair), block.chainid));
    }

    function test_DomainSeparator_ChainIdChanges() public {
        bytes32 original = pair.DOMAIN_SEPARATOR();
        vm.chainId(56);
        assertEq(pair.DOMAIN_SEPARATOR(), _domainSeparator(address(pair), 56));
        assertNotEq(uint256(pair.DOMAIN_SEPARATOR()), uint256(original));
        vm.chainId(31337);
        assertEq(pair.DOMAIN_SEPARATOR(), original); // back on the deployment chain: the cached value
    }

    // ------------------------------------------------------------------ transfers

    function test_Approve() public {
        vm.expectEmit(address(pair));
        emit Approval(address(this), alice, 123);
        assertTrue(pair.approve(alice, 123));
        assertEq(pair.allowance(address(this), alice), 123);
    }

    function test_Transfer() public {
        vm.expectEmit(address(pair));
        emit Transfer(address(this), alice, 5);
        assertTrue(pair.transfer(alice, 5));
        assertEq(pair.balanceOf(alice), 5);
        assertEq(pair.balanceOf(address(this)), lp - 1e18 - 5);
    }

    function test_Transfer_RevertWhen_InsufficientBalance() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.transfer(bob, 1);
    }

    function test_Transfer_ToZeroAddressAddsToLockedBalance() public {
        pair.transfer(address(0), 7); // allowed, as V2
        assertEq(pair.balanceOf(address(0)), MINIMUM_LIQUIDITY + 7);
    }

    function test_TransferFrom() public {
        pair.approve(alice, 10);
        vm.prank(alice);
        assertTrue(pair.transferFrom(address(this), bob, 4));
        assertEq(pair.allowance(address(this), alice), 6);
        assertEq(pair.balanceOf(bob), 4);
    }

    function test_TransferFrom_MaxAllowanceNotDecreased() public {
        pair.approve(alice, type(uint256).max);
        vm.prank(alice);
        pair.transferFrom(address(this), bob, 4);
        assertEq(pair.allowance(address(this), alice), type(uint256).max);
    }

    function test_TransferFrom_RevertWhen_InsufficientAllowance() public {
        pair.approve(alice, 3);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.transferFrom(address(this), bob, 4);
    }

    function testFuzz_Transfer(address to, uint256 amount) public {
        _checkTransfer(to, amount);
    }

    function test_Transfer_FixedInput() public {
        _checkTransfer(bob, 1e17);
    }

    // ------------------------------------------------------------------ permit

    function test_Permit() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1e18, 0, deadline);
        vm.expectEmit(address(pair));
        emit Approval(owner, alice, 1e18);
        pair.permit(owner, alice, 1e18, deadline, v, r, s);
        assertEq(pair.allowance(owner, alice), 1e18);
        assertEq(pair.nonces(owner), 1);
    }

    function test_Permit_DeadlineNow() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, block.timestamp);
        pair.permit(owner, alice, 1, block.timestamp, v, r, s);
        assertEq(pair.allowance(owner, alice), 1);
    }

    function test_Permit_RevertWhen_Expired() public {
        uint256 deadline = block.timestamp - 1;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        vm.expectRevert(FomoERC20.PermitExpired.selector);
        pair.permit(owner, alice, 1, deadline, v, r, s);
    }

    function test_Permit_RevertWhen_WrongChainId() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        vm.chainId(128); // after a chain split the cached separator no longer applies
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, alice, 1, deadline, v, r, s);
    }

    function test_Permit_OnNewChainId() public {
        vm.chainId(128);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), 128, alice, 1, 0, deadline);
        pair.permit(owner, alice, 1, deadline, v, r, s);
        assertEq(pair.allowance(owner, alice), 1);
    }

    function test_Permit_RevertWhen_WrongContract() public {
        (FomoPair other,) = _provide(token1, token2, 1e18, 1e18, owner);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        other.permit(owner, alice, 1, deadline, v, r, s);
    }

    function test_Permit_RevertWhen_NonceReused() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        pair.permit(owner, alice, 1, deadline, v, r, s);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, alice, 1, deadline, v, r, s);
    }

    function test_Permit_RevertWhen_WrongOwner() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(bob, alice, 1, deadline, v, r, s);
    }

    function test_Permit_RevertWhen_HighS() public {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        // the malleable twin (n - s, flipped v) recovers the same signer; EIP-2 rejects it
        bytes32 highS = bytes32(N - uint256(s));
        uint8 flippedV = v == 27 ? 28 : 27;
        assertEq(ecrecover(_digest(address(pair), block.chainid, alice, 1, 0, deadline), flippedV, r, highS), owner);
        vm.expectRevert(FomoERC20.InvalidSignatureS.selector);
        pair.permit(owner, alice, 1, deadline, flippedV, r, highS);
    }

    function test_Permit_RevertWhen_ZeroRecovery() public {
        uint256 deadline = block.timestamp + 1 hours;
        (, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, alice, 1, 0, deadline);
        vm.expectRevert(FomoERC20.InvalidSignature.selector); // v = 0: ecrecover returns address(0)
        pair.permit(owner, alice, 1, deadline, 0, r, s);
        vm.expectRevert(FomoERC20.InvalidSignature.selector); // r = 0: no point, address(0) again
        pair.permit(owner, alice, 1, deadline, 27, bytes32(0), s);
    }

    function test_Permit_RevertWhen_ZeroOwnerAndZeroRecovery() public {
        // owner address(0) with a garbage signature must not approve address(0)'s locked LP
        vm.expectRevert(FomoERC20.InvalidSignature.selector);
        pair.permit(address(0), alice, 1, block.timestamp, 0, bytes32(0), bytes32(0));
    }

    function testFuzz_Permit(uint256 value, uint256 deadline) public {
        _checkPermit(value, deadline);
    }

    function test_Permit_FixedInput() public {
        _checkPermit(type(uint256).max, block.timestamp + 20 minutes);
    }

    // ------------------------------------------------------------------ helpers

    function _checkTransfer(address to, uint256 amount) private {
        amount = bound(amount, 0, pair.balanceOf(address(this)));
        uint256 before = pair.balanceOf(to); // address(0) included: its locked LP stays counted
        pair.transfer(to, amount);
        if (to != address(this)) assertEq(pair.balanceOf(to), before + amount);
    }

    function _checkPermit(uint256 value, uint256 deadline) private {
        deadline = bound(deadline, block.timestamp, type(uint256).max);
        (uint8 v, bytes32 r, bytes32 s) = _sign(address(pair), block.chainid, bob, value, 0, deadline);
        pair.permit(owner, bob, value, deadline, v, r, s);
        assertEq(pair.allowance(owner, bob), value);
        assertEq(pair.nonces(owner), 1);
    }

    function _sign(address token, uint256 chainId, address spender, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        (v, r, s) = vm.sign(ownerKey, _digest(token, chainId, spender, value, nonce, deadline));
    }

    function _digest(address token, uint256 chainId, address spender, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encodePacked(
                "\x19\x01",
                _domainSeparator(token, chainId),
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonce, deadline))
            )
        );
    }

    function _domainSeparator(address token, uint256 chainId) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("FomoSwap LP"),
                keccak256("1"),
                chainId,
                token
            )
        );
    }
}
