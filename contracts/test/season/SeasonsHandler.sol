// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {Test} from "../utils/Test.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice The operator opens seasons at right and wrong numbers, times and asks, funds seasons
/// (known or not) with a plain and a fee-on-transfer token, and the admin changes the rules, while
/// time passes; the handler books what reached the distributor per season and token, and whether
/// a fund was ever accepted at or after its season's end.
contract SeasonsHandler is Test {
    uint256 private constant BALANCE = 1e30;

    FomoSeasons public immutable seasons;
    address public immutable distributor;
    TestERC20[2] public tokens;
    mapping(uint32 number => mapping(address token => uint256)) public ghostArrived;
    bool public fundedLate;

    constructor() {
        distributor = makeAddr("invariant distributor");
        seasons = new FomoSeasons(address(this), distributor, 1_000, 500, 2_000);
        tokens = [new TestERC20("Fund", "FUND", 18), TestERC20(address(new FeeOnTransferToken()))];
        for (uint256 i; i < tokens.length; ++i) {
            tokens[i].mint(address(this), BALANCE);
            tokens[i].approve(address(seasons), type(uint256).max);
        }
    }

    // ------------------------------------------------------------------ actions

    /// @dev Opens a season `skew` away from the next number, ending `offset` seconds around the
    /// later of now and the previous end.
    function openSeason(uint256 skew, uint256 offset, uint256 nft1Ask, uint256 nft2Ask) external {
        uint32 current = seasons.currentSeason();
        skew = bound(skew, 0, 5);
        uint32 number = skew < 4 ? current + 1 : skew == 4 ? current + 2 : current;
        uint256 from = block.timestamp;
        if (current != 0) {
            (uint64 previousEnd,,) = seasons.season(current);
            if (previousEnd > from) from = previousEnd;
        }
        uint64 endTime = uint64(from + bound(offset, 0, 30 days) - 1 hours);
        try seasons.openSeason(number, endTime, bound(nft1Ask, 0, 1e24), bound(nft2Ask, 0, 1e24)) {} catch {}
    }

    function fundSeason(uint256 numberSeed, uint256 tokenSeed, uint256 amount) external {
        uint32 number = uint32(bound(numberSeed, 0, seasons.currentSeason() + 1));
        TestERC20 token = tokens[tokenSeed % tokens.length];
        uint256 before = token.balanceOf(distributor);
        try seasons.fundSeason(number, address(token), bound(amount, 0, 1e24)) {
            ghostArrived[number][address(token)] += token.balanceOf(distributor) - before;
            (uint64 endTime,,) = seasons.season(number);
            if (block.timestamp >= endTime) fundedLate = true;
        } catch {}
    }

    function setRules(uint16 directBps, uint16 diffusedBps, uint16 extendBps) external {
        try seasons.setEnergyShares(directBps, diffusedBps) {} catch {}
        try seasons.setExtendReward(extendBps) {} catch {}
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 10 days));
    }

    function tokenCount() external view returns (uint256) {
        return tokens.length;
    }
}
