// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice Gives random vouchers (growing, shrinking, two tokens, one token twice) to three
/// accounts who claim and replay them over days, remembering the highest total each was given
/// per token and what each token paid per day.
contract DistributorHandler is Test {
    uint256 public constant CAP = 1_000e18;
    uint256 private constant ACTORS = 3;

    FomoRewardDistributor public immutable distributor;
    TestERC20[2] public tokens;
    address[] public actors;
    uint256 private immutable signerKey;
    mapping(address account => mapping(address token => uint256)) public highestGiven;
    mapping(address token => mapping(uint256 day => uint256)) public paidOnDay;
    mapping(address token => uint256) public maxPaidInADay;
    bytes private lastClaim;
    address private lastClaimer;
    uint256 public ghostClaims;

    constructor() {
        address signer;
        (signer, signerKey) = makeAddrAndKey("invariant signer");
        distributor = new FomoRewardDistributor(address(this), signer);
        for (uint256 i; i < 2; ++i) {
            tokens[i] = new TestERC20("Reward", "RWD", 18);
            tokens[i].mint(address(distributor), 1e30);
            distributor.setDailyCap(address(tokens[i]), CAP);
        }
        for (uint256 i; i < ACTORS; ++i) {
            actors.push(makeAddr(string.concat("claimer", vm.toString(i))));
        }
    }

    // ------------------------------------------------------------------ actions

    function claimOne(uint256 actorSeed, uint256 tokenSeed, uint256 total) external {
        address[] memory list = VoucherLib.one(address(tokens[tokenSeed % 2]));
        _claim(actors[actorSeed % ACTORS], list, VoucherLib.one(bound(total, 0, 3 * CAP)));
    }

    function claimBoth(uint256 actorSeed, uint256 totalA, uint256 totalB, bool sameToken) external {
        address[] memory list = new address[](2);
        (list[0], list[1]) = (address(tokens[0]), address(tokens[sameToken ? 0 : 1]));
        uint256[] memory totals = new uint256[](2);
        (totals[0], totals[1]) = (bound(totalA, 0, 3 * CAP), bound(totalB, 0, 3 * CAP));
        _claim(actors[actorSeed % ACTORS], list, totals);
    }

    /// @dev The last voucher again, by its owner or by someone else.
    function replay(uint256 actorSeed, bool byOwner) external {
        if (lastClaimer == address(0)) return;
        address caller = byOwner ? lastClaimer : actors[actorSeed % ACTORS];
        _submit(caller, lastClaim);
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 2 days));
    }

    // ------------------------------------------------------------------ views

    function actorCount() external pure returns (uint256) {
        return ACTORS;
    }

    // ------------------------------------------------------------------ internal

    function _claim(address account, address[] memory list, uint256[] memory totals) private {
        for (uint256 i; i < list.length; ++i) {
            if (totals[i] > highestGiven[account][list[i]]) highestGiven[account][list[i]] = totals[i];
        }
        uint256 deadline = block.timestamp + 10 minutes;
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(signerKey, VoucherLib.digest(address(distributor), block.chainid, account, list, totals, deadline));
        lastClaim = abi.encodeCall(FomoRewardDistributor.distributeReward, (list, totals, deadline, v, r, s));
        lastClaimer = account;
        _submit(account, lastClaim);
    }

    /// @dev Submits a claim (which may legitimately revert: nothing owed, over the cap, expired)
    /// and books what each token paid today.
    function _submit(address caller, bytes memory claim) private {
        uint256[2] memory before =
            [tokens[0].balanceOf(address(distributor)), tokens[1].balanceOf(address(distributor))];
        vm.prank(caller);
        (bool ok,) = address(distributor).call(claim);
        if (ok) ghostClaims++;
        uint256 day = block.timestamp / 1 days;
        for (uint256 i; i < 2; ++i) {
            address token = address(tokens[i]);
            uint256 paid = before[i] - tokens[i].balanceOf(address(distributor));
            paidOnDay[token][day] += paid;
            if (paidOnDay[token][day] > maxPaidInADay[token]) maxPaidInADay[token] = paidOnDay[token][day];
        }
    }
}
