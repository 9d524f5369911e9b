// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {DistributorBase} from "./DistributorBase.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice Every way of reusing or bending a voucher pays nothing more: replay, another chain,
/// another distributor, malleable or zero-recovering signatures, expiry, an older voucher, someone
/// else's voucher, and tampered arrays.
contract VouchersTest is DistributorBase {
    /// @dev secp256k1's group order: s and n - s both verify, only s <= n / 2 is accepted.
    uint256 private constant N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    address[] private tokens;
    uint256[] private totals;
    uint256 private deadline;
    uint8 private v;
    bytes32 private r;
    bytes32 private s;

    function setUp() public override {
        super.setUp();
        tokens = _pair(address(tokenA), address(tokenB));
        totals = _pair(10e18, 20e18);
        deadline = block.timestamp + 1 hours;
        (v, r, s) = _sign(alice, tokens, totals, deadline);
    }

    function test_Replay_PaysOnce() public {
        _submit(alice, tokens, totals, v, r, s);
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _submit(alice, tokens, totals, v, r, s);
        assertEq(tokenA.balanceOf(alice), 10e18);
        assertEq(tokenB.balanceOf(alice), 20e18);
    }

    function test_OtherChain_Refused() public {
        vm.chainId(56);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        _submit(alice, tokens, totals, v, r, s);
        // signed for chain 56 it pays there, and is refused back on the original chain
        (uint8 v56, bytes32 r56, bytes32 s56) = _sign(alice, tokens, totals, deadline);
        _submit(alice, tokens, totals, v56, r56, s56);
        vm.chainId(31337);
        _expectInvalid(alice, tokens, totals, v56, r56, s56);
    }

    function test_OtherDistributor_Refused() public {
        FomoRewardDistributor other = new FomoRewardDistributor(address(this), signer);
        tokenA.mint(address(other), FUND);
        tokenB.mint(address(other), FUND);
        other.setDailyCap(address(tokenA), CAP);
        other.setDailyCap(address(tokenB), CAP);
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        vm.prank(alice);
        other.distributeReward(tokens, totals, deadline, v, r, s);
    }

    function test_HighS_Refused() public {
        // the same signature mirrored: (v ^ 1, r, n - s) recovers the signer too, and is refused
        bytes32 highS = bytes32(N - uint256(s));
        uint8 flippedV = v == 27 ? 28 : 27;
        _expectInvalid(alice, tokens, totals, flippedV, r, highS);
        _submit(alice, tokens, totals, v, r, s); // the canonical one still pays
    }

    function test_ZeroRecovery_Refused() public {
        _expectInvalid(alice, tokens, totals, 0, r, s);
        _expectInvalid(alice, tokens, totals, 29, r, s);
        _expectInvalid(alice, tokens, totals, v, bytes32(0), s);
        _expectInvalid(alice, tokens, totals, v, r, bytes32(0));
        _expectInvalid(alice, tokens, totals, v, bytes32(0), bytes32(0));
    }

    function test_Expired_Refused() public {
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(FomoRewardDistributor.VoucherExpired.selector, deadline));
        _submit(alice, tokens, totals, v, r, s);
    }

    function test_OlderSmallerVoucher_PaysNothing() public {
        _claim(alice, tokens, _pair(15e18, 25e18)); // the newer voucher first
        vm.expectRevert(FomoRewardDistributor.NothingToClaim.selector);
        _submit(alice, tokens, totals, v, r, s);
        assertEq(tokenA.balanceOf(alice), 15e18);
        assertEq(tokenB.balanceOf(alice), 25e18);
        // older for one token, newer for the other: only the growth is paid
        _claim(alice, tokens, _pair(12e18, 30e18));
        assertEq(tokenA.balanceOf(alice), 15e18);
        assertEq(tokenB.balanceOf(alice), 30e18);
    }

    function test_SomeoneElsesVoucher_PaysNothingToTheThirdParty() public {
        _expectInvalid(bob, tokens, totals, v, r, s);
        assertEq(tokenA.balanceOf(bob), 0);
        assertEq(distributor.getDistributeReward(alice, address(tokenA)), 0);
        _submit(alice, tokens, totals, v, r, s); // still good for alice
        assertEq(tokenA.balanceOf(alice), 10e18);
    }

    function test_TamperedArrays_Refused() public {
        _expectInvalid(alice, _pair(address(tokenB), address(tokenA)), totals, v, r, s); // tokens swapped
        _expectInvalid(alice, tokens, _pair(20e18, 10e18), v, r, s); // totals swapped
        _expectInvalid(alice, tokens, _pair(10e18, 21e18), v, r, s); // a total raised
        _expectInvalid(alice, VoucherLib.one(address(tokenA)), VoucherLib.one(10e18), v, r, s); // truncated
        address[] memory three = new address[](3);
        (three[0], three[1], three[2]) = (address(tokenA), address(tokenB), address(tokenB));
        uint256[] memory threeTotals = new uint256[](3);
        (threeTotals[0], threeTotals[1], threeTotals[2]) = (10e18, 20e18, 30e18);
        _expectInvalid(alice, three, threeTotals, v, r, s); // extended
    }

    function test_TamperedDeadline_Refused() public {
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        vm.prank(alice);
        distributor.distributeReward(tokens, totals, deadline + 1, v, r, s);
    }

    function test_ArrayBoundaries_AreHashed() public view {
        // [A, B], [x] and [A], [B, x] concatenate to the same words, but hash differently
        uint256 x = 5e18;
        address[] memory ab = _pair(address(tokenA), address(tokenB));
        uint256[] memory bx = _pair(uint256(uint160(address(tokenB))), x);
        assertNotEq(
            uint256(distributor.hashReward(alice, ab, VoucherLib.one(x), deadline)),
            uint256(distributor.hashReward(alice, VoucherLib.one(address(tokenA)), bx, deadline))
        );
    }

    function test_DirtyTokenWord_Refused() public {
        // the token word with a high bit set, as raw calldata: the array hash covers the word as
        // sent, so a voucher signed over clean words is refused, and one signed over the dirty
        // word itself reverts when the word is read as an address; nothing is paid either way
        address[] memory one = VoucherLib.one(address(tokenA));
        uint256[] memory ten = VoucherLib.one(10e18);
        (uint8 cleanV, bytes32 cleanR, bytes32 cleanS) = _sign(alice, one, ten, deadline);
        _expectDirtyRefused(_dirty(one, ten, cleanV, cleanR, cleanS), FomoRewardDistributor.InvalidSignature.selector);

        bytes32 dirtyWord = bytes32(uint256(uint160(address(tokenA))) | (1 << 255));
        bytes32 structHash = keccak256(
            abi.encode(
                VoucherLib.REWARD_TYPEHASH,
                alice,
                keccak256(abi.encode(dirtyWord)),
                keccak256(abi.encode(uint256(10e18))),
                deadline
            )
        );
        bytes32 digest = keccak256(
            abi.encodePacked("\x19\x01", VoucherLib.domainSeparator(address(distributor), block.chainid), structHash)
        );
        (uint8 dirtyV, bytes32 dirtyR, bytes32 dirtyS) = vm.sign(signerKey, digest);
        _expectDirtyRefused(_dirty(one, ten, dirtyV, dirtyR, dirtyS), bytes4(0)); // the ABI decoder's bare revert
        _submit(alice, one, ten, cleanV, cleanR, cleanS); // the clean voucher still pays
        assertEq(tokenA.balanceOf(alice), 10e18);
    }

    /// @dev distributeReward's calldata with the single token word's top bit set.
    function _dirty(address[] memory t, uint256[] memory a, uint8 v_, bytes32 r_, bytes32 s_)
        private
        view
        returns (bytes memory data)
    {
        data = abi.encodeCall(FomoRewardDistributor.distributeReward, (t, a, deadline, v_, r_, s_));
        // selector, six head words, the tokens' length: the token word starts at byte 4 + 7 * 32
        data[4 + 7 * 32] = 0x80;
    }

    function _expectDirtyRefused(bytes memory data, bytes4 selector) private {
        vm.prank(alice);
        (bool ok, bytes memory reason) = address(distributor).call(data);
        assertFalse(ok, "dirty token word paid");
        assertEq(reason, selector == bytes4(0) ? bytes("") : abi.encodeWithSelector(selector), "revert reason");
        assertEq(tokenA.balanceOf(alice), 0);
        assertEq(distributor.getDistributeReward(alice, address(tokenA)), 0);
    }

    function _submit(address account, address[] memory t, uint256[] memory a, uint8 v_, bytes32 r_, bytes32 s_)
        private
    {
        vm.prank(account);
        distributor.distributeReward(t, a, deadline, v_, r_, s_);
    }

    function _expectInvalid(address account, address[] memory t, uint256[] memory a, uint8 v_, bytes32 r_, bytes32 s_)
        private
    {
        vm.expectRevert(FomoRewardDistributor.InvalidSignature.selector);
        _submit(account, t, a, v_, r_, s_);
    }
}
