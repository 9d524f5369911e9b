// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";
import {TokenIntake} from "../mining/TokenIntake.sol";

/// @notice The bounty area's prize pool: anyone funds it, the operator schedules draws, and each
/// draw's seed is fixed by a commit–reveal mixed with a later block hash.
/// @dev The rule: an operator holding the secret can never choose between two or more outcomes for
/// the same players and prizes. Per draw:
/// 1. `commit(drawId, commitment, closeTime, token, prizes)` — the operator publishes
///    commitment = keccak256(abi.encode(drawId, secret)) and the prizes BEFORE closeTime. The
///    draws of a pool chain their windows: a draw's eligibility window runs from the previous
///    draw's close to its own, and each close must be later than the last one (`lastCloseTime`),
///    void draws included. So two draws never cover the same players (no parallel draws), and a void
///    draw's players are never drawn again (no redraw). The prizes are reserved from the pool at
///    once, so a reveal can always pay them.
/// 2. `seal(drawId, secret)` — the operator, after closeTime and within SEAL_PERIOD: the secret
///    must open the commitment and is published (`DrawSecretPublished`), and the target block is
///    fixed, the block after the seal's. Nobody knows its hash when the seal is sent, the operator
///    included, so sealing or not is a choice made blind.
/// 3. `reveal(drawId, secret)` — anyone, after the target block and within REVEAL_WINDOW blocks of
///    it (blockhash is still readable): seed = keccak256(abi.encode(secret, blockhash(targetBlock))).
///    The prizes move to the reward distributor, which pays them from the reward ledger's voucher.
/// Once the target block is mined the outcome is fixed and everyone can compute it and reveal it
/// (a winner has every reason to), so the operator, the first to know it before, no longer holds
/// anything back. Remaining trust: the target block's producer sees the secret (published a block
/// before) and can grind its block's hash, alone or with the operator; and if nobody at all
/// reveals within REVEAL_WINDOW blocks, the draw is void (its window stays closed, its prizes
/// return to the pool; `fomo bounty draws` flags it). An unsealed draw after SEAL_PERIOD is void
/// too (`voidDraw`, anyone), decided before anyone could know an outcome.
/// Winners are a pure function of the seed and the eligible list (src/domain/bounty), so anyone
/// recomputes them; the i-th prize goes to the i-th winner (with fewer eligible accounts than
/// prizes, the prizes left over are credited to nobody: they stay in the distributor unpaid, so the
/// operator commits no more prizes than it expects winners). Funds and payouts are exact: a token
/// that delivers another amount than asked is refused. Invariants: for each token,
/// poolOf + paid = funded, reservedOf <= poolOf <= balance; no admin path moves the pool.
contract FomoPrizePool is AccessControl, ProgrammeReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @dev A zero address was given for the admin or the distributor.
    error ZeroAddress();
    /// @dev A fund of zero.
    error ZeroAmount();
    /// @dev The token moved another amount than asked (fee-on-transfer or rebasing): not accepted.
    error InexactTransfer(uint256 expected, uint256 moved);
    /// @dev This draw id was committed before.
    error DrawExists(uint256 drawId);
    /// @dev No draw with this id was committed.
    error UnknownDraw(uint256 drawId);
    /// @dev A zero commitment.
    error ZeroCommitment();
    /// @dev The close time is not in the future: the commitment must precede the close.
    error CloseTimePassed(uint64 closeTime);
    /// @dev The close time is more than MAX_OPEN after now (a typo would keep the prizes reserved for ages).
    error CloseTimeTooFar(uint64 closeTime, uint256 latest);
    /// @dev No prizes, more than MAX_PRIZES, or a prize of zero.
    error InvalidPrizes();
    /// @dev The pool's unreserved balance of the token does not cover the prizes.
    error InsufficientPool(address token, uint256 available, uint256 needed);
    /// @dev The draw's eligibility has not closed yet.
    error DrawOpen(uint64 closeTime);
    /// @dev The draw is not in the state the call needs (committed to seal, sealed to reveal).
    error WrongDrawState(uint256 drawId, DrawState state);
    /// @dev The seal came after closeTime + SEAL_PERIOD: the draw can only be voided.
    error SealPeriodOver(uint64 deadline);
    /// @dev The target block has not been mined yet.
    error TargetBlockAhead(uint64 targetBlock);
    /// @dev The reveal window (REVEAL_WINDOW blocks after the target block) is over.
    error RevealWindowOver(uint64 lastBlock);
    /// @dev The secret does not open the draw's commitment.
    error WrongSecret();
    /// @dev The draw can still be sealed or revealed: it is not void yet.
    error DrawNotExpired(uint256 drawId);
    /// @dev The close is not after the pool's last draw's close: the windows would overlap.
    error WindowTaken(uint64 closeTime, uint64 lastCloseTime);

    event PoolFunded(address indexed token, address indexed from, uint256 amount, uint256 pool);
    event DrawCommitted(
        uint256 indexed drawId, address indexed token, bytes32 commitment, uint64 closeTime, uint256[] prizes
    );
    event DrawSealed(uint256 indexed drawId, uint64 targetBlock);
    /// @dev The secret, public from the seal on: anyone reveals with it once the target block is mined.
    event DrawSecretPublished(uint256 indexed drawId, bytes32 secret);
    /// @dev seed = keccak256(abi.encode(secret, blockhash(targetBlock))); `total` went to the distributor.
    event DrawRevealed(uint256 indexed drawId, bytes32 seed, bytes32 secret, uint256 total);
    event DrawVoided(uint256 indexed drawId);

    enum DrawState {
        None,
        Committed,
        Sealed,
        Revealed,
        Void
    }

    /// @dev A draw: its commitment, token, close time, state, target block and the prizes' sum. Its
    /// window opens at the previous draw's close (not stored: the commits' order tells it, and
    /// `lastCloseTime` is all the rule needs).
    struct Draw {
        bytes32 commitment;
        address token;
        uint64 closeTime;
        DrawState state; // gas: shares the slot with token and closeTime
        uint64 targetBlock;
        uint256 total;
    }

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    uint256 public constant MAX_PRIZES = 100;
    /// @notice How long after closeTime a draw can be sealed.
    uint64 public constant SEAL_PERIOD = 1 days;
    /// @notice How many blocks after the target block a reveal is accepted (blockhash reads 256).
    uint64 public constant REVEAL_WINDOW = 240;
    /// @notice How far ahead a draw may close.
    uint64 public constant MAX_OPEN = 365 days;

    address public immutable distributor;

    mapping(address token => uint256) public poolOf;
    mapping(address token => uint256) public reservedOf;
    mapping(uint256 drawId => Draw) private draws;
    /// @notice The last committed draw's close: the next draw's window opens here.
    uint64 public lastCloseTime;

    /// @dev `admin` gets the default admin role (grants operators) and the operator role.
    constructor(address admin, address distributor_) {
        if (admin == address(0) || distributor_ == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        distributor = distributor_;
    }

    // ------------------------------------------------------------------ anyone

    /// @notice Adds exactly `amount` of `token` from the caller to the pool.
    function fund(address token, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 received = TokenIntake.pull(IERC20(token), msg.sender, amount);
        if (received != amount) revert InexactTransfer(amount, received);
        uint256 pool = poolOf[token] + amount;
        poolOf[token] = pool;
        emit PoolFunded(token, msg.sender, amount, pool);
    }

    /// @notice Publishes draw `drawId`'s secret and fixes its target block (the next one), once its
    /// eligibility has closed.
    function seal(uint256 drawId, bytes32 secret) external onlyRole(OPERATOR_ROLE) {
        Draw storage d = _draw(drawId);
        if (d.state != DrawState.Committed) revert WrongDrawState(drawId, d.state);
        if (keccak256(abi.encode(drawId, secret)) != d.commitment) revert WrongSecret();
        uint64 closeTime = d.closeTime;
        // the close is a cut-off in hours: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp < closeTime) revert DrawOpen(closeTime);
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > closeTime + SEAL_PERIOD) revert SealPeriodOver(closeTime + SEAL_PERIOD);
        uint64 target = uint64(block.number) + 1;
        d.targetBlock = target;
        d.state = DrawState.Sealed;
        emit DrawSecretPublished(drawId, secret);
        emit DrawSealed(drawId, target);
    }

    /// @notice Anyone, with the secret the seal published: opens draw `drawId`'s commitment, fixes
    /// its seed and moves its prizes to the reward distributor.
    function reveal(uint256 drawId, bytes32 secret) external nonReentrant {
        Draw storage d = _draw(drawId);
        DrawState state = d.state;
        if (state != DrawState.Sealed) {
            // forge-lint: disable-next-line(block-timestamp)
            if (state == DrawState.Committed && block.timestamp < d.closeTime) revert DrawOpen(d.closeTime);
            revert WrongDrawState(drawId, state);
        }
        uint64 target = d.targetBlock;
        if (block.number <= target) revert TargetBlockAhead(target);
        if (block.number > target + REVEAL_WINDOW) revert RevealWindowOver(target + REVEAL_WINDOW);
        if (keccak256(abi.encode(drawId, secret)) != d.commitment) revert WrongSecret();
        bytes32 seed = keccak256(abi.encode(secret, blockhash(target)));
        d.state = DrawState.Revealed;
        (address token, uint256 total) = (d.token, d.total);
        reservedOf[token] -= total;
        poolOf[token] -= total;
        address to = distributor;
        uint256 held = IERC20(token).balanceOf(address(this));
        uint256 before = IERC20(token).balanceOf(to);
        IERC20(token).safeTransfer(to, total);
        uint256 moved = IERC20(token).balanceOf(to) - before;
        if (moved != total) revert InexactTransfer(total, moved);
        uint256 left = held - IERC20(token).balanceOf(address(this)); // a fee on send would eat the pool
        if (left != total) revert InexactTransfer(total, left);
        emit DrawRevealed(drawId, seed, secret, total);
    }

    /// @notice Voids draw `drawId` when it can no longer be revealed: unsealed after closeTime +
    /// SEAL_PERIOD, or sealed and past its reveal window. Its prizes return to the pool.
    function voidDraw(uint256 drawId) external {
        Draw storage d = _draw(drawId);
        DrawState state = d.state;
        bool expired;
        // forge-lint: disable-next-line(block-timestamp)
        if (state == DrawState.Committed) expired = block.timestamp > d.closeTime + SEAL_PERIOD;
        else if (state == DrawState.Sealed) expired = block.number > d.targetBlock + REVEAL_WINDOW;
        else revert WrongDrawState(drawId, state);
        if (!expired) revert DrawNotExpired(drawId);
        d.state = DrawState.Void;
        reservedOf[d.token] -= d.total;
        emit DrawVoided(drawId);
    }

    // ------------------------------------------------------------------ operator

    /// @notice Publishes draw `drawId`: the commitment keccak256(abi.encode(drawId, secret)), its
    /// close time (in the future), the token and its prizes, reserved from the pool now.
    function commit(uint256 drawId, bytes32 commitment, uint64 closeTime, address token, uint256[] calldata prizes)
        external
        onlyRole(OPERATOR_ROLE)
    {
        if (draws[drawId].state != DrawState.None) revert DrawExists(drawId);
        if (commitment == bytes32(0)) revert ZeroCommitment();
        uint64 opensAt = lastCloseTime;
        if (closeTime <= opensAt) revert WindowTaken(closeTime, opensAt);
        // forge-lint: disable-next-line(block-timestamp)
        if (closeTime <= block.timestamp) revert CloseTimePassed(closeTime);
        // forge-lint: disable-next-line(block-timestamp)
        if (closeTime > block.timestamp + MAX_OPEN) revert CloseTimeTooFar(closeTime, block.timestamp + MAX_OPEN);
        uint256 count = prizes.length;
        if (count == 0 || count > MAX_PRIZES) revert InvalidPrizes();
        uint256 total;
        for (uint256 i; i < count; ++i) {
            if (prizes[i] == 0) revert InvalidPrizes();
            total += prizes[i];
        }
        uint256 reserved = reservedOf[token];
        uint256 available = poolOf[token] - reserved;
        if (total > available) revert InsufficientPool(token, available, total);
        reservedOf[token] = reserved + total;
        lastCloseTime = closeTime;
        draws[drawId] = Draw(commitment, token, closeTime, DrawState.Committed, 0, total);
        emit DrawCommitted(drawId, token, commitment, closeTime, prizes);
    }

    // ------------------------------------------------------------------ views

    /// @notice Draw `drawId` as stored (state None if it was never committed).
    function drawOf(uint256 drawId) external view returns (Draw memory) {
        return draws[drawId];
    }

    /// @notice What the pool holds of `token` beyond the prizes of committed draws.
    function availableOf(address token) external view returns (uint256) {
        return poolOf[token] - reservedOf[token];
    }

    // ------------------------------------------------------------------ internal

    function _draw(uint256 drawId) private view returns (Draw storage d) {
        d = draws[drawId];
        if (d.state == DrawState.None) revert UnknownDraw(drawId);
    }
}
