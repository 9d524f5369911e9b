// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {Test} from "../utils/Test.sol";
import {TitleLib} from "./TitleLib.sol";

/// @notice Three accounts claim titles of seasons 1-3 and tiers 0-3 with fresh, expired and
/// replayed vouchers and try to move them, while time passes; the handler books every mint that
/// succeeded, per (account, season, tier), and whether any transfer went through.
contract TitleHandler is Test {
    uint256 private constant ACTORS = 3;
    uint32 public constant SEASONS = 3;
    uint8 public constant TIERS = 4; // 0 and 3 are never valid

    FomoTitleNFT public immutable titles;
    address[] public actors;
    uint256 private immutable signerKey;
    uint256 public ghostClaims;
    mapping(address account => mapping(uint32 season => mapping(uint8 tier => uint256))) public ghostMints;
    bool public transferred;
    bytes private lastCall;

    constructor() {
        address signer;
        (signer, signerKey) = makeAddrAndKey("invariant title signer");
        titles = new FomoTitleNFT(address(this), signer, "/assets/titles/");
        for (uint256 i; i < ACTORS; ++i) {
            actors.push(makeAddr(string.concat("adventurer", vm.toString(i))));
        }
    }

    // ------------------------------------------------------------------ actions

    /// @dev A claim with a voucher signed now, its deadline `lifetime` away (0: already due).
    function claim(uint256 actorSeed, uint256 seasonSeed, uint256 tierSeed, uint256 lifetime) external {
        address account = actors[actorSeed % ACTORS];
        uint32 season = uint32(bound(seasonSeed, 1, SEASONS));
        uint8 tier = uint8(bound(tierSeed, 0, TIERS - 1));
        uint256 deadline = block.timestamp + bound(lifetime, 0, 1 hours);
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(signerKey, TitleLib.digest(address(titles), block.chainid, account, season, tier, deadline));
        lastCall = abi.encodeCall(titles.claim, (season, tier, deadline, v, r, s));
        _submit(account, lastCall, season, tier);
    }

    /// @dev The last claim again, by someone (its owner or not).
    function replay(uint256 actorSeed) external {
        if (lastCall.length == 0) return;
        (uint32 season, uint8 tier) = _seasonAndTier(lastCall);
        _submit(actors[actorSeed % ACTORS], lastCall, season, tier);
    }

    /// @dev An attempt to move a title, by its holder or an approved account.
    function transfer(uint256 fromSeed, uint256 toSeed, uint256 seasonSeed, uint256 tierSeed, bool approved) external {
        address from = actors[fromSeed % ACTORS];
        address to = actors[toSeed % ACTORS];
        uint256 id = titles.titleId(from, uint32(bound(seasonSeed, 1, SEASONS)), uint8(bound(tierSeed, 1, 2)));
        if (approved) {
            vm.prank(from);
            try titles.setApprovalForAll(to, true) {} catch {}
        }
        vm.prank(approved ? to : from);
        try titles.transferFrom(from, to, id) {
            transferred = true;
        } catch {}
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 2 hours));
    }

    // ------------------------------------------------------------------ views

    function actorCount() external pure returns (uint256) {
        return ACTORS;
    }

    // ------------------------------------------------------------------ internal

    function _submit(address caller, bytes memory data, uint32 season, uint8 tier) private {
        vm.prank(caller);
        (bool ok,) = address(titles).call(data);
        if (!ok) return;
        ghostClaims++;
        ghostMints[caller][season][tier]++;
    }

    /// @dev The season and tier of an encoded claim (the first two arguments).
    function _seasonAndTier(bytes memory data) private pure returns (uint32 season, uint8 tier) {
        uint256 seasonWord;
        uint256 tierWord;
        assembly ("memory-safe") {
            seasonWord := mload(add(data, 36)) // 32 length + 4 selector
            tierWord := mload(add(data, 68))
        }
        return (uint32(seasonWord), uint8(tierWord));
    }
}
