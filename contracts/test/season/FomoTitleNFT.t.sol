// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {TitleBase} from "./TitleBase.sol";

/// @notice FomoTitleNFT's claims, views, metadata and soulbinding: a title per account, season and
/// tier, minted to the caller, never moved.
contract FomoTitleNFTTest is TitleBase {
    event TitleClaimed(address indexed account, uint32 indexed season, uint8 tier, uint256 tokenId);
    event SignerChanged(address indexed signer);
    event ImageBaseURISet(string imageBaseURI);

    // ------------------------------------------------------------------ constructor

    function test_Constructor() public {
        vm.expectEmit();
        emit SignerChanged(signer);
        vm.expectEmit();
        emit ImageBaseURISet("/x/");
        FomoTitleNFT fresh = new FomoTitleNFT(alice, signer, "/x/");
        assertEq(fresh.name(), "FomoSwap Title");
        assertEq(fresh.symbol(), "FOMOT");
        assertEq(fresh.signer(), signer);
        assertEq(fresh.imageBaseURI(), "/x/");
        assertTrue(fresh.hasRole(fresh.DEFAULT_ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.ADMIN_ROLE(), alice));
        assertTrue(fresh.hasRole(fresh.OPERATOR_ROLE(), alice));
        assertEq(fresh.totalSupply(), 0);
        assertEq(fresh.DOMAIN_SEPARATOR(), _domain(address(fresh)));
    }

    function test_Constructor_RevertWhen_ZeroAddress() public {
        vm.expectRevert(FomoTitleNFT.ZeroAddress.selector);
        new FomoTitleNFT(address(0), signer, IMAGES);
        vm.expectRevert(FomoTitleNFT.ZeroAddress.selector);
        new FomoTitleNFT(address(this), address(0), IMAGES);
    }

    // ------------------------------------------------------------------ claim

    function test_Claim_MintsTheTitleToTheCaller() public {
        uint256 id = titles.titleId(alice, 3, ADVENTURER);
        vm.expectEmit(address(titles));
        emit TitleClaimed(alice, 3, ADVENTURER, id);
        _claim(alice, 3, ADVENTURER);
        assertEq(titles.ownerOf(id), alice);
        assertEq(titles.balanceOf(alice), 1);
        assertEq(titles.totalSupply(), 1);
        assertTrue(titles.hasTitle(alice, 3, ADVENTURER));
        assertFalse(titles.hasTitle(alice, 3, EXPLORER));
        assertFalse(titles.hasTitle(alice, 2, ADVENTURER));
        assertFalse(titles.hasTitle(bob, 3, ADVENTURER));
        (uint32 season, uint8 tier) = titles.titleOf(id);
        assertEq(season, 3);
        assertEq(tier, ADVENTURER);
    }

    function test_Claim_OncePerSeasonAndTier() public {
        _claim(alice, 1, ADVENTURER);
        _claim(alice, 1, EXPLORER); // the other tier
        _claim(alice, 2, ADVENTURER); // another season
        _claim(bob, 1, ADVENTURER); // another account
        assertEq(titles.totalSupply(), 4);
        assertEq(titles.balanceOf(alice), 3);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.AlreadyClaimed.selector, alice, 1, ADVENTURER));
        _claim(alice, 1, ADVENTURER); // a new, valid voucher changes nothing
        vm.warp(block.timestamp + 400 days);
        vm.expectRevert(abi.encodeWithSelector(FomoTitleNFT.AlreadyClaimed.selector, bob, 1, ADVENTURER));
        _claim(bob, 1, ADVENTURER);
        assertEq(titles.totalSupply(), 4);
    }

    function test_Claim_TheTokenIdIsTheTitle() public {
        address account = address(0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF);
        uint256 id = _claim(account, type(uint32).max, EXPLORER);
        assertEq(id, uint256(2) << 192 | uint256(type(uint32).max) << 160 | uint256(uint160(account)));
        (uint32 season, uint8 tier) = titles.titleOf(id);
        assertEq(season, type(uint32).max);
        assertEq(tier, EXPLORER);
    }

    function test_Claim_RevertWhen_Paused() public {
        titles.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _claim(alice, 1, ADVENTURER);
        titles.unpause();
        _claim(alice, 1, ADVENTURER);
    }

    // ------------------------------------------------------------------ soulbound

    function test_Transfer_RevertWhen_Soulbound() public {
        uint256 id = _claim(alice, 1, ADVENTURER);
        vm.startPrank(alice);
        vm.expectRevert(FomoTitleNFT.Soulbound.selector);
        titles.transferFrom(alice, bob, id);
        vm.expectRevert(FomoTitleNFT.Soulbound.selector);
        titles.safeTransferFrom(alice, bob, id);
        vm.expectRevert(FomoTitleNFT.Soulbound.selector);
        titles.safeTransferFrom(alice, bob, id, "");
        titles.approve(bob, id); // approvals are harmless: nothing can use them
        titles.setApprovalForAll(bob, true);
        vm.stopPrank();
        vm.expectRevert(FomoTitleNFT.Soulbound.selector);
        vm.prank(bob);
        titles.transferFrom(alice, bob, id);
        assertEq(titles.ownerOf(id), alice);
        assertEq(titles.balanceOf(bob), 0);
    }

    // ------------------------------------------------------------------ views

    function test_TitleOf_RevertWhen_NotMinted() public {
        uint256 id = titles.titleId(alice, 1, ADVENTURER);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, id));
        titles.titleOf(id);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, id));
        titles.tokenURI(id);
    }

    function test_TokenURI_Adventurer() public {
        uint256 id = _claim(alice, 3, ADVENTURER);
        assertEq(
            _json(titles.tokenURI(id)),
            '{"name":"Adventurer, season 3","description":"FomoSwap adventurer title, earned with the energy of adventure season 3.","image":"/assets/titles/adventurer.svg","attributes":[{"trait_type":"season","display_type":"number","value":3},{"trait_type":"tier","value":"adventurer"}]}'
        );
    }

    function test_TokenURI_Explorer_FollowsTheImageBaseURI() public {
        uint256 id = _claim(bob, 12, EXPLORER);
        titles.setImageBaseURI("https://fomo.example/assets/titles/");
        assertEq(
            _json(titles.tokenURI(id)),
            '{"name":"Explorer, season 12","description":"FomoSwap explorer title, earned with the energy of adventure season 12.","image":"https://fomo.example/assets/titles/explorer.svg","attributes":[{"trait_type":"season","display_type":"number","value":12},{"trait_type":"tier","value":"explorer"}]}'
        );
    }

    function test_SupportsInterface() public view {
        assertTrue(titles.supportsInterface(type(IERC721).interfaceId));
        assertTrue(titles.supportsInterface(type(IERC721Metadata).interfaceId));
        assertTrue(titles.supportsInterface(type(IAccessControl).interfaceId));
        assertTrue(titles.supportsInterface(0x01ffc9a7)); // ERC-165
        assertFalse(titles.supportsInterface(0xffffffff));
    }

    function test_TitleDigest_MatchesTheStandard() public view {
        assertEq(
            titles.titleDigest(alice, 7, EXPLORER, 123),
            keccak256(abi.encodePacked("\x19\x01", _domain(address(titles)), _structHash(alice, 7, EXPLORER, 123)))
        );
    }

    // ------------------------------------------------------------------ admin

    function test_SetSigner() public {
        (address next, uint256 nextKey) = makeAddrAndKey("next signer");
        vm.expectEmit(address(titles));
        emit SignerChanged(next);
        titles.setSigner(next);
        assertEq(titles.signer(), next);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _signWith(nextKey, address(titles), block.chainid, alice, 1, 1, deadline);
        vm.prank(alice);
        titles.claim(1, ADVENTURER, deadline, v, r, s);
        vm.expectRevert(FomoTitleNFT.ZeroAddress.selector);
        titles.setSigner(address(0));
    }

    function test_SetImageBaseURI() public {
        vm.expectEmit(address(titles));
        emit ImageBaseURISet("ipfs://cid/");
        titles.setImageBaseURI("ipfs://cid/");
        assertEq(titles.imageBaseURI(), "ipfs://cid/");
        titles.setImageBaseURI("");
        assertEq(titles.imageBaseURI(), "");
    }

    function test_SetImageBaseURI_RevertWhen_ItWouldBreakTheJson() public {
        string[3] memory bad = ['/a"b/', "/a\\b/", "/a\nb/"];
        for (uint256 i; i < bad.length; ++i) {
            vm.expectRevert(FomoTitleNFT.InvalidImageBaseURI.selector);
            titles.setImageBaseURI(bad[i]);
        }
        assertEq(titles.imageBaseURI(), IMAGES);
    }

    function test_Admin_RevertWhen_NotAdmin() public {
        titles.grantRole(titles.OPERATOR_ROLE(), alice); // an operator is not an admin
        bytes memory refused = abi.encodeWithSelector(
            IAccessControl.AccessControlUnauthorizedAccount.selector, alice, titles.ADMIN_ROLE()
        );
        vm.startPrank(alice);
        vm.expectRevert(refused);
        titles.setSigner(alice);
        vm.expectRevert(refused);
        titles.setImageBaseURI("/x/");
        titles.pause(); // but it may pause
        titles.unpause();
        vm.stopPrank();
        bytes32 operator = titles.OPERATOR_ROLE();
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, bob, operator));
        vm.prank(bob);
        titles.pause();
    }

    // ------------------------------------------------------------------ helpers

    /// @dev The JSON inside a base64 data URI, checking the prefix.
    function _json(string memory uri) private pure returns (string memory) {
        bytes memory raw = bytes(uri);
        bytes memory prefix = "data:application/json;base64,";
        bytes memory body = new bytes(raw.length - prefix.length);
        for (uint256 i; i < raw.length; ++i) {
            if (i < prefix.length) require(raw[i] == prefix[i], "not a base64 JSON data URI");
            else body[i - prefix.length] = raw[i];
        }
        return string(Base64.decode(string(body)));
    }

    function _domain(address verifier) private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("FomoTitleNFT"),
                keccak256("1"),
                block.chainid,
                verifier
            )
        );
    }

    function _structHash(address account, uint32 season, uint8 tier, uint256 deadline) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("Title(address account,uint32 season,uint8 tier,uint256 deadline)"),
                account,
                season,
                tier,
                deadline
            )
        );
    }
}
