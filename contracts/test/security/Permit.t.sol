// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {FomoERC20} from "../../src/FomoERC20.sol";

/// @notice EIP-2612 `permit` on the LP token at its edges: deadline boundary, replay, wrong
/// signer or spender, malformed and malleable (high-s) signatures, address(0) as owner, a chain
/// fork, the infinite allowance, and the front-running grief of `removeLiquidityWithPermit`.
contract PermitTest is Test {
    uint256 private constant SEED = 1e21;
    uint256 private constant VALUE = 1e18;
    uint256 private constant CHAIN_ID = 128; // HECO
    uint256 private constant FORK_CHAIN_ID = 56;
    /// @dev secp256k1's group order: s and n - s both verify, EIP-2 keeps only the lower one.
    uint256 private constant CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141;
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    Amm private fomo;
    IPairLike private pair;
    TestERC20 private tokenA;
    TestERC20 private tokenB;
    address private owner;
    uint256 private ownerKey;
    address private spender;

    function setUp() public {
        vm.chainId(CHAIN_ID);
        fomo = FomoDeployer.deploy(address(this));
        tokenA = new TestERC20("A", "A", 18);
        tokenB = new TestERC20("B", "B", 18);
        pair = IPairLike(fomo.factory.createPair(address(tokenA), address(tokenB)));
        (owner, ownerKey) = makeAddrAndKey("owner");
        spender = makeAddr("spender");
        tokenA.mint(address(pair), SEED);
        tokenB.mint(address(pair), SEED);
        pair.mint(owner);
    }

    function _sign(uint256 key, address signer, address to, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        bytes32 structHash = keccak256(abi.encode(pair.PERMIT_TYPEHASH(), signer, to, value, nonce, deadline));
        return vm.sign(key, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }

    function test_DomainSeparator_IsEip712() public view {
        bytes32 expected = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("FomoSwap LP"), keccak256("1"), CHAIN_ID, address(pair))
        );
        assertEq(pair.DOMAIN_SEPARATOR(), expected);
        assertEq(
            pair.PERMIT_TYPEHASH(),
            keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")
        );
        assertEq(pair.symbol(), "Fomo-LP");
    }

    function testFuzz_Permit(uint256 value, uint256 deadline) public {
        deadline = bound(deadline, block.timestamp, type(uint256).max);
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, value, 0, deadline);
        pair.permit(owner, spender, value, deadline, v, r, s);
        assertEq(pair.allowance(owner, spender), value);
        assertEq(pair.nonces(owner), 1);
    }

    function testFuzz_Permit_Fixed() public {
        testFuzz_Permit(VALUE, block.timestamp); // deadline == now is still valid
    }

    function test_Permit_RevertWhen_Expired() public {
        vm.warp(1000);
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp - 1);
        vm.expectRevert(FomoERC20.PermitExpired.selector);
        pair.permit(owner, spender, VALUE, block.timestamp - 1, v, r, s);
    }

    function test_Permit_RevertWhen_Replayed() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        pair.permit(owner, spender, VALUE, block.timestamp, v, r, s);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, spender, VALUE, block.timestamp, v, r, s);
    }

    function test_Permit_RevertWhen_SignedByAnother() public {
        (, uint256 otherKey) = makeAddrAndKey("other");
        (uint8 v, bytes32 r, bytes32 s) = _sign(otherKey, owner, spender, VALUE, 0, block.timestamp);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, spender, VALUE, block.timestamp, v, r, s);
    }

    function test_Permit_RevertWhen_SpenderOrValueChanged() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, address(this), VALUE, block.timestamp, v, r, s);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, spender, VALUE + 1, block.timestamp, v, r, s);
    }

    function test_Permit_RevertWhen_HighS() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        // the malleable twin: same signer for ecrecover, rejected by EIP-2
        bytes32 highS = bytes32(CURVE_ORDER - uint256(s));
        uint8 flippedV = v == 27 ? 28 : 27;
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                pair.DOMAIN_SEPARATOR(),
                keccak256(abi.encode(pair.PERMIT_TYPEHASH(), owner, spender, VALUE, 0, block.timestamp))
            )
        );
        assertEq(ecrecover(digest, flippedV, r, highS), owner);
        vm.expectRevert(FomoERC20.InvalidSignatureS.selector);
        pair.permit(owner, spender, VALUE, block.timestamp, flippedV, r, highS);
    }

    function test_Permit_RevertWhen_MalformedV() public {
        (, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        vm.expectRevert(FomoERC20.InvalidSignature.selector);
        pair.permit(owner, spender, VALUE, block.timestamp, 29, r, s);
    }

    function test_Permit_RevertWhen_OwnerIsZeroWithGarbage() public {
        // ecrecover answers address(0) for garbage: it must not pass as owner address(0),
        // which holds the locked MINIMUM_LIQUIDITY
        vm.expectRevert(FomoERC20.InvalidSignature.selector);
        pair.permit(address(0), spender, VALUE, block.timestamp, 27, bytes32(0), bytes32(uint256(1))); // r = 0: no signer
    }

    function test_LockedMinimumLiquidity_CannotBeMoved() public {
        assertEq(pair.balanceOf(address(0)), pair.MINIMUM_LIQUIDITY());
        vm.prank(address(0));
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.transfer(spender, 1);
    }

    function test_Permit_RevertWhen_ChainForked() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        bytes32 before = pair.DOMAIN_SEPARATOR();
        vm.chainId(FORK_CHAIN_ID);
        assertNotEq(uint256(pair.DOMAIN_SEPARATOR()), uint256(before));
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        pair.permit(owner, spender, VALUE, block.timestamp, v, r, s);
        // a signature for the fork's domain works there
        (v, r, s) = _sign(ownerKey, owner, spender, VALUE, 0, block.timestamp);
        pair.permit(owner, spender, VALUE, block.timestamp, v, r, s);
        assertEq(pair.allowance(owner, spender), VALUE);
    }

    function test_Permit_InfiniteAllowanceNeverDecreases() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, spender, type(uint256).max, 0, block.timestamp);
        pair.permit(owner, spender, type(uint256).max, block.timestamp, v, r, s);
        vm.prank(spender);
        pair.transferFrom(owner, spender, VALUE);
        assertEq(pair.allowance(owner, spender), type(uint256).max);
        assertEq(pair.balanceOf(spender), VALUE);
    }

    function test_RemoveLiquidityWithPermit_RevertWhen_PermitFrontRun() public {
        // V2's known grief: anyone can submit the signed permit first; the router call then
        // fails (the owner can still remove with the allowance the permit granted)
        uint256 liquidity = pair.balanceOf(owner) / 2;
        address router = address(fomo.router);
        (uint8 v, bytes32 r, bytes32 s) = _sign(ownerKey, owner, router, liquidity, 0, block.timestamp);
        pair.permit(owner, router, liquidity, block.timestamp, v, r, s); // the front-runner
        vm.prank(owner);
        vm.expectRevert(FomoERC20.InvalidSigner.selector);
        fomo.router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), liquidity, 0, 0, owner, block.timestamp, false, v, r, s
        );
        vm.prank(owner);
        fomo.router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 0, 0, owner, block.timestamp);
        assertEq(pair.allowance(owner, router), 0);
    }
}
