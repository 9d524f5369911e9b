// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";

/// @notice The adventure seasons' facts on chain: each season's window, title asks, fund and rules.
/// @dev Settlement happens off chain and is recomputed by anyone (`fomo season verify`) from these
/// events and the mining contract's: season n covers [startOf(n), endTime(n)), where startOf(1) is
/// the time season 1 was opened and startOf(n) = endTime(n - 1), so the windows never overlap and
/// the end is a fixed cut-off. The energy shares and the extend reward in force when a season is
/// opened are copied into it (seasonRules), so a later change applies to the next season opened,
/// never to one already announced. Funds go straight from the operator to the reward distributor
/// (which pays every programme); each season is credited what the distributor actually received.
/// The contract holds no tokens. Invariants: season numbers run 1, 2, 3... without gaps; end times
/// strictly increase; fundOf(n, token) is the sum of the SeasonFunded amounts of (n, token).
contract FomoSeasons is AccessControl, ProgrammeReentrancyGuard, Pausable {
    using SafeERC20 for IERC20;

    /// @dev A zero address was given for the admin or the distributor.
    error ZeroAddress();
    /// @dev The season number is not the one after the latest season.
    error WrongSeasonNumber(uint32 expected);
    /// @dev The end time is not in the future, or not after the previous season's end.
    error InvalidEndTime(uint64 endTime);
    /// @dev An ask of zero, or the adventurer's ask not below the explorer's.
    error InvalidAsks();
    /// @dev No season with this number has been opened.
    error UnknownSeason(uint32 number);
    /// @dev The season has reached its end time: its fund is final.
    error SeasonEnded(uint32 number, uint64 endTime);
    /// @dev A fund of zero, or a token that delivered nothing.
    error ZeroAmount();
    /// @dev A share above 10000 basis points.
    error ShareTooLarge(uint16 bps);

    event SeasonOpened(uint32 indexed number, uint64 endTime, uint256 nft1Ask, uint256 nft2Ask);
    event SeasonFunded(uint32 indexed number, address indexed token, uint256 amount, uint256 totalFund);
    /// @dev The inviter's share of a direct and of a diffused friend's energy, for seasons opened from now on.
    event EnergySharesSet(uint16 directBps, uint16 diffusedBps);
    /// @dev The share of a later season's fund paid to holders of earlier titles, for seasons opened from now on.
    event ExtendRewardSet(uint16 bps);

    /// @dev A season's window and the rules copied into it when it was opened, one slot.
    struct Season {
        uint64 startTime;
        uint64 endTime;
        uint16 directBps;
        uint16 diffusedBps;
        uint16 extendRewardBps;
    }

    /// @dev The programme's parameters in force now, one slot.
    struct Rules {
        uint16 directBps;
        uint16 diffusedBps;
        uint16 extendRewardBps;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    uint16 public constant BPS = 10_000;

    address public immutable distributor;

    /// @notice The latest season opened (0 before the first). It may be scheduled: it starts at its
    /// predecessor's end, which can still be ahead.
    uint32 public currentSeason; // gas: shares a slot with Pausable's flag
    Rules private rules;
    mapping(uint32 number => Season) private seasons;
    mapping(uint32 number => uint256[2]) private asks; // [adventurer, explorer]
    mapping(uint32 number => mapping(address token => uint256)) private funds;

    /// @dev `admin` gets the default admin, admin and operator roles; the rules' events are emitted
    /// here so the chain holds every value they ever had.
    constructor(address admin, address distributor_, uint16 directBps, uint16 diffusedBps, uint16 extendRewardBps_) {
        if (admin == address(0) || distributor_ == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        distributor = distributor_;
        _setEnergyShares(directBps, diffusedBps);
        _setExtendReward(extendRewardBps_);
    }

    // ------------------------------------------------------------------ operator

    /// @notice Opens season `number` (the latest plus one), ending at `endTime`, with its title asks.
    /// @dev The next season may be opened before the current one ends (scheduled); it starts at its
    /// predecessor's end either way.
    function openSeason(uint32 number, uint64 endTime, uint256 nft1Ask, uint256 nft2Ask)
        external
        onlyRole(OPERATOR_ROLE)
        whenNotPaused
    {
        uint32 previous = currentSeason;
        if (number != previous + 1) revert WrongSeasonNumber(previous + 1);
        uint64 startTime = previous == 0 ? uint64(block.timestamp) : seasons[previous].endTime;
        // a season lasts days: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (endTime <= block.timestamp || endTime <= startTime) revert InvalidEndTime(endTime);
        if (nft1Ask == 0 || nft1Ask >= nft2Ask) revert InvalidAsks();
        Rules memory current = rules;
        seasons[number] = Season(startTime, endTime, current.directBps, current.diffusedBps, current.extendRewardBps);
        asks[number] = [nft1Ask, nft2Ask];
        currentSeason = number;
        emit SeasonOpened(number, endTime, nft1Ask, nft2Ask);
    }

    /// @notice Adds `amount` of `token` from the caller to season `number`'s fund, before its end;
    /// the tokens go to the reward distributor, and the season is credited what arrived there.
    function fundSeason(uint32 number, address token, uint256 amount)
        external
        onlyRole(OPERATOR_ROLE)
        whenNotPaused
        nonReentrant
    {
        uint64 endTime = _season(number).endTime;
        // the end is a fixed cut-off in days: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp >= endTime) revert SeasonEnded(number, endTime);
        if (amount == 0) revert ZeroAmount();
        address to = distributor;
        uint256 before = IERC20(token).balanceOf(to);
        IERC20(token).safeTransferFrom(msg.sender, to, amount);
        uint256 received = IERC20(token).balanceOf(to) - before; // fee-on-transfer: credit what arrived
        if (received == 0) revert ZeroAmount();
        uint256 total = funds[number][token] + received;
        funds[number][token] = total;
        emit SeasonFunded(number, token, received, total);
    }

    function pause() external onlyRole(OPERATOR_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(OPERATOR_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the inviter's share of a direct friend's and of a diffused friend's energy, in
    /// basis points, for the seasons opened from now on.
    function setEnergyShares(uint16 directBps, uint16 diffusedBps) external onlyRole(ADMIN_ROLE) {
        _setEnergyShares(directBps, diffusedBps);
    }

    /// @notice Sets the share of a season's fund, in basis points, paid to holders of earlier
    /// seasons' titles, for the seasons opened from now on.
    function setExtendReward(uint16 bps) external onlyRole(ADMIN_ROLE) {
        _setExtendReward(bps);
    }

    // ------------------------------------------------------------------ views

    /// @notice Season `number`'s end time and its adventurer (nft1) and explorer (nft2) asks.
    function season(uint32 number) external view returns (uint64 endTime, uint256 nft1Ask, uint256 nft2Ask) {
        endTime = _season(number).endTime;
        (nft1Ask, nft2Ask) = (asks[number][0], asks[number][1]);
    }

    /// @notice Season `number`'s start (its predecessor's end) and the rules copied into it when opened.
    function seasonRules(uint32 number)
        external
        view
        returns (uint64 startTime, uint16 directBps, uint16 diffusedBps, uint16 extendReward)
    {
        Season memory s = _season(number);
        return (s.startTime, s.directBps, s.diffusedBps, s.extendRewardBps);
    }

    /// @notice What season `number` has been funded with in `token` (what reached the distributor).
    function fundOf(uint32 number, address token) external view returns (uint256) {
        return funds[number][token];
    }

    /// @notice The inviter's shares in force now, for the next season opened.
    function energyShares() external view returns (uint16 directBps, uint16 diffusedBps) {
        return (rules.directBps, rules.diffusedBps);
    }

    /// @notice The extend reward in force now, for the next season opened.
    function extendRewardBps() external view returns (uint16) {
        return rules.extendRewardBps;
    }

    // ------------------------------------------------------------------ internal

    function _season(uint32 number) private view returns (Season memory s) {
        s = seasons[number];
        if (s.endTime == 0) revert UnknownSeason(number); // every opened season ends in the future
    }

    function _setEnergyShares(uint16 directBps, uint16 diffusedBps) private {
        if (directBps > BPS) revert ShareTooLarge(directBps);
        if (diffusedBps > BPS) revert ShareTooLarge(diffusedBps);
        (rules.directBps, rules.diffusedBps) = (directBps, diffusedBps);
        emit EnergySharesSet(directBps, diffusedBps);
    }

    function _setExtendReward(uint16 bps) private {
        if (bps > BPS) revert ShareTooLarge(bps);
        rules.extendRewardBps = bps;
        emit ExtendRewardSet(bps);
    }
}
