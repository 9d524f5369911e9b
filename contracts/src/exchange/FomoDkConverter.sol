// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ProgrammeReentrancyGuard} from "evm-target/ProgrammeReentrancyGuard.sol";
import {TokenIntake} from "../mining/TokenIntake.sol";

/// @notice Converts DK to DK2 and back at a fixed base number (`base` DK = 1 DK2), less a fee.
/// @dev The converter is the conversion pool (the API's dk_convert_pool_address is this contract's
/// address): it holds a reserve of each token, funded by anyone through `fundPool` or by the admin
/// moving tokens sent here directly into the reserve (`absorbExcess`); a conversion takes its
/// input into the input token's reserve and pays its output from the output token's reserve.
/// DK -> DK2 pays floor(received * (10000 - feeBps) / 10000 / base); DK2 -> DK pays
/// floor(received * base * (10000 - feeBps) / 10000), where `received` is what actually arrived
/// (balance difference, so a fee-on-transfer input is credited what it delivered). The fee,
/// floor(received * feeBps / 10000) of the input token, is owed to the fee recipient, who
/// withdraws it; the rounding dust stays in the reserve. A round trip therefore never returns
/// more than went in. Minimums apply to the amount the caller offers.
/// `DkToDk2Min` and `Dk2ToDkMin` add a minimum output and a deadline to the spec's calls: an admin
/// fee change (up to MAX_FEE_BPS) mined before a pending conversion makes it revert instead of
/// paying less than the caller accepted. The spec's `DkToDk2` and `Dk2ToDk` take the fee in force.
/// "Owed" per token = its reserve + its unclaimed fees; reserves leave only through conversions
/// (no admin path withdraws them: the pool stands behind every conversion at the stated rate),
/// fees only to the fee recipient, and `sweep` moves only the balance beyond what is owed.
/// Invariant: each token's balance >= reserve + fees (for tokens that charge the receiver, not
/// the sender, on transfer; DK and DK2 are fixed at deployment).
contract FomoDkConverter is AccessControl, ProgrammeReentrancyGuard, Pausable {
    using SafeERC20 for IERC20;
    using TokenIntake for IERC20;

    /// @dev A zero address was given for the admin, a token, the fee recipient or a recipient.
    error ZeroAddress();
    /// @dev DK and DK2 are the same token.
    error SameToken();
    /// @dev A base number of zero or above 1e36.
    error InvalidBase();
    /// @dev A fee above MAX_FEE_BPS.
    error FeeTooHigh(uint256 feeBps);
    /// @dev The amount offered is below the direction's minimum.
    error BelowMinimum(uint256 minimum);
    /// @dev The conversion would pay nothing.
    error ZeroOutput();
    /// @dev The pool's reserve of the output token is below the conversion's output.
    error InsufficientPool(uint256 available, uint256 needed);
    /// @dev The token is neither DK nor DK2.
    error NotAPoolToken(address token);
    /// @dev Only the fee recipient withdraws fees.
    error NotFeeRecipient();
    /// @dev Nothing to withdraw, sweep or absorb.
    error NothingToMove();
    /// @dev The conversion would pay `amountOut`, below the caller's `minAmountOut` (the fee rose since the quote).
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    /// @dev The conversion's deadline has passed.
    error Expired(uint256 deadline);

    /// @dev amountIn is what arrived; fee is in tokenIn and included in amountIn.
    event Converted(
        address indexed account,
        address indexed recipient,
        address indexed tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint256 amountOut,
        uint256 fee
    );
    event PoolFunded(address indexed from, address indexed token, uint256 amount);
    event FeeSet(uint256 feeBps);
    event MinimumsSet(uint256 minDk, uint256 minDk2);
    event FeeRecipientSet(address indexed feeRecipient);
    event FeesWithdrawn(address indexed token, address indexed to, uint256 amount);
    /// @dev The admin moved tokens beyond what the converter owes out.
    event Swept(address indexed token, address indexed to, uint256 amount);

    /// @dev What the converter owes in one token, one slot.
    struct Holding {
        uint128 reserve;
        uint128 fees;
    }

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 private constant BPS = 10_000;

    IERC20 private immutable dk;
    IERC20 private immutable dk2;
    uint256 private immutable base;

    uint16 private feeBps; // gas: shares a slot with Pausable's flag, both read by every conversion
    address public feeRecipient;
    uint128 public minDk;
    uint128 public minDk2;
    mapping(address token => Holding) private holdings;

    /// @dev `admin` gets the default admin, admin and operator roles; `base_` DK make one DK2.
    constructor(
        address admin,
        address dk_,
        address dk2_,
        uint256 base_,
        uint256 feeBps_,
        uint256 minDk_,
        uint256 minDk2_,
        address feeRecipient_
    ) {
        if (admin == address(0) || dk_ == address(0) || dk2_ == address(0)) revert ZeroAddress();
        if (dk_ == dk2_) revert SameToken();
        if (base_ == 0 || base_ > 1e36) revert InvalidBase(); // base * BPS stays far below 2^256
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        (dk, dk2, base) = (IERC20(dk_), IERC20(dk2_), base_);
        _setFee(feeBps_);
        _setMinimums(minDk_, minDk2_);
        _setFeeRecipient(feeRecipient_);
    }

    // ------------------------------------------------------------------ conversions

    /// @notice Converts `amount` DK from the caller into DK2 paid to `recipient`.
    // forge-lint: disable-next-line(mixed-case-function)
    function DkToDk2(uint256 amount, address recipient) external returns (uint256 amountOut) {
        return _convert(dk, dk2, amount, recipient, minDk, true);
    }

    /// @notice Converts `amount` DK2 from the caller into DK paid to `recipient`.
    // forge-lint: disable-next-line(mixed-case-function)
    function Dk2ToDk(uint256 amount, address recipient) external returns (uint256 amountOut) {
        return _convert(dk2, dk, amount, recipient, minDk2, false);
    }

    /// @notice `DkToDk2`, reverting unless it pays at least `minAmountOut` by `deadline` (chain time).
    // forge-lint: disable-next-line(mixed-case-function)
    function DkToDk2Min(uint256 amount, address recipient, uint256 minAmountOut, uint256 deadline)
        external
        returns (uint256 amountOut)
    {
        _checkDeadline(deadline);
        amountOut = _convert(dk, dk2, amount, recipient, minDk, true);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
    }

    /// @notice `Dk2ToDk`, reverting unless it pays at least `minAmountOut` by `deadline` (chain time).
    // forge-lint: disable-next-line(mixed-case-function)
    function Dk2ToDkMin(uint256 amount, address recipient, uint256 minAmountOut, uint256 deadline)
        external
        returns (uint256 amountOut)
    {
        _checkDeadline(deadline);
        amountOut = _convert(dk2, dk, amount, recipient, minDk2, false);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
    }

    /// @notice Adds `amount` of DK or DK2 from the caller to the pool's reserve.
    function fundPool(address token, uint256 amount) external nonReentrant {
        _requirePoolToken(token);
        uint256 received = IERC20(token).pull(msg.sender, amount);
        if (received == 0) revert NothingToMove();
        Holding storage holding = holdings[token];
        holding.reserve = SafeCast.toUint128(holding.reserve + received);
        emit PoolFunded(msg.sender, token, received);
    }

    /// @notice Pays the fee recipient's unclaimed fees in `token` to `to`.
    function withdrawFees(address token, address to) external nonReentrant {
        if (msg.sender != feeRecipient) revert NotFeeRecipient();
        if (to == address(0)) revert ZeroAddress();
        Holding storage holding = holdings[token];
        uint256 amount = holding.fees;
        if (amount == 0) revert NothingToMove();
        holding.fees = 0;
        IERC20(token).safeTransfer(to, amount);
        emit FeesWithdrawn(token, to, amount);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the fee in basis points of the input, at most MAX_FEE_BPS.
    function setFee(uint256 feeBps_) external onlyRole(ADMIN_ROLE) {
        _setFee(feeBps_);
    }

    /// @notice Sets the smallest DK and DK2 amounts a conversion accepts.
    function setMinimums(uint256 minDk_, uint256 minDk2_) external onlyRole(ADMIN_ROLE) {
        _setMinimums(minDk_, minDk2_);
    }

    /// @notice Sets who withdraws the fees, including those not yet withdrawn.
    function setFeeRecipient(address feeRecipient_) external onlyRole(ADMIN_ROLE) {
        _setFeeRecipient(feeRecipient_);
    }

    /// @notice Counts DK or DK2 sent here directly (beyond what is owed) into the pool's reserve.
    function absorbExcess(address token) external onlyRole(ADMIN_ROLE) nonReentrant {
        _requirePoolToken(token);
        uint256 amount = _excess(token);
        if (amount == 0) revert NothingToMove();
        Holding storage holding = holdings[token];
        holding.reserve = SafeCast.toUint128(holding.reserve + amount);
        emit PoolFunded(msg.sender, token, amount);
    }

    /// @notice Moves `token` held beyond what the converter owes (reserve + unclaimed fees) to `to`.
    function sweep(address token, address to) external onlyRole(ADMIN_ROLE) nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = _excess(token);
        if (amount == 0) revert NothingToMove();
        IERC20(token).safeTransfer(to, amount);
        emit Swept(token, to, amount);
    }

    function pause() external onlyRole(OPERATOR_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(OPERATOR_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ views

    // forge-lint: disable-next-line(mixed-case-function)
    function DKaddr() external view returns (address) {
        return address(dk);
    }

    // forge-lint: disable-next-line(mixed-case-function)
    function DK2addr() external view returns (address) {
        return address(dk2);
    }

    /// @notice The fee in basis points (1/10000) of the input.
    function getDkFee() external view returns (uint256) {
        return feeBps;
    }

    /// @notice How many DK make one DK2.
    // forge-lint: disable-next-line(mixed-case-function)
    function ConvertBaseNumber() external view returns (uint256) {
        return base;
    }

    /// @notice The DK2 paid for `dkAmount` DK arriving, after the fee.
    function getDkToDK2(uint256 dkAmount) external view returns (uint256) {
        return _dkToDk2(dkAmount, feeBps);
    }

    /// @notice The DK paid for `dk2Amount` DK2 arriving, after the fee.
    function getDk2ToDK(uint256 dk2Amount) external view returns (uint256) {
        return _dk2ToDk(dk2Amount, feeBps);
    }

    /// @notice The pool's reserve of `token`, its unclaimed fees, and their sum (what is owed).
    function owed(address token) external view returns (uint256 reserve, uint256 fees, uint256 total) {
        Holding memory holding = holdings[token];
        return (holding.reserve, holding.fees, uint256(holding.reserve) + holding.fees);
    }

    // ------------------------------------------------------------------ internal

    function _convert(IERC20 tokenIn, IERC20 tokenOut, uint256 amount, address recipient, uint256 minimum, bool toDk2)
        private
        whenNotPaused
        nonReentrant
        returns (uint256 amountOut)
    {
        if (recipient == address(0)) revert ZeroAddress();
        if (amount < minimum) revert BelowMinimum(minimum);
        uint256 fee_ = feeBps;
        uint256 received = tokenIn.pull(msg.sender, amount);
        amountOut = toDk2 ? _dkToDk2(received, fee_) : _dk2ToDk(received, fee_);
        if (amountOut == 0) revert ZeroOutput();
        Holding memory outHolding = holdings[address(tokenOut)];
        if (amountOut > outHolding.reserve) revert InsufficientPool(outHolding.reserve, amountOut);
        uint256 fee = received * fee_ / BPS;
        Holding storage inHolding = holdings[address(tokenIn)];
        (inHolding.reserve, inHolding.fees) =
        (SafeCast.toUint128(inHolding.reserve + received - fee), SafeCast.toUint128(inHolding.fees + fee));
        // amountOut <= reserve, checked above
        // forge-lint: disable-next-line(unsafe-typecast)
        holdings[address(tokenOut)].reserve = outHolding.reserve - uint128(amountOut);
        tokenOut.safeTransfer(recipient, amountOut);
        emit Converted(msg.sender, recipient, address(tokenIn), received, address(tokenOut), amountOut, fee);
    }

    function _checkDeadline(uint256 deadline) private view {
        // deadlines are minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert Expired(deadline);
    }

    function _dkToDk2(uint256 dkAmount, uint256 fee_) private view returns (uint256) {
        return Math.mulDiv(dkAmount, BPS - fee_, BPS * base);
    }

    function _dk2ToDk(uint256 dk2Amount, uint256 fee_) private view returns (uint256) {
        return Math.mulDiv(dk2Amount, base * (BPS - fee_), BPS);
    }

    /// @dev The balance of `token` beyond its reserve and unclaimed fees.
    function _excess(address token) private view returns (uint256) {
        Holding memory holding = holdings[token];
        uint256 owes = uint256(holding.reserve) + holding.fees;
        uint256 balance = IERC20(token).balanceOf(address(this));
        return balance > owes ? balance - owes : 0;
    }

    function _requirePoolToken(address token) private view {
        if (token != address(dk) && token != address(dk2)) revert NotAPoolToken(token);
    }

    function _setFee(uint256 feeBps_) private {
        if (feeBps_ > MAX_FEE_BPS) revert FeeTooHigh(feeBps_);
        // checked against MAX_FEE_BPS above
        // forge-lint: disable-next-line(unsafe-typecast)
        feeBps = uint16(feeBps_);
        emit FeeSet(feeBps_);
    }

    function _setMinimums(uint256 minDk_, uint256 minDk2_) private {
        (minDk, minDk2) = (SafeCast.toUint128(minDk_), SafeCast.toUint128(minDk2_));
        emit MinimumsSet(minDk_, minDk2_);
    }

    function _setFeeRecipient(address feeRecipient_) private {
        if (feeRecipient_ == address(0)) revert ZeroAddress();
        feeRecipient = feeRecipient_;
        emit FeeRecipientSet(feeRecipient_);
    }
}
