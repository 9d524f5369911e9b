// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";
import {TokenIntake} from "./TokenIntake.sol";

/// @notice Single-token term deposits in admin-listed tokens; the pool itself pays no interest.
/// @dev A deposit option is a term in days set by the admin: a deposit cannot be withdrawn before
/// its term ends (term 0: any time). Programmes may reward deposits from the ledger of these
/// events. Deposits with a term are kept as records; once matured, a withdrawal moves them into
/// the account's free balance and pays from it, so which deposit a withdrawal consumed never
/// matters. An account holds at most MAX_OPEN_DEPOSITS records per token (matured ones not yet
/// moved count): a term deposit at the bound first moves the matured ones to the free balance, and
/// is refused if none had matured, so a withdrawal walks at most that many and always fits a block.
/// Invariants: the tokens held equal the sum of free balances and deposit records; no
/// admin path moves a deposit; delisting a token or disabling an option never blocks a withdrawal;
/// an account's depositCount never exceeds MAX_OPEN_DEPOSITS.
contract FomoCapitalPool is AccessControl, ProgrammeReentrancyGuard {
    using SafeERC20 for IERC20;
    using TokenIntake for IERC20;

    /// @dev A zero address was given for the admin or a token.
    error ZeroAddress();
    /// @dev The token is not listed for deposits.
    error TokenNotListed(address token);
    /// @dev The deposit option is not enabled.
    error OptionNotEnabled(uint8 option);
    /// @dev A deposit or withdrawal of zero.
    error ZeroAmount();
    /// @dev The token delivered nothing for a deposit.
    error NothingReceived();
    /// @dev A balance would not fit its 128-bit slot.
    error AmountTooLarge();
    /// @dev The matured balance is below the withdrawal.
    error InsufficientUnlocked(uint256 available, uint256 requested);
    /// @dev The account holds `max` unmatured term deposits of the token: wait for one to mature, or use term 0.
    error TooManyOpenDeposits(uint256 max);

    /// @dev depositId is 0 for a term-0 deposit (credited to the free balance at once), else the
    /// record's 1-based id, unique per token and account; unlockAt is when it can be withdrawn.
    event Deposited(
        address indexed account,
        address indexed token,
        uint256 indexed depositId,
        uint256 amount,
        uint8 option,
        uint64 unlockAt
    );
    event Withdrawn(address indexed account, address indexed token, uint256 amount);
    event TokenListed(address indexed token, bool listed);
    event DepositOptionSet(uint8 indexed option, uint16 termDays, bool enabled);

    /// @dev A deposit still (or until a withdrawal) held for its term, one slot.
    struct Deposit {
        uint128 amount;
        uint40 unlockAt;
        uint8 option;
        uint64 id;
    }

    /// @dev A deposit option: its term and whether new deposits may use it.
    struct DepositOption {
        uint16 termDays;
        bool enabled;
    }

    /// @dev An account's holdings in one token, one slot: records live at [0, depositCount).
    struct Account {
        uint128 free;
        uint64 depositCount;
        uint64 lastDepositId;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    /// @notice The most deposit records an account holds per token, so a withdrawal always fits a block.
    uint256 public constant MAX_OPEN_DEPOSITS = 100;

    mapping(address token => bool) public isListed;
    mapping(uint8 option => DepositOption) public depositOptions;
    mapping(address token => mapping(address account => Account)) private accounts;
    mapping(address token => mapping(address account => mapping(uint256 index => Deposit))) private deposits;

    constructor(address admin) {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Lists or delists `token` for new deposits; withdrawals are never affected.
    function setToken(address token, bool listed) external onlyRole(ADMIN_ROLE) {
        if (token == address(0)) revert ZeroAddress();
        isListed[token] = listed;
        emit TokenListed(token, listed);
    }

    /// @notice Defines deposit option `option` as a term of `termDays` days; existing deposits keep theirs.
    function setDepositOption(uint8 option, uint16 termDays, bool enabled) external onlyRole(ADMIN_ROLE) {
        depositOptions[option] = DepositOption(termDays, enabled);
        emit DepositOptionSet(option, termDays, enabled);
    }

    // ------------------------------------------------------------------ accounts

    /// @notice Deposits `amount` of `token` for the term of `depositOption`; credits what arrived.
    function deposit(address token, uint256 amount, uint8 depositOption) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (!isListed[token]) revert TokenNotListed(token);
        DepositOption memory option = depositOptions[depositOption];
        if (!option.enabled) revert OptionNotEnabled(depositOption);
        uint256 received = IERC20(token).pull(msg.sender, amount);
        if (received == 0) revert NothingReceived();

        Account memory account = accounts[token][msg.sender];
        if (option.termDays == 0) {
            uint256 free = account.free + received;
            if (free > type(uint128).max) revert AmountTooLarge();
            // checked against uint128 above
            // forge-lint: disable-next-line(unsafe-typecast)
            accounts[token][msg.sender].free = uint128(free);
            emit Deposited(msg.sender, token, 0, received, depositOption, uint64(block.timestamp));
            return;
        }
        if (received > type(uint128).max) revert AmountTooLarge();
        if (account.depositCount >= MAX_OPEN_DEPOSITS) {
            (uint256 free, uint256 count) = _matureRecords(token, msg.sender, account.free, account.depositCount);
            if (count >= MAX_OPEN_DEPOSITS) revert TooManyOpenDeposits(MAX_OPEN_DEPOSITS);
            if (free > type(uint128).max) revert AmountTooLarge();
            // free checked above; count only shrank
            // forge-lint: disable-next-line(unsafe-typecast)
            (account.free, account.depositCount) = (uint128(free), uint64(count));
        }
        uint64 id = account.lastDepositId + 1;
        uint256 unlockAt = block.timestamp + uint256(option.termDays) * 1 days;
        deposits[token][msg.sender][account.depositCount] =
        // amount checked above; unlockAt < 2^40 (now + 65535 days)
        // forge-lint: disable-next-line(unsafe-typecast)
        Deposit(uint128(received), uint40(unlockAt), depositOption, id);
        accounts[token][msg.sender] = Account(account.free, account.depositCount + 1, id);
        // unlockAt < 2^40
        // forge-lint: disable-next-line(unsafe-typecast)
        emit Deposited(msg.sender, token, id, received, depositOption, uint64(unlockAt));
    }

    /// @notice Pays `amount` of `token` to the caller from its matured deposits.
    function withdraw(address token, uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        Account memory account = accounts[token][msg.sender];
        (uint256 free, uint256 count) = _matureRecords(token, msg.sender, account.free, account.depositCount);
        if (free < amount) revert InsufficientUnlocked(free, amount);
        uint256 rest = free - amount;
        if (rest > type(uint128).max) revert AmountTooLarge();
        // rest checked above; count never grows here
        // forge-lint: disable-next-line(unsafe-typecast)
        accounts[token][msg.sender] = Account(uint128(rest), uint64(count), account.lastDepositId);
        IERC20(token).safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, token, amount);
    }

    // ------------------------------------------------------------------ views

    /// @notice Everything the account deposited in `token` and has not withdrawn, locked or not.
    function getAccountCurrentBalance(address token, address account) external view returns (uint256 balance) {
        Account memory holdings = accounts[token][account];
        balance = holdings.free;
        for (uint256 i; i < holdings.depositCount; ++i) {
            balance += deposits[token][account][i].amount;
        }
    }

    /// @notice What `withdraw` could pay the account now.
    function withdrawableOf(address token, address account) external view returns (uint256 amount) {
        Account memory holdings = accounts[token][account];
        amount = holdings.free;
        for (uint256 i; i < holdings.depositCount; ++i) {
            Deposit memory record = deposits[token][account][i];
            // terms are days: seconds of drift do not matter
            // forge-lint: disable-next-line(block-timestamp)
            if (record.unlockAt <= block.timestamp) amount += record.amount;
        }
    }

    /// @notice The account's free balance and its deposit records with their unlock times.
    function depositsOf(address token, address account) external view returns (uint256 free, Deposit[] memory records) {
        Account memory holdings = accounts[token][account];
        free = holdings.free;
        records = new Deposit[](holdings.depositCount);
        for (uint256 i; i < records.length; ++i) {
            records[i] = deposits[token][account][i];
        }
    }

    // ------------------------------------------------------------------ internal

    /// @dev Adds every matured record of `account` to `free`, compacting the rest (the last moves
    /// into the freed index); returns the new free balance and record count.
    function _matureRecords(address token, address account, uint256 free, uint256 count)
        private
        returns (uint256, uint256)
    {
        mapping(uint256 => Deposit) storage records = deposits[token][account];
        for (uint256 i; i < count;) {
            Deposit memory record = records[i];
            // terms are days: seconds of drift do not matter
            // forge-lint: disable-next-line(block-timestamp)
            if (record.unlockAt > block.timestamp) {
                unchecked {
                    ++i;
                }
                continue;
            }
            free += record.amount;
            unchecked {
                --count;
            }
            if (i != count) records[i] = records[count];
            delete records[count];
        }
        return (free, count);
    }
}
