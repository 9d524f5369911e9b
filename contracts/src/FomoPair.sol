// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoERC20} from "./FomoERC20.sol";
import {IFomoCallee} from "./interfaces/IFomoCallee.sol";
import {IFomoFactory} from "./interfaces/IFomoFactory.sol";
import {Math} from "./libraries/Math.sol";
import {PairLock} from "evm-target/PairLock.sol";

/// @notice A FomoSwap constant-product pair: Uniswap V2's pair with the same amounts, rounding,
/// fee (0.3%) and K check, built to cost less gas.
/// @dev Differences from V2, none visible in amounts or in the V2 ABI the product uses:
/// - no price accumulators (`price{0,1}CumulativeLast`): nothing in the product reads them, and
///   updating them costs two SSTOREs (~10k gas) on the first swap/mint/burn of a pair per block;
///   `blockTimestampLast` is still written, in the reserves word, for `getReserves`;
/// - `factory`, `token0`, `token1` are immutables: the tokens come from `factory.parameters()`
///   during construction (Uniswap V3's pattern), so the init code, and its hash, is one constant
///   and there is no `initialize`;
/// - the reentrancy lock lives in transient storage on Cancun chains, in one storage slot (as
///   V2's) in the pre-Cancun builds (contracts/evm/, chosen by the foundry profile);
/// - the MINIMUM_LIQUIDITY locked by the first mint is owned by address(0) without being stored:
///   `balanceOf(address(0))` adds it once `totalSupply` is non-zero (it can never be moved, and
///   totalSupply never returns to zero), saving a 22.1k-gas SSTORE per new pool. The Transfer event
///   and totalSupply are exactly V2's.
contract FomoPair is FomoERC20, PairLock {
    // Locked(): a pair function was re-entered while another was running (PairLock's `lock`)
    /// @dev A token balance does not fit the uint112 reserves.
    error Overflow();
    /// @dev `mint` would create zero LP tokens.
    error InsufficientLiquidityMinted();
    /// @dev `burn` would return zero of either token.
    error InsufficientLiquidityBurned();
    /// @dev `swap` was asked for zero of both tokens.
    error InsufficientOutputAmount();
    /// @dev `swap` asked for at least a whole reserve.
    error InsufficientLiquidity();
    /// @dev `swap` would send to one of the pair's own tokens.
    error InvalidTo();
    /// @dev `swap` received none of either token.
    error InsufficientInputAmount();
    /// @dev The fee-adjusted balances break the constant-product invariant.
    error K();
    /// @dev A token transfer out of the pair failed.
    error TransferFailed();

    /// @notice Emitted by `mint`: `amount0`/`amount1` were added by `sender`.
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    /// @notice Emitted by `burn`: `amount0`/`amount1` were sent to `to`.
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    /// @notice Emitted by `swap`.
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    /// @notice Emitted whenever the reserves are written.
    event Sync(uint112 reserve0, uint112 reserve1);

    uint256 public constant MINIMUM_LIQUIDITY = 10 ** 3;
    /// @dev The swap fee is 0.3% (30 of 10000), written in V2's 1000 base so that the K check, and
    /// where its products overflow, are V2's to the bit.
    uint256 private constant FEE_BASE = 1000;
    uint256 private constant FEE = 3;

    address public immutable factory;
    address public immutable token0;
    address public immutable token1;

    /// @dev V2's reserve0 (bits 0-111), reserve1 (112-223) and blockTimestampLast (224-255) as
    /// one word, so `_update` writes it whole: no SLOAD to keep neighbouring fields (GasComparison).
    uint256 private _reserves;
    /// @notice reserve0 * reserve1 after the latest mint or burn while the protocol fee was on.
    uint256 public kLast;

    constructor() {
        factory = msg.sender;
        (token0, token1) = IFomoFactory(msg.sender).parameters();
    }

    function getReserves() external view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        uint256 reserves = _reserves;
        (_reserve0, _reserve1) = _unpack(reserves);
        // forge-lint: disable-next-line(unsafe-typecast)
        _blockTimestampLast = uint32(reserves >> 224); // the top 32 bits: nothing to truncate
    }

    /// @notice Mints LP tokens for the tokens sent to the pair since the last reserve update.
    /// @dev Call it from a contract that sends the tokens in the same transaction (the router).
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 _reserve0, uint112 _reserve1) = _unpack(_reserves); // gas: one SLOAD
        uint256 balance0 = _balance(token0);
        uint256 balance1 = _balance(token1);
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply; // read after _mintFee, which may mint
        if (_totalSupply == 0) {
            liquidity = Math.sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
            // lock MINIMUM_LIQUIDITY to address(0) for ever: counted in totalSupply, held virtually
            totalSupply = MINIMUM_LIQUIDITY;
            emit Transfer(address(0), address(0), MINIMUM_LIQUIDITY);
        } else {
            liquidity = Math.min(amount0 * _totalSupply / _reserve0, amount1 * _totalSupply / _reserve1);
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mint(to, liquidity);

        _update(balance0, balance1);
        if (feeOn) kLast = balance0 * balance1; // the reserves just written
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP tokens sent to the pair and sends `to` their share of both tokens.
    /// @dev Call it from a contract that sends the LP tokens in the same transaction (the router).
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 _reserve0, uint112 _reserve1) = _unpack(_reserves); // gas: one SLOAD
        address _token0 = token0;
        address _token1 = token1;
        uint256 balance0 = _balance(_token0);
        uint256 balance1 = _balance(_token1);
        uint256 liquidity = _balanceOf(address(this));

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply; // read after _mintFee, which may mint
        amount0 = liquidity * balance0 / _totalSupply; // balances, not reserves: pro-rata of donations
        amount1 = liquidity * balance1 / _totalSupply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        _safeTransfer(_token0, to, amount0);
        _safeTransfer(_token1, to, amount1);
        balance0 = _balance(_token0);
        balance1 = _balance(_token1);

        _update(balance0, balance1);
        if (feeOn) kLast = balance0 * balance1; // the reserves just written
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested amounts to `to`, calls it back if `data` is non-empty, then
    /// checks that the tokens received (after the 0.3% fee) keep reserve0 * reserve1 from falling.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 _reserve0, uint112 _reserve1) = _unpack(_reserves); // gas: one SLOAD
        if (amount0Out >= _reserve0 || amount1Out >= _reserve1) revert InsufficientLiquidity();

        if (to == token0 || to == token1) revert InvalidTo();
        if (amount0Out > 0) _safeTransfer(token0, to, amount0Out); // optimistic transfer
        if (amount1Out > 0) _safeTransfer(token1, to, amount1Out);
        if (data.length > 0) IFomoCallee(to).uniswapV2Call(msg.sender, amount0Out, amount1Out, data);
        uint256 balance0 = _balance(token0);
        uint256 balance1 = _balance(token1);

        uint256 amount0In;
        uint256 amount1In;
        unchecked {
            // amountOut < reserve was checked above, so reserve - amountOut cannot underflow
            uint256 rest0 = _reserve0 - amount0Out;
            uint256 rest1 = _reserve1 - amount1Out;
            amount0In = balance0 > rest0 ? balance0 - rest0 : 0;
            amount1In = balance1 > rest1 ? balance1 - rest1 : 0;
        }
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        {
            uint256 balance0Adjusted;
            uint256 balance1Adjusted;
            uint256 scaled0 = balance0 * FEE_BASE;
            uint256 scaled1 = balance1 * FEE_BASE;
            unchecked {
                // amountIn <= balance, so amountIn * 3 <= balance * 1000, which did not overflow
                balance0Adjusted = scaled0 - amount0In * FEE;
                balance1Adjusted = scaled1 - amount1In * FEE;
            }
            if (balance0Adjusted * balance1Adjusted < uint256(_reserve0) * _reserve1 * (FEE_BASE * FEE_BASE)) {
                revert K();
            }
        }

        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends `to` whatever the pair holds above its reserves.
    function skim(address to) external lock {
        address _token0 = token0;
        address _token1 = token1;
        (uint112 _reserve0, uint112 _reserve1) = _unpack(_reserves);
        _safeTransfer(_token0, to, _balance(_token0) - _reserve0);
        _safeTransfer(_token1, to, _balance(_token1) - _reserve1);
    }

    /// @notice Sets the reserves to the pair's balances.
    function sync() external lock {
        _update(_balance(token0), _balance(token1));
    }

    /// @dev address(0)'s virtual MINIMUM_LIQUIDITY, present from the first mint on.
    function _lockedBalance() internal view override returns (uint256) {
        return totalSupply == 0 ? 0 : MINIMUM_LIQUIDITY;
    }

    /// @dev V2's `_update` without the accumulators: one SSTORE for both reserves and the time.
    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        // forge-lint: disable-start(unsafe-typecast)
        // both balances checked just above; the time's truncation is desired: V2's mod 2^32
        _reserves = balance0 | balance1 << 112 | uint256(uint32(block.timestamp)) << 224;
        emit Sync(uint112(balance0), uint112(balance1));
        // forge-lint: disable-end(unsafe-typecast)
    }

    /// @dev The two reserves of a `_reserves` word.
    function _unpack(uint256 reserves) private pure returns (uint112 _reserve0, uint112 _reserve1) {
        // forge-lint: disable-next-line(unsafe-typecast)
        (_reserve0, _reserve1) = (uint112(reserves), uint112(reserves >> 112)); // truncation is the unpacking
    }

    /// @dev V2's protocol fee: if feeTo is set, mint it 1/6 of the growth in sqrt(k) since kLast.
    function _mintFee(uint112 _reserve0, uint112 _reserve1) private returns (bool feeOn) {
        address feeTo = _feeTo();
        feeOn = feeTo != address(0);
        uint256 _kLast = kLast; // gas: one SLOAD
        if (feeOn) {
            if (_kLast != 0) {
                uint256 rootK = Math.sqrt(uint256(_reserve0) * _reserve1);
                uint256 rootKLast = Math.sqrt(_kLast);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply * (rootK - rootKLast);
                    uint256 denominator = rootK * 5 + rootKLast;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else if (_kLast != 0) {
            kLast = 0;
        }
    }

    /// @dev `factory.feeTo()`; the factory is trusted (it deployed this pair).
    function _feeTo() private view returns (address feeTo) {
        address _factory = factory;
        // gas: the call in scratch space, no ABI buffers (GasComparison)
        assembly ("memory-safe") {
            mstore(0x00, 0x017e7e5800000000000000000000000000000000000000000000000000000000) // feeTo()
            pop(staticcall(gas(), _factory, 0x00, 0x04, 0x00, 0x20)) // cannot fail: a plain getter
            feeTo := mload(0x00)
        }
    }

    /// @dev `token.balanceOf(this)`, bubbling a revert; a short answer reverts without data (as
    /// V2's ABI decoder).
    function _balance(address token) private view returns (uint256 amount) {
        // gas: the call in scratch space, no ABI buffers (GasComparison)
        assembly ("memory-safe") {
            mstore(0x00, 0x70a0823100000000000000000000000000000000000000000000000000000000) // balanceOf(address)
            mstore(0x04, address())
            if iszero(staticcall(gas(), token, 0x00, 0x24, 0x00, 0x20)) {
                returndatacopy(0x00, 0, returndatasize())
                revert(0x00, returndatasize())
            }
            if lt(returndatasize(), 0x20) { revert(0, 0) }
            amount := mload(0x00)
        }
    }

    /// @dev Succeeds on no return data or a non-zero first return word, as V2's `_safeTransfer`
    /// (its ABI decoder cleans a `bool` rather than validating it: a token answering 2 passes).
    function _safeTransfer(address token, address to, uint256 value) private {
        bool ok;
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, 0xa9059cbb00000000000000000000000000000000000000000000000000000000) // transfer(address,uint256)
            mstore(add(p, 4), to)
            mstore(add(p, 36), value)
            mstore(0, 0)
            ok := call(gas(), token, 0, p, 68, 0, 32)
            ok := and(ok, or(iszero(returndatasize()), and(gt(returndatasize(), 31), iszero(iszero(mload(0))))))
        }
        if (!ok) revert TransferFailed();
    }
}
