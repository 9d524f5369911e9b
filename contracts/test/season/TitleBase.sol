// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {Test} from "../utils/Test.sol";
import {TitleLib} from "./TitleLib.sol";

/// @notice A title NFT administered by this test, its signer's key, and two accounts.
abstract contract TitleBase is Test {
    uint256 internal constant START = 1_700_000_000;
    uint8 internal constant ADVENTURER = 1;
    uint8 internal constant EXPLORER = 2;
    string internal constant IMAGES = "/assets/titles/";

    FomoTitleNFT internal titles;
    address internal signer;
    uint256 internal signerKey;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.warp(START);
        (signer, signerKey) = makeAddrAndKey("signer");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        titles = new FomoTitleNFT(address(this), signer, IMAGES);
    }

    /// @dev The signer's signature of a voucher on this chain and contract.
    function _sign(address account, uint32 season, uint8 tier, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        return _signWith(signerKey, address(titles), block.chainid, account, season, tier, deadline);
    }

    function _signWith(
        uint256 key,
        address verifier,
        uint256 chainId,
        address account,
        uint32 season,
        uint8 tier,
        uint256 deadline
    ) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        return vm.sign(key, TitleLib.digest(verifier, chainId, account, season, tier, deadline));
    }

    /// @dev `account` claims with a freshly signed voucher (deadline in an hour); returns the token id.
    function _claim(address account, uint32 season, uint8 tier) internal returns (uint256) {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(account, season, tier, deadline);
        vm.prank(account);
        titles.claim(season, tier, deadline, v, r, s);
        return titles.titleId(account, season, tier);
    }
}
