// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @notice The games' rounds on chain: game operators record each player's bet so the bounty area's
/// figures can be recomputed by anyone from these events.
/// @dev The games run outside FomoSwap; an operator (OPERATOR_ROLE) reports their rounds in
/// batches. A round is (player, game type, token, bet, round number): the game type is 2
/// (yin-yang) or 5 (five-elements), the bet and the token are non-zero, and each
/// (game type, round, player) is recorded at most once, so a batch sent twice reverts instead of
/// counting twice. The time of a round is the time of the block that recorded it. The contract
/// holds no funds and calls nothing.
contract FomoGameRecords is AccessControl {
    /// @dev A zero address was given for the admin.
    error ZeroAddress();
    /// @dev A batch without rounds.
    error NoRounds();
    /// @dev A game type other than 2 (yin-yang) or 5 (five-elements).
    error UnknownGameType(uint8 gameType);
    /// @dev A round with a zero player, token or bet.
    error InvalidRound(uint256 index);
    /// @dev This player's round of this game was recorded before.
    error RoundAlreadyRecorded(address player, uint8 gameType, uint256 round);

    event RoundRecorded(
        address indexed player, uint8 indexed gameType, address indexed token, uint256 bet, uint256 round
    );

    /// @dev One player's bet in one round of a game.
    struct Round {
        address player;
        uint8 gameType;
        address token;
        uint256 bet;
        uint256 round;
    }

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    uint8 public constant YIN_YANG = 2;
    uint8 public constant FIVE_ELEMENTS = 5;

    mapping(bytes32 key => bool) private recorded;

    /// @dev `admin` gets the default admin role (grants operators) and the operator role.
    constructor(address admin) {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
    }

    /// @notice Records `rounds`, each once; the whole batch reverts if any is invalid or already recorded.
    function recordRounds(Round[] calldata rounds) external onlyRole(OPERATOR_ROLE) {
        uint256 count = rounds.length;
        if (count == 0) revert NoRounds();
        for (uint256 i; i < count; ++i) {
            Round calldata r = rounds[i];
            if (r.gameType != YIN_YANG && r.gameType != FIVE_ELEMENTS) revert UnknownGameType(r.gameType);
            if (r.player == address(0) || r.token == address(0) || r.bet == 0) revert InvalidRound(i);
            bytes32 key = _key(r.player, r.gameType, r.round);
            if (recorded[key]) revert RoundAlreadyRecorded(r.player, r.gameType, r.round);
            recorded[key] = true;
            emit RoundRecorded(r.player, r.gameType, r.token, r.bet, r.round);
        }
    }

    /// @notice Whether `player`'s round `round` of game `gameType` has been recorded.
    function isRecorded(address player, uint8 gameType, uint256 round) external view returns (bool) {
        return recorded[_key(player, gameType, round)];
    }

    function _key(address player, uint8 gameType, uint256 round) private pure returns (bytes32) {
        return keccak256(abi.encode(gameType, round, player));
    }
}
