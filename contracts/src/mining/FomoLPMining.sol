// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";
import {TokenIntake} from "./TokenIntake.sol";

/// @notice Holds pledged Fomo-LP per pool, on demand or in fixed-term locks; it pays no reward.
/// @dev Rewards are a pure function of this contract's events, computed off chain and paid by
/// FomoRewardDistributor: no reward token is ever called here, so none can trap principal.
/// Ledger rule (weights and energy ratios in basis points, 10_000 = 1x): at time t an account's
/// stake in a pool is demand x (day-0 option's current weight) + sum of unmatured locks'
/// amount x frozen weight + sum of matured, not yet moved locks' amount x (day-0 option's
/// current weight); the pool's rewardPerSecond (reward-token wei per second, from the block of
/// its event) is shared by stake; nothing accrues after PoolShutDown.
/// A position holds at most MAX_OPEN_LOCKS open locks (matured ones not yet moved count): a lock
/// pledged at the bound first moves the matured ones to demand, and is refused if none had matured.
/// So a withdrawal, which walks every open lock, walks at most MAX_OPEN_LOCKS (about 1M gas moving
/// them all, `npm run gas`) and a position can always be withdrawn within a block.
/// Invariants: the LP held for a pool is the sum of its positions' demand and lock amounts; a
/// pushed lock's terms never change; only an owner moves its position, and only to itself; a
/// position's lockCount never exceeds MAX_OPEN_LOCKS.
contract FomoLPMining is AccessControl, ProgrammeReentrancyGuard {
    using SafeERC20 for IERC20;
    using TokenIntake for IERC20;

    /// @dev A zero address was given for an admin, an LP token or a reward token.
    error ZeroAddress();
    /// @dev `addPool` for an LP token that already has a pool.
    error PoolExists(address lpToken);
    /// @dev No pool for this LP token.
    error PoolNotFound(address lpToken);
    /// @dev The pool was shut down: no deposit and no configuration any more.
    error PoolIsShutDown(address lpToken);
    /// @dev The pool has no lock option for these days (weight 0 means removed).
    error OptionNotFound(uint16 lockDays);
    /// @dev A deposit or withdrawal of zero.
    error ZeroAmount();
    /// @dev The LP token delivered nothing for a deposit.
    error NothingReceived();
    /// @dev A balance would not fit its 128-bit slot.
    error AmountTooLarge();
    /// @dev The account opened 2^24 - 1 locks in this pool already.
    error TooManyLocks();
    /// @dev The position holds `max` unmatured locks: wait for one to mature, or pledge on demand.
    error TooManyOpenLocks(uint256 max);
    /// @dev The unlocked balance (demand plus matured locks) is below the withdrawal.
    error InsufficientUnlocked(uint256 available, uint256 requested);
    /// @dev An emergency withdrawal with nothing unlocked.
    error NothingToWithdraw();

    event PoolAdded(address indexed lpToken, address indexed rewardToken, uint256 rewardPerSecond);
    event EmissionChanged(address indexed lpToken, uint256 rewardPerSecond);
    event LockOptionSet(address indexed lpToken, uint16 lockDays, uint32 weight, uint32 energyRatio);
    event PoolShutDown(address indexed lpToken);
    /// @dev Demand: lockId 0, lockDays 0, the day-0 option's current terms, unlockAt = now.
    /// Fixed term: lockId is the lock's 1-based id (unique per pool and account, never reused).
    event Deposited(
        address indexed account,
        address indexed lpToken,
        uint256 indexed lockId,
        uint256 amount,
        uint16 lockDays,
        uint32 weight,
        uint32 energyRatio,
        uint64 unlockAt
    );
    /// @dev A lock moved into the demand balance (it matured, or the pool was shut down).
    event LockMatured(address indexed account, address indexed lpToken, uint256 indexed lockId, uint256 amount);
    event Withdrawn(address indexed account, address indexed lpToken, uint256 amount);

    /// @dev A fixed-term lock: one storage slot, its terms frozen when pushed.
    struct Lock {
        uint128 amount;
        uint32 weight;
        uint32 energyRatio;
        uint40 unlockAt;
        uint24 id;
    }

    /// @dev A lock option's terms; weight 0 means the option does not exist.
    struct Option {
        uint32 weight;
        uint32 energyRatio;
    }

    /// @dev One pool; rewardToken == address(0) means none.
    struct Pool {
        address rewardToken;
        bool shutDown;
        uint256 rewardPerSecond;
    }

    /// @dev An account's position in one pool, one slot: locks live at indexes [0, lockCount).
    struct Position {
        uint128 demand;
        uint64 lockCount;
        uint64 lastLockId;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice The most open locks one position holds, so a withdrawal always fits a block.
    uint256 public constant MAX_OPEN_LOCKS = 100;

    address[] private poolList;
    mapping(address lpToken => Pool) private pools;
    mapping(address lpToken => uint16[]) private optionDays;
    mapping(address lpToken => mapping(uint16 lockDays => Option)) private options;
    mapping(address lpToken => mapping(address account => Position)) private positions;
    mapping(address lpToken => mapping(address account => mapping(uint256 index => Lock))) private locks;

    constructor(address admin) {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Opens a pool for `lpToken` paying `rewardToken` at `rewardPerSecond` (wei per second).
    function addPool(address lpToken, address rewardToken, uint256 rewardPerSecond) external onlyRole(ADMIN_ROLE) {
        if (lpToken == address(0) || rewardToken == address(0)) revert ZeroAddress();
        if (pools[lpToken].rewardToken != address(0)) revert PoolExists(lpToken);
        pools[lpToken] = Pool(rewardToken, false, rewardPerSecond);
        poolList.push(lpToken);
        emit PoolAdded(lpToken, rewardToken, rewardPerSecond);
    }

    /// @notice Sets the pool's emission from this block on.
    function setEmission(address lpToken, uint256 rewardPerSecond) external onlyRole(ADMIN_ROLE) {
        _livePool(lpToken).rewardPerSecond = rewardPerSecond;
        emit EmissionChanged(lpToken, rewardPerSecond);
    }

    /// @notice Adds, changes or (weight 0) removes a lock option; existing locks keep their terms.
    function setLockOption(address lpToken, uint16 lockDays, uint32 weight, uint32 energyRatio)
        external
        onlyRole(ADMIN_ROLE)
    {
        _livePool(lpToken);
        bool listed = options[lpToken][lockDays].weight != 0;
        if (weight == 0) {
            if (listed) _unlistDays(optionDays[lpToken], lockDays);
            delete options[lpToken][lockDays];
        } else {
            if (!listed) optionDays[lpToken].push(lockDays);
            options[lpToken][lockDays] = Option(weight, energyRatio);
        }
        emit LockOptionSet(lpToken, lockDays, weight, energyRatio);
    }

    /// @notice Ends the pool for good: emission stops, every lock counts as matured, deposits are refused.
    function shutDown(address lpToken) external onlyRole(ADMIN_ROLE) {
        Pool storage p = _livePool(lpToken);
        p.shutDown = true;
        p.rewardPerSecond = 0; // the ledger stops at PoolShutDown; the view agrees
        emit PoolShutDown(lpToken);
    }

    // ------------------------------------------------------------------ accounts

    /// @notice Pledges `amount` of `lpToken` on demand (`lockDays` 0) or locked for `lockDays` days.
    /// @dev Credits what arrived (a fee-on-transfer LP token delivers less than `amount`).
    function deposit(address lpToken, uint256 amount, uint16 lockDays) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        Pool storage p = pools[lpToken];
        if (p.rewardToken == address(0)) revert PoolNotFound(lpToken);
        if (p.shutDown) revert PoolIsShutDown(lpToken);
        Option memory option = options[lpToken][lockDays];
        if (option.weight == 0) revert OptionNotFound(lockDays);
        uint256 received = IERC20(lpToken).pull(msg.sender, amount);
        if (received == 0) revert NothingReceived();

        Position storage position = positions[lpToken][msg.sender];
        if (lockDays == 0) {
            uint256 demand = position.demand + received;
            if (demand > type(uint128).max) revert AmountTooLarge();
            // checked against uint128 above
            // forge-lint: disable-next-line(unsafe-typecast)
            position.demand = uint128(demand);
            emit Deposited(
                msg.sender, lpToken, 0, received, 0, option.weight, option.energyRatio, uint64(block.timestamp)
            );
            return;
        }
        if (received > type(uint128).max) revert AmountTooLarge();
        Position memory current = position;
        if (current.lockCount >= MAX_OPEN_LOCKS) current = _matureAtTheBound(lpToken, current);
        uint256 id = uint256(current.lastLockId) + 1;
        if (id > type(uint24).max) revert TooManyLocks();
        uint256 unlockAt = block.timestamp + uint256(lockDays) * 1 days;
        // forge-lint: disable-start(unsafe-typecast)
        // amount and id checked above; unlockAt < 2^40 (now + 65535 days)
        Lock memory lock = Lock(uint128(received), option.weight, option.energyRatio, uint40(unlockAt), uint24(id));
        positions[lpToken][msg.sender] = Position(current.demand, current.lockCount + 1, uint64(id));
        // forge-lint: disable-end(unsafe-typecast)
        locks[lpToken][msg.sender][current.lockCount] = lock;
        emit Deposited(msg.sender, lpToken, id, received, lockDays, lock.weight, lock.energyRatio, lock.unlockAt);
    }

    /// @notice Moves the caller's matured locks to demand, then pays `amount` from demand to the caller.
    function withdraw(address lpToken, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        Position memory position = positions[lpToken][msg.sender];
        uint256 demand = position.demand;
        uint256 lockCount = position.lockCount;
        if (lockCount != 0) (demand, lockCount) = _matureLocks(lpToken, msg.sender, demand, lockCount);
        if (demand < amount) revert InsufficientUnlocked(demand, amount);
        uint256 rest = demand - amount;
        if (rest > type(uint128).max) revert AmountTooLarge();
        // rest checked above; lockCount never grows here
        // forge-lint: disable-next-line(unsafe-typecast)
        positions[lpToken][msg.sender] = Position(uint128(rest), uint64(lockCount), position.lastLockId);
        IERC20(lpToken).safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, lpToken, amount);
    }

    /// @notice Pays the caller all its unlocked LP (every lock once the pool is shut down).
    /// @dev Touches only this pool's LP token and the caller's position, never the reward token.
    function emergencyWithdraw(address lpToken) external nonReentrant {
        Position memory position = positions[lpToken][msg.sender];
        uint256 total = position.demand;
        uint256 lockCount = position.lockCount;
        if (lockCount != 0) (total, lockCount) = _matureLocks(lpToken, msg.sender, total, lockCount);
        if (total == 0) revert NothingToWithdraw();
        // lockCount never grows here
        // forge-lint: disable-next-line(unsafe-typecast)
        positions[lpToken][msg.sender] = Position(0, uint64(lockCount), position.lastLockId);
        IERC20(lpToken).safeTransfer(msg.sender, total);
        emit Withdrawn(msg.sender, lpToken, total);
    }

    // ------------------------------------------------------------------ views

    /// @notice The account's demand balance (matured locks not yet moved excluded) and its locks.
    function positionOf(address lpToken, address account)
        external
        view
        returns (uint256 demand, Lock[] memory accountLocks)
    {
        Position memory position = positions[lpToken][account];
        demand = position.demand;
        accountLocks = new Lock[](position.lockCount);
        for (uint256 i; i < accountLocks.length; ++i) {
            accountLocks[i] = locks[lpToken][account][i];
        }
    }

    /// @notice What `withdraw` could pay the account now: demand plus matured locks.
    function withdrawableOf(address lpToken, address account) external view returns (uint256 amount) {
        Position memory position = positions[lpToken][account];
        amount = position.demand;
        bool shut = pools[lpToken].shutDown;
        for (uint256 i; i < position.lockCount; ++i) {
            Lock memory lock = locks[lpToken][account][i];
            // locks are days long: seconds of drift do not matter
            // forge-lint: disable-next-line(block-timestamp)
            if (shut || lock.unlockAt <= block.timestamp) amount += lock.amount;
        }
    }

    /// @notice The pool's live lock options (0 days = demand).
    function lockOptions(address lpToken)
        external
        view
        returns (uint16[] memory lockDays, uint32[] memory weights, uint32[] memory energyRatios)
    {
        lockDays = optionDays[lpToken];
        weights = new uint32[](lockDays.length);
        energyRatios = new uint32[](lockDays.length);
        for (uint256 i; i < lockDays.length; ++i) {
            Option memory option = options[lpToken][lockDays[i]];
            (weights[i], energyRatios[i]) = (option.weight, option.energyRatio);
        }
    }

    /// @notice The pool's reward token, emission (0 once shut down) and shutdown flag.
    function pool(address lpToken)
        external
        view
        returns (address rewardToken, uint256 rewardPerSecond, bool isShutDown)
    {
        Pool memory p = pools[lpToken];
        return (p.rewardToken, p.rewardPerSecond, p.shutDown);
    }

    /// @notice Every pool's LP token, in the order the pools were added.
    function poolTokens() external view returns (address[] memory) {
        return poolList;
    }

    // ------------------------------------------------------------------ internal

    /// @dev The pool, reverting when it does not exist or was shut down.
    function _livePool(address lpToken) private view returns (Pool storage p) {
        p = pools[lpToken];
        if (p.rewardToken == address(0)) revert PoolNotFound(lpToken);
        if (p.shutDown) revert PoolIsShutDown(lpToken);
    }

    /// @dev Adds every matured lock of `account` to `demand`, compacting the rest (last moves
    /// into the freed index); returns the new demand and lock count. Lock ids are unchanged.
    function _matureLocks(address lpToken, address account, uint256 demand, uint256 lockCount)
        private
        returns (uint256, uint256)
    {
        bool shut = pools[lpToken].shutDown;
        mapping(uint256 => Lock) storage accountLocks = locks[lpToken][account];
        for (uint256 i; i < lockCount;) {
            Lock memory lock = accountLocks[i];
            // locks are days long: seconds of drift do not matter
            // forge-lint: disable-next-line(block-timestamp)
            if (!shut && lock.unlockAt > block.timestamp) {
                unchecked {
                    ++i;
                }
                continue;
            }
            demand += lock.amount;
            emit LockMatured(account, lpToken, lock.id, lock.amount);
            unchecked {
                --lockCount;
            }
            if (i != lockCount) accountLocks[i] = accountLocks[lockCount];
            delete accountLocks[lockCount];
        }
        return (demand, lockCount);
    }

    /// @dev At the open-lock bound: moves the matured locks to demand (stored), refusing when none
    /// had matured; returns the position as it now stands.
    function _matureAtTheBound(address lpToken, Position memory current) private returns (Position memory) {
        (uint256 demand, uint256 lockCount) = _matureLocks(lpToken, msg.sender, current.demand, current.lockCount);
        if (lockCount >= MAX_OPEN_LOCKS) revert TooManyOpenLocks(MAX_OPEN_LOCKS);
        if (demand > type(uint128).max) revert AmountTooLarge();
        // demand checked above; lockCount only shrank
        // forge-lint: disable-next-line(unsafe-typecast)
        return Position(uint128(demand), uint64(lockCount), current.lastLockId);
    }

    /// @dev Removes `lockDays` from the option list (order not kept).
    function _unlistDays(uint16[] storage list, uint16 lockDays) private {
        uint256 last = list.length - 1;
        for (uint256 i; i <= last; ++i) {
            if (list[i] != lockDays) continue;
            list[i] = list[last];
            list.pop();
            return;
        }
    }
}
