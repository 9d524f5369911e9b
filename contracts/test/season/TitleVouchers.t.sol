// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {TitleBase} from "./TitleBase.sol";

/// @notice Title vouchers on chain 56: minted only as signed (chain, contract, account, season,
/// tier, deadline) by the current signer, once; everything else is refused with nothing minted.
contract TitleVouchersTest is TitleBase {
    uint256 private constant CHAIN = 56;
    uint256 private constant OTHER_CHAIN = 128;
    uint256 private constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    function setUp() public override {
        vm.chainId(CHAIN);
        super.setUp();
    }

    function test_Claim_RevertWhen_Replayed() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.AlreadyClaimed.selector, alice, 1, ADVENTURER));
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        vm.expectRevert(FomoTitleNFT.InvalidSignature.selector); // nor by anyone else
        vm.prank(bob);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        assertEq(titles.totalSupply(), 1);
    }

    function test_Claim_RevertWhen_SignedForTheOtherChain() public {
        _expectRefused(signerKey, address(titles), OTHER_CHAIN, alice, 1, ADVENTURER);
    }

    function test_Claim_RevertWhen_SignedForAnotherContract() public {
        FomoTitleNFT other = new FomoTitleNFT(address(this), signer, IMAGES);
        _expectRefused(signerKey, address(other), block.chainid, alice, 1, ADVENTURER);
    }

    function test_Claim_RevertWhen_SignedForAnotherAccount() public {
        _expectRefused(signerKey, address(titles), block.chainid, bob, 1, ADVENTURER);
    }

    function test_Claim_RevertWhen_SignedForTheOtherTier() public {
        _expectRefused(signerKey, address(titles), block.chainid, alice, 1, EXPLORER);
    }

    function test_Claim_RevertWhen_SignedForAnotherSeason() public {
        _expectRefused(signerKey, address(titles), block.chainid, alice, 2, ADVENTURER);
    }

    function test_Claim_RevertWhen_WrongSigner() public {
        (, uint256 otherKey) = makeAddrAndKey("mallory");
        _expectRefused(otherKey, address(titles), block.chainid, alice, 1, ADVENTURER);
    }

    function test_Claim_RevertWhen_SignerChanged() public {
        titles.setSigner(bob);
        _expectRefused(signerKey, address(titles), block.chainid, alice, 1, ADVENTURER);
    }

    function test_Claim_RevertWhen_DeadlineTampered() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        vm.expectRevert(FomoTitleNFT.InvalidSignature.selector);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline + 1, v, r, s);
    }

    function test_Claim_RevertWhen_WrongTier() public {
        uint8[3] memory tiers = [0, 3, type(uint8).max];
        for (uint256 i; i < tiers.length; ++i) {
            uint256 deadline = _later();
            (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, tiers[i], deadline); // even signed
            vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.InvalidTier.selector, tiers[i]));
            vm.prank(alice);
            titles.claim(1, tiers[i], deadline, v, r, s);
        }
        assertEq(titles.totalSupply(), 0);
    }

    function test_Claim_RevertWhen_HighS() public {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        bytes32 highS = bytes32(SECP256K1_N - uint256(s)); // the same signature, malleated
        vm.expectRevert(FomoTitleNFT.InvalidSignature.selector);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v == 27 ? 28 : 27, r, highS);
        assertEq(titles.totalSupply(), 0);
    }

    function test_Claim_RevertWhen_ZeroRecovery() public {
        uint256 deadline = _later();
        vm.expectRevert(FomoTitleNFT.InvalidSignature.selector);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, 27, bytes32(0), bytes32(0));
    }

    function test_Claim_AtTheDeadline() public {
        uint256 deadline = block.timestamp;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        assertTrue(titles.hasTitle(alice, 1, ADVENTURER));
    }

    function test_Claim_RevertWhen_Expired() public {
        uint256 deadline = block.timestamp;
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, ADVENTURER, deadline);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.VoucherExpired.selector, deadline));
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        assertFalse(titles.hasTitle(alice, 1, ADVENTURER));
    }

    /// @dev Any account, season and valid tier claims once; the voucher then never mints again.
    function testFuzz_Claim_Once(uint256 accountKey, uint32 season, bool explorer) public {
        address account = vm.addr(bound(accountKey, 1, SECP256K1_N - 1));
        uint8 tier = explorer ? EXPLORER : ADVENTURER;
        uint256 id = _claim(account, season, tier);
        assertEq(titles.ownerOf(id), account);
        (uint32 mintedSeason, uint8 mintedTier) = titles.titleOf(id);
        assertEq(mintedSeason, season);
        assertEq(mintedTier, tier);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.AlreadyClaimed.selector, account, season, tier));
        _claim(account, season, tier);
        assertEq(titles.totalSupply(), 1);
    }

    function test_Claim_Once_FixedInputs() public {
        testFuzz_Claim_Once(1, 0, true);
    }

    /// @dev Every tier but 1 and 2 is refused, signed or not.
    function testFuzz_Claim_RevertWhen_WrongTier(uint8 tier) public {
        vm.assume(tier != ADVENTURER && tier != EXPLORER);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.InvalidTier.selector, tier));
        _claim(alice, 1, tier);
    }

    function test_Claim_RevertWhen_WrongTier_FixedInputs() public {
        testFuzz_Claim_RevertWhen_WrongTier(3);
    }

    // ------------------------------------------------------------------ helpers

    function _later() private view returns (uint256) {
        return block.timestamp + 1 hours;
    }

    /// @dev Alice submits a season-1 adventurer claim signed with `key` for `verifier` on `chainId`
    /// for (`account`, `season`, `tier`); it must be refused, nothing minted.
    function _expectRefused(uint256 key, address verifier, uint256 chainId, address account, uint32 season, uint8 tier)
        private
    {
        uint256 deadline = _later();
        (uint8 v, bytes32 r, bytes32 s) = _signWith(key, verifier, chainId, account, season, tier, deadline);
        vm.expectRevert(FomoTitleNFT.InvalidSignature.selector);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        assertEq(titles.totalSupply(), 0);
        assertEq(titles.balanceOf(alice), 0);
    }
}
