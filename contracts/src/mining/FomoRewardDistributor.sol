// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {RollingCap} from "../libraries/RollingCap.sol";

/// @notice Pays every programme's rewards from signed cumulative vouchers, within a cap per token over any 24 hours.
/// @dev A voucher (EIP-712 `Reward`, bound to chain and contract by the domain) names the account,
/// each token's cumulative total earned and a deadline; it pays the caller, per token, the total
/// minus what it was already paid, so reissued or replayed vouchers never pay twice and an older,
/// smaller one pays nothing. The contract holds reward funds only, never user principal: the
/// admin may withdraw what is not yet claimed (the ledger off chain knows what is owed).
/// Reentrancy: each token's paid total and daily spend are written before its transfer, so a
/// token re-entering with any voucher finds that total already paid (no guard needed).
/// `distributeTokenReward` takes a one-token voucher with an EIP-2098 compact signature: the same
/// signed struct (a one-element array hashes as the element's word), in less calldata.
/// The cap is RollingCap's: a stolen signer key takes at most one cap of each token in any 24 hours
/// (midnight is no boundary), before the admin replaces the key.
/// Invariants: paid[account][token] only grows, and equals the highest total of a voucher that
/// paid it; a token's payouts in any 24 hours never exceed its cap.
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
    /// @dev The payout would take the token past its cap over the last 24 hours; `remaining` can still be paid now.
    error DailyCapExceeded(address token, uint256 remaining);
    /// @dev A cap above 2^112 - 1.
    error CapTooLarge();

    event RewardDistributed(address indexed account, address indexed token, uint256 amount, uint256 totalPaid);
    event SignerChanged(address indexed signer);
    event DailyCapSet(address indexed token, uint256 cap);
    /// @dev The admin took unallocated reward funds out.
    event FundsWithdrawn(address indexed token, address indexed to, uint256 amount);

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant REWARD_TYPEHASH =
        keccak256("Reward(address account,address[] tokens,uint256[] totalRewards,uint256 deadline)");

    address public signer; // gas: shares a slot with Pausable's flag, both read by every claim
    mapping(address account => mapping(address token => uint256)) private paid;
    mapping(address token => uint256 word) private caps; // RollingCap words: cap and window, one slot

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
    ) external {
        address signer_ = _liveSigner();
        // vouchers live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert VoucherExpired(deadline);
        if (tokens.length != totalRewards.length) revert LengthMismatch();
        bytes32 digest = _hashTypedDataV4(_rewardHash(msg.sender, tokens, totalRewards, deadline));
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, v, r, s);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer_) revert InvalidSignature();

        bool paidAny;
        for (uint256 i; i < tokens.length; ++i) {
            if (_pay(tokens[i], totalRewards[i])) paidAny = true;
        }
        if (!paidAny) revert NothingToClaim();
    }

    /// @notice `distributeReward` for a voucher of one token, signed as Reward(msg.sender, [token],
    /// [totalReward], deadline), with the signature in EIP-2098's compact form.
    /// @param vs The signature's s with v - 27 in its top bit (EIP-2098).
    function distributeTokenReward(address token, uint256 totalReward, uint256 deadline, bytes32 r, bytes32 vs)
        external
    {
        address signer_ = _liveSigner();
        // vouchers live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert VoucherExpired(deadline);
        bytes32 digest = _hashTypedDataV4(_oneRewardHash(msg.sender, token, totalReward, deadline));
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, r, vs);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer_) revert InvalidSignature();
        if (!_pay(token, totalReward)) revert NothingToClaim();
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the key whose vouchers are honoured; vouchers of the previous key stop paying.
    function setSigner(address signer_) external onlyRole(ADMIN_ROLE) {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(signer_);
    }

    /// @notice Caps what `token` may pay in any 24 hours, over all accounts; 0 makes it unpayable.
    /// @dev The share of the cap used in the last 24 hours keeps counting (RollingCap.setCap).
    function setDailyCap(address token, uint256 cap) external onlyRole(ADMIN_ROLE) {
        if (cap > RollingCap.MAX_CAP) revert CapTooLarge();
        caps[token] = RollingCap.setCap(caps[token], cap);
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

    /// @dev The signer, reverting as `whenNotPaused` does while paused.
    /// gas: Pausable's flag and the signer share slot 3 (the flag at offset 0, the signer at 1, as
    /// `forge inspect … storageLayout` shows and test_DistributeReward_RevertWhen_Paused checks):
    /// one SLOAD for both instead of a cold and a warm one.
    function _liveSigner() private view returns (address signer_) {
        uint256 word;
        assembly ("memory-safe") {
            word := sload(signer.slot)
        }
        if (word & 0xff != 0) revert EnforcedPause();
        // the signer is the slot's 160 bits above the flag's byte
        // forge-lint: disable-next-line(unsafe-typecast)
        signer_ = address(uint160(word >> 8));
    }

    /// @dev The one-token voucher's struct hash: each one-element array hashes as keccak256 of its word.
    function _oneRewardHash(address account, address token, uint256 total, uint256 deadline)
        private
        pure
        returns (bytes32 digest)
    {
        bytes32 typeHash = REWARD_TYPEHASH;
        // gas: the two element hashes in scratch space and the struct in free memory, not abi.encode's copies
        assembly ("memory-safe") {
            mstore(0x00, token)
            let tokensHash := keccak256(0x00, 0x20)
            mstore(0x00, total)
            let totalsHash := keccak256(0x00, 0x20)
            let ptr := mload(0x40)
            mstore(ptr, typeHash)
            mstore(add(ptr, 0x20), account)
            mstore(add(ptr, 0x40), tokensHash)
            mstore(add(ptr, 0x60), totalsHash)
            mstore(add(ptr, 0x80), deadline)
            digest := keccak256(ptr, 0xa0)
        }
    }

    /// @dev Pays the caller `total` of `token` minus what it was paid, within the cap; false when
    /// there is nothing more to pay (an older voucher, or a token repeated in this one).
    /// Reentrancy: the paid total and the cap's word are written before the transfer.
    function _pay(address token, uint256 total) private returns (bool) {
        uint256 already = paid[msg.sender][token];
        if (total <= already) return false;
        uint256 amount = total - already;
        paid[msg.sender][token] = total;
        uint256 word = caps[token]; // gas: one SLOAD, cap and window together
        (bool allowed, uint256 next) = RollingCap.spend(word, amount, block.timestamp);
        if (!allowed) _refuse(token, word);
        caps[token] = next;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit RewardDistributed(msg.sender, token, amount, total);
        return true;
    }

    function _refuse(address token, uint256 word) private view {
        if (RollingCap.capOf(word) == 0) revert TokenNotPayable(token);
        revert DailyCapExceeded(token, RollingCap.available(word, block.timestamp));
    }
}
