// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice Pays every programme's rewards from signed cumulative vouchers, within a daily cap per token.
/// @dev A voucher (EIP-712 `Reward`, bound to chain and contract by the domain) names the account,
/// each token's cumulative total earned and a deadline; it pays the caller, per token, the total
/// minus what it was already paid, so reissued or replayed vouchers never pay twice and an older,
/// smaller one pays nothing. The contract holds reward funds only, never user principal: the
/// admin may withdraw what is not yet claimed (the ledger off chain knows what is owed).
/// Reentrancy: each token's paid total and daily spend are written before its transfer, so a
/// token re-entering with any voucher finds that total already paid (no guard needed).
/// Invariants: paid[account][token] only grows, and equals the highest total of a voucher that
/// paid it; a token's payouts in one day (block.timestamp / 1 days) never exceed its cap.
contract FomoRewardDistributor is AccessControl, EIP712, Pausable {
    using SafeERC20 for IERC20;

    /// @dev A zero address was given for the admin, the signer or a recipient.
    error ZeroAddress();
    /// @dev The voucher's deadline has passed.
    error VoucherExpired(uint256 deadline);
    /// @dev `tokens` and `totalRewards` differ in length.
    error LengthMismatch();
    /// @dev The signature is malformed (high s, bad v, zero recovery) or not the signer's.
    error InvalidSignature();
    /// @dev Every total in the voucher was paid already.
    error NothingToClaim();
    /// @dev The token has no daily cap set (cap 0): it is not payable.
    error TokenNotPayable(address token);
    /// @dev The payout would take the token past today's cap; `remaining` can still be paid today.
    error DailyCapExceeded(address token, uint256 remaining);
    /// @dev A daily cap above 2^112 - 1.
    error CapTooLarge();

    event RewardDistributed(address indexed account, address indexed token, uint256 amount, uint256 totalPaid);
    event SignerChanged(address indexed signer);
    event DailyCapSet(address indexed token, uint256 cap);
    /// @dev The admin took unallocated reward funds out.
    event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);

    /// @dev A token's cap and what it paid on `day`, one slot.
    struct Payout {
        uint112 dailyCap;
        uint112 paidOnDay;
        uint32 day;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant REWARD_TYPEHASH =
        keccak256("Reward(address account,address[] tokens,uint256[] totalRewards,uint256 deadline)");

    address public signer; // gas: shares a slot with Pausable's flag, both read by every claim
    mapping(address account => mapping(address token => uint256)) private paid;
    mapping(address token => Payout) private payouts;

    /// @dev `admin` gets the default admin, admin and operator roles.
    constructor(address admin, address signer_) EIP712("FomoRewardDistributor", "1") {
        if (admin == address(0) || signer_ == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        signer = signer_;
        emit SignerChanged(signer_);
    }

    // ------------------------------------------------------------------ claims

    /// @notice Pays the caller each token's voucher total minus what it was already paid.
    /// @param v,r,s The signer's signature over Reward(msg.sender, tokens, totalRewards, deadline).
    function distributeReward(
        address[] calldata tokens,
        uint256[] calldata totalRewards,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external whenNotPaused {
        // vouchers live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert VoucherExpired(deadline);
        if (tokens.length != totalRewards.length) revert LengthMismatch();
        bytes32 digest = _hashTypedDataV4(_rewardHash(msg.sender, tokens, totalRewards, deadline));
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, v, r, s);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();

        uint256 today = block.timestamp / 1 days;
        bool paidAny;
        for (uint256 i; i < tokens.length; ++i) {
            (address token, uint256 total) = (tokens[i], totalRewards[i]);
            uint256 already = paid[msg.sender][token];
            if (total <= already) continue; // an older voucher, or a token repeated in this one
            uint256 amount = total - already;
            paid[msg.sender][token] = total;
            _spendDailyCap(token, amount, today);
            paidAny = true;
            IERC20(token).safeTransfer(msg.sender, amount);
            emit RewardDistributed(msg.sender, token, amount, total);
        }
        if (!paidAny) revert NothingToClaim();
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the key whose vouchers are honoured; vouchers of the previous key stop paying.
    function setSigner(address signer_) external onlyRole(ADMIN_ROLE) {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(signer_);
    }

    /// @notice Caps what `token` may pay per day, over all accounts; 0 makes it unpayable.
    function setDailyCap(address token, uint256 cap) external onlyRole(ADMIN_ROLE) {
        if (cap > type(uint112).max) revert CapTooLarge();
        // checked against uint112 above
        // forge-lint: disable-next-line(unsafe-typecast)
        payouts[token].dailyCap = uint112(cap);
        emit DailyCapSet(token, cap);
    }

    /// @notice Takes unallocated reward funds out; the contract holds no user principal.
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

    /// @notice The total `account` has been paid in `token`.
    function getDistributeReward(address account, address token) external view returns (uint256) {
        return paid[account][token];
    }

    /// @notice The token's daily cap and what it has paid today.
    function dailyCapOf(address token) external view returns (uint256 cap, uint256 paidToday) {
        Payout memory payout = payouts[token];
        // a day number: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        return (payout.dailyCap, payout.day == block.timestamp / 1 days ? payout.paidOnDay : 0);
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The EIP-712 struct hash of a voucher, for checking an off-chain signer.
    function hashReward(address account, address[] calldata tokens, uint256[] calldata totalRewards, uint256 deadline)
        external
        pure
        returns (bytes32)
    {
        return _rewardHash(account, tokens, totalRewards, deadline);
    }

    /// @notice The digest the signer signs for a voucher on this chain and contract.
    function rewardDigest(address account, address[] calldata tokens, uint256[] calldata totalRewards, uint256 deadline)
        external
        view
        returns (bytes32)
    {
        return _hashTypedDataV4(_rewardHash(account, tokens, totalRewards, deadline));
    }

    // ------------------------------------------------------------------ internal

    /// @dev Arrays are hashed as EIP-712 arrays: keccak256 of their 32-byte elements, concatenated.
    function _rewardHash(address account, address[] calldata tokens, uint256[] calldata totalRewards, uint256 deadline)
        private
        pure
        returns (bytes32)
    {
        bytes32 tokensHash;
        bytes32 totalsHash;
        // gas: hashes the calldata words as they are (Solidity would copy them one by one); a token
        // word with dirty high bits gives a digest no signer signed, and reverts when read anyway
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, tokens.offset, shl(5, tokens.length))
            tokensHash := keccak256(ptr, shl(5, tokens.length))
            calldatacopy(ptr, totalRewards.offset, shl(5, totalRewards.length))
            totalsHash := keccak256(ptr, shl(5, totalRewards.length))
        }
        return keccak256(abi.encode(REWARD_TYPEHASH, account, tokensHash, totalsHash, deadline));
    }

    /// @dev Counts `amount` against the token's cap for `today`, reverting past it.
    function _spendDailyCap(address token, uint256 amount, uint256 today) private {
        Payout storage payout = payouts[token];
        (uint256 cap, uint256 day, uint256 spent) = (payout.dailyCap, payout.day, payout.paidOnDay); // gas: one SLOAD
        if (cap == 0) revert TokenNotPayable(token);
        uint256 before = day == today ? spent : 0;
        uint256 remaining = cap > before ? cap - before : 0; // the cap may have been lowered
        if (amount > remaining) revert DailyCapExceeded(token, remaining);
        uint256 spentToday = before + amount; // <= cap < 2^112; day numbers fit 32 bits for 11 million years
        // gas: the whole slot in one SSTORE, as Payout lays it out (Solidity would SLOAD it again to
        // merge the fields); dailyCap is rewritten unchanged
        assembly ("memory-safe") {
            sstore(payout.slot, or(or(cap, shl(112, spentToday)), shl(224, today)))
        }
    }
}
