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

/// @notice The cross-chain bridge, one deployment per chain: collects signed transfers here and pays
/// the peer chain's collections out here.
/// @dev Source side: `collectionToken` takes exactly `amount` of a listed token from the caller
/// (a token charging a fee on either side of a transfer is refused), sends the destroy amount to the destroy address fixed at
/// deployment, keeps the rest (the service fee and what the peer chain pays out) as inventory, and
/// emits `Collected`. It needs the server signer's EIP-712 `Collection` signature (the domain binds
/// this chain and this contract) over the sender, token, amount, destroy amount, service fee, code,
/// nonce and a deadline. The code is not a hash: it is the transfer's destination,
/// `recipient (160 bits) | targetChainId (32 bits) | nonce (64 bits)`, so a signed code cannot be
/// pointed at another recipient or chain by anyone, the server's database included; the target chain
/// must be this deployment's one peer. The code's low 64 bits are the collection's nonce (the
/// spec's call has no nonce argument), so every code is unique. The contract recomputes the destroy amount and the fee from
/// its own rates (rounding down) and refuses a mismatch, so neither the server nor the caller can
/// take more than the published rates, and a quote signed before a rate change no longer lands.
/// Each token has a minimum amount (`setMinAmount`, the deployment plan's `minAmount`): a smaller
/// collection is refused however it was signed, so no key can make the relayer spend a payout's
/// gas on dust.
/// Nonces are a global bitmap, Permit2-style, issued by the server from one increasing sequence:
/// bit `nonce & 255` of `nonces(nonce >> 8)` is set when the nonce's collection lands or when the
/// operator or signer voids it (`voidCollection`), and a set bit refuses every later use. A signature
/// lands at most once, codes signed for one nonce exclude each other, several codes of one sender can
/// be outstanding at once, and a voided nonce can never land. Consecutive nonces share a storage word,
/// so a collection usually rewrites a warm-valued word (2,900 gas) instead of opening a slot (20,000).
/// Target side: only the operator pays (`transferToken`), each source collection at most once:
/// `hashs` is keyed by keccak256(peerChainId, nonce), the collection's nonce on the peer bridge
/// (unique there: its bit lands once), and written before the transfer. A reorganisation that
/// re-includes a collection elsewhere in its block or in another block moves its transaction hash's
/// place and log index, never its nonce, so the same collection is never paid twice. (One bridge
/// pair shares one nonce sequence: a redeployed peer must continue it, or be paired with a new
/// target.) The source transaction hash passed along is only recorded in `Transferred`.
/// The token paid is the local twin of the source token, paired on chain by `collectionTokenInit`.
/// Every token leaving the contract other than a destroy amount (payouts and the admin's inventory
/// withdrawals) counts against the token's cap over any 24 hours (RollingCap: midnight is no
/// boundary), so a stolen operator key takes at most one cap in any 24 hours (and can pause, never
/// unpause) before the admin replaces it. The admin sets the caps and
/// the keys, so it is the root of trust: a multisig, not a hot key. Only listed tokens collect or
/// pay; list only plain tokens (a token charging its sender would make every payout cost the
/// inventory more than it pays).
/// Invariants: hashs[key] is set once and never cleared, and each key pays once; a token's outflow in
/// any 24 hours never exceeds its cap; a nonce's bit is set once, by one
/// collection or one void, and never cleared; each collection leaves this contract's balance of the
/// token up by amount - destroyAmount.
contract FomoBridge is AccessControl, EIP712, ProgrammeReentrancyGuard, Pausable {
    using SafeERC20 for IERC20;

    /// @dev A zero address was given for the admin, the signer, the operator, a token or a recipient.
    error ZeroAddress();
    /// @dev A zero amount, or a collection that would pay nothing after the fee and the destroy amount.
    error ZeroAmount();
    /// @dev The collection's deadline has passed.
    error CollectionExpired(uint256 deadline);
    /// @dev The destroy address passed is not the one fixed at deployment.
    error WrongDestroyAddress(address destroyAddress);
    /// @dev The destroy amount is not floor(amount * destroyRateBps / 10000).
    error WrongDestroyAmount(uint256 expected);
    /// @dev The code's target chain is not this deployment's peer chain.
    error WrongTargetChain(uint256 targetChainId);
    /// @dev The token is not listed (`collectionTokenInit`), or has no local twin of that source token.
    error TokenNotListed(address token);
    /// @dev The signature is malformed (high s, bad v, zero recovery) or not the signer's.
    error InvalidSignature();
    /// @dev The collection left this contract holding `kept` more, not amount - destroyAmount: the
    /// token charges a fee on transfer (on receiving or on sending) or rebases.
    error InexactTransfer(uint256 kept);
    /// @dev Only the operator pays out.
    error NotOperator();
    /// @dev Only the operator or the signer voids a collection.
    error NotOperatorOrSigner();
    /// @dev The nonce's collection already landed, or the nonce was voided.
    error NonceUsed(uint256 nonce);
    /// @dev This source transfer was already paid.
    error AlreadyTransferred(bytes32 key);
    /// @dev The outflow would take the token past its cap over the last 24 hours; `remaining` can still leave now.
    error DailyCapExceeded(address token, uint256 remaining);
    /// @dev A daily cap above 2^96 - 1.
    error CapTooLarge();
    /// @dev A service rate above MAX_SERVICE_BPS or a destroy rate above MAX_DESTROY_BPS.
    error RateTooHigh(uint256 bps);
    /// @dev The peer chain is this chain, zero, or above 2^32 - 1.
    error InvalidPeerChain();
    /// @dev The remote token is already paired with another local token.
    error RemoteTokenTaken(address local);
    /// @dev The collection's amount is below the token's minimum: send at least `minimum`.
    error BelowMinimum(uint256 minimum);
    /// @dev A minimum amount above 2^128 - 1.
    error MinimumTooLarge();

    /// @dev The relayer pays `amount - destroyAmount - fee` of the token's twin to `recipient` on the
    /// target chain, once per `nonce` (the target's `transferKey(nonce)`).
    event Collected(
        address indexed sender,
        address indexed token,
        bytes32 indexed code,
        address recipient,
        uint256 targetChainId,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        uint256 nonce
    );
    /// @dev `key` = transferKey(nonce), the peer's collection nonce; `token` is the local token paid;
    /// `sourceTxHash` is where the relayer saw the collection (informational: the key is the nonce).
    event Transferred(
        bytes32 indexed key,
        address indexed recipient,
        address indexed token,
        uint256 amount,
        uint256 nonce,
        bytes32 sourceTxHash
    );
    /// @dev Nothing signed for `nonce` can land any more.
    event CollectionVoided(uint256 indexed nonce);
    event TokenListed(address indexed token, address indexed remoteToken, uint256 serviceBps, uint256 dailyCap);
    event TokenDelisted(address indexed token);
    event DestroyRateSet(uint256 destroyBps);
    event MinAmountSet(address indexed token, uint256 minAmount);
    event SignerChanged(address indexed signer);
    event OperatorChanged(address indexed operator);
    /// @dev The admin took inventory out, within the token's daily cap.
    event InventoryWithdrawn(address indexed token, address indexed to, uint256 amount);

    /// @dev A listed token's terms, one slot, read by every collection; its cap and outflow window
    /// are a RollingCap word of their own (`outflows`), read and written by every payout.
    struct TokenConfig {
        uint16 serviceBps;
        bool listed;
        uint128 minAmount;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant COLLECTION_TYPEHASH = keccak256(
        "Collection(address sender,address token,uint256 amount,uint256 destroyAmount,uint256 fee,bytes32 code,uint256 nonce,uint256 deadline)"
    );
    uint256 public constant MAX_SERVICE_BPS = 1_000;
    uint256 public constant MAX_DESTROY_BPS = 5_000;
    uint256 private constant BPS = 10_000;

    /// @notice Where every destroy amount goes; fixed, so no key can redirect it.
    address public immutable destroyAddress;
    /// @notice The one chain this deployment sends to and pays from.
    uint256 public immutable peerChainId;

    address public signer; // gas: shares a slot with Pausable's flag and the destroy rate, all read by every collection
    uint16 public destroyBps;
    address public operator;
    /// @notice Bit `nonce & 255` is set once the nonce's collection landed or it was voided.
    mapping(uint256 word => uint256 bitmap) public nonces;
    /// @notice Whether the peer's collection keyed transferKey(nonce) was paid.
    mapping(bytes32 key => bool) public hashs;
    mapping(address token => TokenConfig) private configs;
    mapping(address token => uint256 word) private outflows;
    mapping(address remoteToken => address) public localTokenOf;
    mapping(address token => address) public remoteTokenOf;

    /// @dev `admin` gets the default admin and admin roles.
    constructor(
        address admin,
        address signer_,
        address operator_,
        address destroyAddress_,
        uint256 peerChainId_,
        uint256 destroyBps_
    ) EIP712("FomoBridge", "1") {
        if (admin == address(0) || destroyAddress_ == address(0)) revert ZeroAddress();
        if (peerChainId_ == 0 || peerChainId_ == block.chainid || peerChainId_ > type(uint32).max) {
            revert InvalidPeerChain();
        }
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        (destroyAddress, peerChainId) = (destroyAddress_, peerChainId_);
        _setSigner(signer_);
        _setOperator(operator_);
        _setDestroyRate(destroyBps_);
    }

    // ------------------------------------------------------------------ source chain

    /// @notice Collects `amount` of `token` from the caller for the transfer `code` names, sending
    /// `destroyAmount` to the destroy address.
    /// @param destroyAddress_ Must be `destroyAddress` (kept for the spec's call and data shape).
    /// @param code recipient << 96 | targetChainId << 64 | nonce, as signed.
    /// @param v,r,s The signer's signature over Collection(msg.sender, token, amount, destroyAmount,
    /// fee, code, nonce, deadline), fee = floor(amount * serviceBps / 10000), nonce = code's low 64 bits.
    function collectionToken(
        address token,
        uint256 amount,
        uint256 destroyAmount,
        address destroyAddress_,
        uint256 deadline,
        bytes32 code,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external whenNotPaused nonReentrant {
        // signatures live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert CollectionExpired(deadline);
        if (destroyAddress_ != destroyAddress) revert WrongDestroyAddress(destroyAddress);
        uint256 fee = _checkTerms(token, amount, destroyAmount, code);
        uint256 nonce = uint64(uint256(code));
        _checkSignature(_collectionHash(msg.sender, token, amount, destroyAmount, fee, code, nonce, deadline), v, r, s);
        _useNonce(nonce);

        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        if (destroyAmount != 0) IERC20(token).safeTransfer(destroyAddress, destroyAmount);
        // one check covers a fee on receiving and a fee on sending the destroy amount
        uint256 kept = IERC20(token).balanceOf(address(this)) - before; // reverts if the token took some away
        if (kept != amount - destroyAmount) revert InexactTransfer(kept);
        _emitCollected(token, amount, destroyAmount, fee, code, nonce);
    }

    /// @notice Voids everything signed for `nonce`: the server may then give the reserved quota
    /// back, since none of those collections can land.
    function voidCollection(uint256 nonce) external {
        if (msg.sender != operator && msg.sender != signer) revert NotOperatorOrSigner();
        _useNonce(nonce);
        emit CollectionVoided(nonce);
    }

    // ------------------------------------------------------------------ target chain

    /// @notice Pays `amount` of the local twin of `sourceToken` to `recipient` for the peer chain's
    /// collection of nonce `nonce` (seen in `sourceTxHash`), once per nonce.
    function transferToken(address sourceToken, address recipient, uint256 amount, uint256 nonce, bytes32 sourceTxHash)
        external
        whenNotPaused
        nonReentrant
    {
        if (msg.sender != operator) revert NotOperator();
        if (recipient == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        address token = localTokenOf[sourceToken];
        if (token == address(0)) revert TokenNotListed(sourceToken);
        bytes32 key = transferKey(nonce);
        if (hashs[key]) revert AlreadyTransferred(key);
        hashs[key] = true;
        _spendDailyCap(token, amount);
        IERC20(token).safeTransfer(recipient, amount);
        emit Transferred(key, recipient, token, amount, nonce, sourceTxHash);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Lists `token` (it collects here and pays out here), pairs it with its twin
    /// `remoteToken` on the peer chain, and sets its service rate and daily outflow cap.
    /// @dev Called again, it changes the terms; the outflow of the last 24 hours still counts.
    function collectionTokenInit(address token, address remoteToken, uint256 serviceBps, uint256 dailyCap)
        external
        onlyRole(ADMIN_ROLE)
    {
        if (token == address(0) || remoteToken == address(0)) revert ZeroAddress();
        if (serviceBps > MAX_SERVICE_BPS) revert RateTooHigh(serviceBps);
        if (dailyCap > type(uint96).max) revert CapTooLarge();
        address paired = localTokenOf[remoteToken];
        if (paired != address(0) && paired != token) revert RemoteTokenTaken(paired);
        address previousRemote = remoteTokenOf[token];
        if (previousRemote != address(0) && previousRemote != remoteToken) delete localTokenOf[previousRemote];
        (localTokenOf[remoteToken], remoteTokenOf[token]) = (token, remoteToken);
        TokenConfig storage config = configs[token];
        // checked above; the minimum is kept (setMinAmount)
        // forge-lint: disable-next-line(unsafe-typecast)
        (config.serviceBps, config.listed) = (uint16(serviceBps), true);
        outflows[token] = RollingCap.setCap(outflows[token], dailyCap);
        emit TokenListed(token, remoteToken, serviceBps, dailyCap);
    }

    /// @notice Sets the smallest amount of `token` a collection takes.
    function setMinAmount(address token, uint256 minAmount) external onlyRole(ADMIN_ROLE) {
        if (minAmount > type(uint128).max) revert MinimumTooLarge();
        // checked above
        // forge-lint: disable-next-line(unsafe-typecast)
        configs[token].minAmount = uint128(minAmount);
        emit MinAmountSet(token, minAmount);
    }

    /// @notice Stops `token` collecting and paying, and unpairs it.
    function delistToken(address token) external onlyRole(ADMIN_ROLE) {
        if (!configs[token].listed) revert TokenNotListed(token);
        delete localTokenOf[remoteTokenOf[token]];
        delete remoteTokenOf[token];
        configs[token].listed = false;
        outflows[token] = RollingCap.setCap(outflows[token], 0);
        emit TokenDelisted(token);
    }

    /// @notice Sets the destroy rate in basis points; quotes signed at the old rate stop landing.
    function setDestroyRate(uint256 destroyBps_) external onlyRole(ADMIN_ROLE) {
        _setDestroyRate(destroyBps_);
    }

    /// @notice Sets the key whose collections are honoured; those signed by the previous key stop landing.
    function setSigner(address signer_) external onlyRole(ADMIN_ROLE) {
        _setSigner(signer_);
    }

    /// @notice Sets the one account that pays out (the relayer).
    function setOperator(address operator_) external onlyRole(ADMIN_ROLE) {
        _setOperator(operator_);
    }

    /// @notice Takes inventory of a listed token out, within its daily cap like every outflow.
    function withdrawInventory(address token, address to, uint256 amount) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        _spendDailyCap(token, amount);
        IERC20(token).safeTransfer(to, amount);
        emit InventoryWithdrawn(token, to, amount);
    }

    /// @notice Stops collections and payouts; the admin, or the operator in an emergency.
    function pause() external {
        if (msg.sender != operator) _checkRole(ADMIN_ROLE);
        _pause();
    }

    /// @notice Restarts collections and payouts; the admin only, so a stolen operator key cannot.
    function unpause() external onlyRole(ADMIN_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ views

    /// @notice The `hashs` key of the peer chain's collection of nonce `nonce`.
    function transferKey(uint256 nonce) public view returns (bytes32) {
        return keccak256(abi.encode(peerChainId, nonce));
    }

    /// @notice The recipient, target chain and nonce a code carries.
    function decodeCode(bytes32 code) public pure returns (address recipient, uint256 targetChainId, uint256 nonce) {
        uint256 word = uint256(code);
        // the code's layout: 160, 32 and 64 bits
        // forge-lint: disable-next-line(unsafe-typecast)
        return (address(uint160(word >> 96)), uint32(word >> 64), uint64(word));
    }

    /// @notice The destroy amount, the service fee and what the peer chain pays for `amount` of `token` now.
    function quote(address token, uint256 amount)
        external
        view
        returns (uint256 destroyAmount, uint256 fee, uint256 payout)
    {
        TokenConfig memory config = configs[token];
        if (!config.listed) revert TokenNotListed(token);
        (destroyAmount, fee) = (amount * destroyBps / BPS, amount * config.serviceBps / BPS);
        payout = amount - destroyAmount - fee;
    }

    /// @notice A token's listing, service rate, cap over any 24 hours and what of it is used now
    /// (the cap less what can still leave).
    function tokenConfig(address token)
        external
        view
        returns (bool listed, uint256 serviceBps, uint256 dailyCap, uint256 used)
    {
        TokenConfig memory config = configs[token];
        uint256 word = outflows[token];
        dailyCap = RollingCap.capOf(word);
        return (config.listed, config.serviceBps, dailyCap, dailyCap - RollingCap.available(word, block.timestamp));
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The smallest amount of `token` a collection takes.
    function minAmountOf(address token) external view returns (uint256) {
        return configs[token].minAmount;
    }

    /// @notice Whether `nonce` was used, by a collection that landed or by a void.
    function nonceUsed(uint256 nonce) external view returns (bool) {
        // a bit of the word, as intended
        // forge-lint: disable-next-line(incorrect-shift)
        return nonces[nonce >> 8] & (1 << (nonce & 255)) != 0;
    }

    /// @notice The digest the signer signs for a collection on this chain and contract.
    function collectionDigest(
        address sender,
        address token,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        bytes32 code,
        uint256 nonce,
        uint256 deadline
    ) external view returns (bytes32) {
        return _hashTypedDataV4(_collectionHash(sender, token, amount, destroyAmount, fee, code, nonce, deadline));
    }

    // ------------------------------------------------------------------ internal

    function _collectionHash(
        address sender,
        address token,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        bytes32 code,
        uint256 nonce,
        uint256 deadline
    ) private pure returns (bytes32) {
        return keccak256(
            abi.encode(COLLECTION_TYPEHASH, sender, token, amount, destroyAmount, fee, code, nonce, deadline)
        );
    }

    /// @dev Checks the token, the code's destination and the destroy amount; returns the service fee.
    function _checkTerms(address token, uint256 amount, uint256 destroyAmount, bytes32 code)
        private
        view
        returns (uint256 fee)
    {
        TokenConfig memory config = configs[token]; // gas: one SLOAD
        if (!config.listed) revert TokenNotListed(token);
        if (amount < config.minAmount) revert BelowMinimum(config.minAmount);
        (address recipient, uint256 targetChainId,) = decodeCode(code);
        if (targetChainId != peerChainId) revert WrongTargetChain(targetChainId);
        if (recipient == address(0)) revert ZeroAddress();
        uint256 expectedDestroy = amount * destroyBps / BPS;
        if (destroyAmount != expectedDestroy) revert WrongDestroyAmount(expectedDestroy);
        fee = amount * config.serviceBps / BPS;
        if (amount - destroyAmount - fee == 0) revert ZeroAmount(); // the rates sum below 100%: no underflow
    }

    /// @dev Reverts unless the signer signed `structHash` under this contract's domain.
    function _checkSignature(bytes32 structHash, uint8 v, bytes32 r, bytes32 s) private view {
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), v, r, s);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
    }

    function _emitCollected(
        address token,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        bytes32 code,
        uint256 nonce
    ) private {
        (address recipient, uint256 targetChainId,) = decodeCode(code);
        emit Collected(msg.sender, token, code, recipient, targetChainId, amount, destroyAmount, fee, nonce);
    }

    /// @dev Sets `nonce`'s bit, refusing a nonce already used or voided.
    function _useNonce(uint256 nonce) private {
        // bit nonce % 256 of the word, as intended
        // forge-lint: disable-next-line(incorrect-shift)
        uint256 bit = 1 << (nonce & 255);
        uint256 bitmap = nonces[nonce >> 8]; // gas: one SLOAD, usually of a word earlier collections wrote
        if (bitmap & bit != 0) revert NonceUsed(nonce);
        nonces[nonce >> 8] = bitmap | bit;
    }

    /// @dev Counts `amount` of `token` leaving now against its cap over any 24 hours, reverting past
    /// it. A delisted token's cap is 0, so nothing of it leaves.
    function _spendDailyCap(address token, uint256 amount) private {
        uint256 word = outflows[token]; // gas: one SLOAD, cap and window together
        (bool allowed, uint256 next) = RollingCap.spend(word, amount, block.timestamp);
        if (!allowed) {
            if (!configs[token].listed) revert TokenNotListed(token);
            revert DailyCapExceeded(token, RollingCap.available(word, block.timestamp));
        }
        outflows[token] = next;
    }

    function _setDestroyRate(uint256 destroyBps_) private {
        if (destroyBps_ > MAX_DESTROY_BPS) revert RateTooHigh(destroyBps_);
        // checked against MAX_DESTROY_BPS above
        // forge-lint: disable-next-line(unsafe-typecast)
        destroyBps = uint16(destroyBps_);
        emit DestroyRateSet(destroyBps_);
    }

    function _setSigner(address signer_) private {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function _setOperator(address operator_) private {
        if (operator_ == address(0)) revert ZeroAddress();
        operator = operator_;
        emit OperatorChanged(operator_);
    }
}
