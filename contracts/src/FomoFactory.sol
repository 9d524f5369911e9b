// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPair} from "./FomoPair.sol";
import {PairParametersSlot} from "evm-target/PairParametersSlot.sol";

/// @notice Creates FomoSwap pairs (one per token pair, at a CREATE2 address) and holds the
/// protocol-fee switch.
/// @dev Uniswap V2's factory ABI. A pair's address is CREATE2(this, keccak256(token0, token1),
/// INIT_CODE_HASH); `getPair` derives it and answers it only once code is there, so no mapping
/// is stored (two 22.1k-gas SSTOREs fewer per pair). While a pair is constructed, its tokens sit
/// in transient storage (storage, cleared after, in the pre-Cancun builds) for the pair to read
/// through `parameters()`.
contract FomoFactory is PairParametersSlot {
    /// @dev `createPair` got the same token twice.
    error IdenticalAddresses();
    /// @dev `createPair` got address(0) as a token.
    error ZeroAddress();
    /// @dev The pair for these tokens already exists.
    error PairExists();
    /// @dev Only feeToSetter may change the fee settings.
    error Forbidden();

    /// @notice Emitted once per pair; the last field is `allPairsLength()` after the creation.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);

    /// @notice keccak256 of the pair's init code in this build: what CREATE2 addresses use, and
    /// what every FomoRouter built for this factory reads once to find its pairs.
    bytes32 public immutable INIT_CODE_HASH = keccak256(type(FomoPair).creationCode);

    /// @notice Receives the protocol fee (1/6 of the 0.3%) when non-zero.
    address public feeTo;
    address public feeToSetter;
    address[] public allPairs;

    constructor(address _feeToSetter) {
        feeToSetter = _feeToSetter;
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice The pair of `tokenA` and `tokenB` in either order, or address(0) if none exists.
    function getPair(address tokenA, address tokenB) external view returns (address pair) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        pair = _pairAddress(token0, token1);
        if (pair.code.length == 0) pair = address(0);
    }

    /// @notice The tokens of the pair being constructed; read once by its constructor.
    function parameters() external view returns (address token0, address token1) {
        return _parameters();
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalAddresses();
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
        // checked here, not left to CREATE2, whose collision would burn all the gas it was given
        if (_pairAddress(token0, token1).code.length != 0) revert PairExists();
        _setParameters(token0, token1);
        pair = address(new FomoPair{salt: keccak256(abi.encodePacked(token0, token1))}());
        _clearParameters();
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    function setFeeTo(address _feeTo) external {
        if (msg.sender != feeToSetter) revert Forbidden();
        feeTo = _feeTo;
    }

    function setFeeToSetter(address _feeToSetter) external {
        if (msg.sender != feeToSetter) revert Forbidden();
        feeToSetter = _feeToSetter;
    }

    function _pairAddress(address token0, address token1) private view returns (address) {
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", address(this), salt, INIT_CODE_HASH)))));
    }
}
