// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";
import {RollingCap} from "../libraries/RollingCap.sol";

/// @notice Takes the invest token until the close time (investment chain) and pays signed release
/// withdrawals (withdraw chain); the same contract is deployed on both.
/// @dev Investments go straight to the lock address, credited what it actually received (balance
/// difference), and only while block.timestamp < closeTime, up to investmentMax in total. The
/// release is computed off chain from the Invested events; the signer then signs an EIP-712
/// `Withdrawal` (bound to chain and contract by the domain) naming the account, its next
/// withdrawal number, the token, the amount and a deadline. Numbers start at 0 and must equal
/// withdrawalCount(account), so each is used once and in sequence, and a request re-issued with the
/// same number pays at most once. A cap per token over any 24 hours (RollingCap: midnight is no
/// boundary) bounds what a stolen signer key can take: at most one cap in any 24 hours.
/// The contract holds release funds only, never user principal (that sits at the lock address):
/// the admin may withdraw them. Invariants: totalWithdrawals is the sum of the amounts paid;
/// withdrawalCount(account) only grows, by one per paid withdrawal; a token's payouts in any 24
/// hours never exceed its cap.
contract FomoInvestment is AccessControl, EIP712, ProgrammeReentrancyGuard, Pausable {
    using SafeERC20 for IERC20;

    /// @dev A zero address was given for the admin, the signer, a token or the lock address.
    error ZeroAddress();
    /// @dev The token is not the invest token.
    error NotInvestToken(address token);
    /// @dev An investment at or after the close time.
    error InvestmentClosed(uint256 closeTime);
    /// @dev An investment or withdrawal of zero, or a token that delivered nothing.
    error ZeroAmount();
    /// @dev The investment would take the total past investmentMax; `remaining` still fits.
    error InvestmentMaxExceeded(uint256 remaining);
    /// @dev The withdrawal's deadline has passed.
    error WithdrawalExpired(uint256 deadline);
    /// @dev The withdrawal number is not the account's next one.
    error WrongWithdrawalNumber(uint256 expected);
    /// @dev The signature is malformed (high s, bad v, zero recovery) or not the signer's.
    error InvalidSignature();
    /// @dev The token has no daily cap set (cap 0): it is not payable.
    error TokenNotPayable(address token);
    /// @dev The payout would take the token past its cap over the last 24 hours; `remaining` can still be paid now.
    error DailyCapExceeded(address token, uint256 remaining);
    /// @dev A cap above 2^112 - 1.
    error CapTooLarge();

    event Invested(address indexed account, address indexed token, uint256 amount, uint256 totalInvestment);
    event Withdrawal(
        address indexed account, uint256 indexed historicalWithdrawalNumber, address indexed token, uint256 amount
    );
    event LockAddressSet(address indexed lockAddress);
    event SignerChanged(address indexed signer);
    event DailyCapSet(address indexed token, uint256 cap);
    /// @dev The admin took release funds out.
    event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant WITHDRAWAL_TYPEHASH = keccak256(
        "Withdrawal(address account,uint256 historicalWithdrawalNumber,address token,uint256 amount,uint256 deadline)"
    );

    address public immutable investToken;
    uint256 public immutable investmentMax;
    uint256 public immutable closeTime;

    address public signer; // gas: shares a slot with Pausable's flag, both read by every withdrawal
    address public lockAddress;
    uint256 public totalInvestment;
    uint256 public totalWithdrawals;
    mapping(address account => uint256) public withdrawalCount;
    mapping(address token => uint256 word) private caps; // RollingCap words: cap and window, one slot

    /// @dev `admin` gets the default admin, admin and operator roles. A withdraw-chain deployment
    /// that takes no investments passes a close time in the past.
    constructor(
        address admin,
        address signer_,
        address investToken_,
        address lockAddress_,
        uint256 investmentMax_,
        uint256 closeTime_
    ) EIP712("FomoInvestment", "1") {
        if (admin == address(0) || investToken_ == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        (investToken, investmentMax, closeTime) = (investToken_, investmentMax_, closeTime_);
        _setSigner(signer_);
        _setLockAddress(lockAddress_);
    }

    // ------------------------------------------------------------------ investing

    /// @notice Invests `amount` of the invest token from the caller; it goes to the lock address.
    function investment(address token, uint256 amount) external whenNotPaused nonReentrant {
        if (token != investToken) revert NotInvestToken(token);
        // the close is a date: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp >= closeTime) revert InvestmentClosed(closeTime);
        if (amount == 0) revert ZeroAmount();
        address lock = lockAddress;
        uint256 before = IERC20(token).balanceOf(lock);
        IERC20(token).safeTransferFrom(msg.sender, lock, amount);
        uint256 received = IERC20(token).balanceOf(lock) - before; // fee-on-transfer: credit what arrived
        if (received == 0) revert ZeroAmount();
        uint256 total = totalInvestment + received;
        if (total > investmentMax) revert InvestmentMaxExceeded(investmentMax - totalInvestment);
        totalInvestment = total;
        emit Invested(msg.sender, token, received, total);
    }

    // ------------------------------------------------------------------ withdrawals

    /// @notice Pays the caller a signed release withdrawal, the caller's next numbered one.
    /// @param v,r,s The signer's signature over Withdrawal(msg.sender, number, token, amount, deadline).
    function withdrawalToken(
        uint256 historicalWithdrawalNumber,
        address token,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external whenNotPaused {
        // withdrawals live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert WithdrawalExpired(deadline);
        uint256 expected = withdrawalCount[msg.sender];
        if (historicalWithdrawalNumber != expected) revert WrongWithdrawalNumber(expected);
        if (amount == 0) revert ZeroAmount();
        bytes32 digest =
            _hashTypedDataV4(_withdrawalHash(msg.sender, historicalWithdrawalNumber, token, amount, deadline));
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, v, r, s);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        withdrawalCount[msg.sender] = expected + 1;
        _spendDailyCap(token, amount);
        totalWithdrawals += amount;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit Withdrawal(msg.sender, historicalWithdrawalNumber, token, amount);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets where invested tokens go.
    function setLockAddress(address lockAddress_) external onlyRole(ADMIN_ROLE) {
        _setLockAddress(lockAddress_);
    }

    /// @notice Sets the key whose withdrawals are honoured; those of the previous key stop paying.
    function setSigner(address signer_) external onlyRole(ADMIN_ROLE) {
        _setSigner(signer_);
    }

    /// @notice Caps what `token` may pay in any 24 hours, over all accounts; 0 makes it unpayable.
    /// @dev The share of the cap used in the last 24 hours keeps counting (RollingCap.setCap).
    function setDailyCap(address token, uint256 cap) external onlyRole(ADMIN_ROLE) {
        if (cap > RollingCap.MAX_CAP) revert CapTooLarge();
        caps[token] = RollingCap.setCap(caps[token], cap);
        emit DailyCapSet(token, cap);
    }

    /// @notice Takes release funds out; the contract holds no user principal.
    function withdrawFunds(address token, address to, uint256 amount) external onlyRole(ADMIN_ROLE) {
        if (to == address(0)) revert ZeroAddress();
        IERC20(token).safeTransfer(to, amount);
        emit FundsWithdrawn(token, to, amount);
    }

    function pause() external onlyRole(OPERATOR_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(OPERATOR_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ views

    /// @notice The token's cap over any 24 hours and what of it is used now (the cap less what can still be paid).
    function dailyCapOf(address token) external view returns (uint256 cap, uint256 used) {
        uint256 word = caps[token];
        cap = RollingCap.capOf(word);
        used = cap - RollingCap.available(word, block.timestamp);
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The digest the signer signs for a withdrawal on this chain and contract.
    function withdrawalDigest(
        address account,
        uint256 historicalWithdrawalNumber,
        address token,
        uint256 amount,
        uint256 deadline
    ) external view returns (bytes32) {
        return _hashTypedDataV4(_withdrawalHash(account, historicalWithdrawalNumber, token, amount, deadline));
    }

    // ------------------------------------------------------------------ internal

    function _withdrawalHash(address account, uint256 number, address token, uint256 amount, uint256 deadline)
        private
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(WITHDRAWAL_TYPEHASH, account, number, token, amount, deadline));
    }

    /// @dev Counts `amount` against the token's cap over any 24 hours, reverting past it.
    function _spendDailyCap(address token, uint256 amount) private {
        uint256 word = caps[token]; // gas: one SLOAD, cap and window together
        (bool allowed, uint256 next) = RollingCap.spend(word, amount, block.timestamp);
        if (!allowed) {
            if (RollingCap.capOf(word) == 0) revert TokenNotPayable(token);
            revert DailyCapExceeded(token, RollingCap.available(word, block.timestamp));
        }
        caps[token] = next;
    }

    function _setLockAddress(address lockAddress_) private {
        if (lockAddress_ == address(0)) revert ZeroAddress();
        lockAddress = lockAddress_;
        emit LockAddressSet(lockAddress_);
    }

    function _setSigner(address signer_) private {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(signer_);
    }
}
