// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {PairLock} from "evm-target/PairLock.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {IFomoCallee} from "../../src/interfaces/IFomoCallee.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice A flash-swap borrower: records the callback, then repays, under-repays or re-enters.
contract FlashBorrower is IFomoCallee {
    enum Mode {
        Repay,
        Underpay,
        Reenter
    }

    Mode public mode;
    uint256 public repay0;
    uint256 public repay1;
    address public lastSender;
    uint256 public lastAmount0;
    uint256 public lastAmount1;
    bytes public lastData;
    bytes public reentry;

    function configure(Mode mode_, uint256 repay0_, uint256 repay1_, bytes calldata reentry_) external {
        (mode, repay0, repay1, reentry) = (mode_, repay0_, repay1_, reentry_);
    }

    function uniswapV2Call(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external {
        (lastSender, lastAmount0, lastAmount1, lastData) = (sender, amount0, amount1, data);
        FomoPair pair = FomoPair(msg.sender);
        if (mode == Mode.Reenter) {
            (bool ok, bytes memory err) = msg.sender.call(reentry);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(err, 0x20), mload(err))
                }
            }
        }
        uint256 less = mode == Mode.Underpay ? 1 : 0;
        if (repay0 > 0) TestERC20(pair.token0()).transfer(msg.sender, repay0 - less);
        if (repay1 > 0) TestERC20(pair.token1()).transfer(msg.sender, repay1 - less);
    }
}

/// @notice FomoPair: mint, burn, swap (and flash swap), skim, sync, the protocol fee and every
/// pair error, pinned to Uniswap V2's own test vectors (v2-core test/UniswapV2Pair.spec.ts).
contract FomoPairTest is UnitBase {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    FomoPair internal pair;

    function setUp() public override {
        super.setUp();
        pair = _createPair(token0, token1);
    }

    // ------------------------------------------------------------------ views

    function test_Views() public view {
        assertEq(pair.factory(), address(factory));
        assertEq(pair.token0(), address(token0));
        assertEq(pair.token1(), address(token1));
        assertEq(pair.MINIMUM_LIQUIDITY(), MINIMUM_LIQUIDITY);
        assertEq(pair.kLast(), 0);
        assertEq(pair.totalSupply(), 0);
        assertEq(pair.balanceOf(address(0)), 0);
    }

    // ------------------------------------------------------------------ mint

    function test_Mint_First() public {
        token0.transfer(address(pair), 1e18);
        token1.transfer(address(pair), 4e18);
        uint256 expected = 2e18 - MINIMUM_LIQUIDITY; // sqrt(1e18 * 4e18) - 1000 (V2's vector)
        vm.expectEmit(address(pair));
        emit Transfer(address(0), address(0), MINIMUM_LIQUIDITY);
        vm.expectEmit(address(pair));
        emit Transfer(address(0), alice, expected);
        vm.expectEmit(address(pair));
        emit Sync(1e18, 4e18);
        vm.expectEmit(address(pair));
        emit Mint(address(this), 1e18, 4e18);
        uint256 liquidity = pair.mint(alice);

        assertEq(liquidity, expected);
        assertEq(pair.totalSupply(), 2e18);
        assertEq(pair.balanceOf(alice), expected);
        assertEq(pair.balanceOf(address(0)), MINIMUM_LIQUIDITY); // locked, held virtually
        _assertReserves(1e18, 4e18);
        (,, uint32 last) = pair.getReserves();
        assertEq(last, uint32(block.timestamp));
    }

    function test_Mint_Later() public {
        _seed(1e18, 4e18);
        token0.transfer(address(pair), 1e18);
        token1.transfer(address(pair), 2e18); // less than proportional: the min side counts
        uint256 liquidity = pair.mint(bob);
        assertEq(liquidity, 1e18); // min(1e18 * 2e18 / 1e18, 2e18 * 2e18 / 4e18)
        assertEq(pair.balanceOf(bob), 1e18);
        _assertReserves(2e18, 6e18);
    }

    function test_Mint_RevertWhen_InsufficientLiquidityMinted() public {
        token0.transfer(address(pair), 1000);
        token1.transfer(address(pair), 1000); // sqrt = MINIMUM_LIQUIDITY: nothing left to mint
        vm.expectRevert(FomoPair.InsufficientLiquidityMinted.selector);
        pair.mint(alice);
    }

    function test_Mint_RevertWhen_InsufficientLiquidityMinted_Later() public {
        _seed(1e18, 1e18);
        token0.transfer(address(pair), 1e18); // only one side
        vm.expectRevert(FomoPair.InsufficientLiquidityMinted.selector);
        pair.mint(alice);
    }

    function test_Mint_RevertWhen_BelowMinimumLiquidity() public {
        token0.transfer(address(pair), 999);
        token1.transfer(address(pair), 999); // sqrt < 1000: underflow, as V2's SafeMath
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.mint(alice);
    }

    function testFuzz_Mint(uint256 amount0, uint256 amount1) public {
        _checkMint(amount0, amount1);
    }

    function test_Mint_FixedInput() public {
        _checkMint(3e18, 7e18);
    }

    // ------------------------------------------------------------------ burn

    function test_Burn() public {
        uint256 liquidity = _seed(3e18, 3e18); // V2's vector: 3e18 - 1000 LP
        pair.transfer(address(pair), liquidity);
        vm.expectEmit(address(pair));
        emit Transfer(address(pair), address(0), liquidity);
        vm.expectEmit(address(token0));
        emit Transfer(address(pair), alice, 3e18 - 1000);
        vm.expectEmit(address(token1));
        emit Transfer(address(pair), alice, 3e18 - 1000);
        vm.expectEmit(address(pair));
        emit Sync(1000, 1000);
        vm.expectEmit(address(pair));
        emit Burn(address(this), 3e18 - 1000, 3e18 - 1000, alice);
        (uint256 amount0, uint256 amount1) = pair.burn(alice);

        assertEq(amount0, 3e18 - 1000);
        assertEq(amount1, 3e18 - 1000);
        assertEq(pair.balanceOf(address(pair)), 0);
        assertEq(pair.totalSupply(), MINIMUM_LIQUIDITY);
        assertEq(pair.balanceOf(address(0)), MINIMUM_LIQUIDITY);
        assertEq(token0.balanceOf(alice), 3e18 - 1000);
        _assertReserves(1000, 1000);
    }

    function test_Burn_RevertWhen_InsufficientLiquidityBurned() public {
        _seed(3e18, 3e18);
        vm.expectRevert(FomoPair.InsufficientLiquidityBurned.selector);
        pair.burn(alice); // no LP sent to the pair
    }

    function test_Burn_RevertWhen_NoSupply() public {
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x12)); // division by zero, as V2
        pair.burn(alice);
    }

    function testFuzz_Burn(uint256 share) public {
        _checkBurn(share);
    }

    function test_Burn_FixedInput() public {
        _checkBurn(1234);
    }

    // ------------------------------------------------------------------ swap

    function test_Swap_Token0In() public {
        _seed(5e18, 10e18);
        uint256 out = 1662497915624478906; // V2's vector
        token0.transfer(address(pair), 1e18);
        vm.expectEmit(address(token1));
        emit Transfer(address(pair), alice, out);
        vm.expectEmit(address(pair));
        emit Sync(6e18, uint112(10e18 - out));
        vm.expectEmit(address(pair));
        emit Swap(address(this), 1e18, 0, 0, out, alice);
        pair.swap(0, out, alice, "");
        _assertReserves(6e18, 10e18 - out);
        assertEq(token1.balanceOf(alice), out);
    }

    function test_Swap_Token1In() public {
        _seed(5e18, 10e18);
        uint256 out = 453305446940074565; // V2's vector
        token1.transfer(address(pair), 1e18);
        vm.expectEmit(address(pair));
        emit Swap(address(this), 0, 1e18, out, 0, alice);
        pair.swap(out, 0, alice, "");
        _assertReserves(5e18 - out, 11e18);
    }

    /// @dev V2's getInputPrice vectors: the quoted output passes, one more wei fails K.
    function test_Swap_V2InputPriceVectors() public {
        uint256[4][7] memory cases = [
            [uint256(1), 5, 10, 1662497915624478906],
            [uint256(1), 10, 5, 453305446940074565],
            [uint256(2), 5, 10, 2851015155847869602],
            [uint256(2), 10, 5, 831248957812239453],
            [uint256(1), 10, 10, 906610893880149131],
            [uint256(1), 100, 100, 987158034397061298],
            [uint256(1), 1000, 1000, 996006981039903216]
        ];
        for (uint256 i; i < cases.length; ++i) {
            uint256 snapshot = vm.snapshotState();
            pair = FomoPair(factory.getPair(address(token0), address(token1)));
            _seed(cases[i][1] * 1e18, cases[i][2] * 1e18);
            token0.transfer(address(pair), cases[i][0] * 1e18);
            vm.expectRevert(FomoPair.K.selector);
            pair.swap(0, cases[i][3] + 1, alice, "");
            pair.swap(0, cases[i][3], alice, "");
            vm.revertToState(snapshot);
        }
    }

    /// @dev V2's optimistic (same-token) vectors: repay amountIn of the token taken out.
    function test_Swap_V2OptimisticVectors() public {
        uint256[4][4] memory cases = [
            [uint256(997000000000000000), 5e18, 10e18, 1e18],
            [uint256(997000000000000000), 10e18, 5e18, 1e18],
            [uint256(997000000000000000), 5e18, 5e18, 1e18],
            [uint256(1e18), 5e18, 5e18, 1003009027081243732]
        ];
        for (uint256 i; i < cases.length; ++i) {
            uint256 snapshot = vm.snapshotState();
            _seed(cases[i][1], cases[i][2]);
            token0.transfer(address(pair), cases[i][3]);
            vm.expectRevert(FomoPair.K.selector);
            pair.swap(cases[i][0] + 1, 0, alice, "");
            pair.swap(cases[i][0], 0, alice, "");
            vm.revertToState(snapshot);
        }
    }

    function testFuzz_Swap(uint256 amountIn, bool zeroForOne) public {
        _checkSwap(amountIn, zeroForOne);
    }

    function test_Swap_FixedInput() public {
        _checkSwap(123456789e9, true);
    }

    function test_Swap_FixedInput_Token1In() public {
        _checkSwap(987654321e9, false);
    }

    function test_Swap_FlashSwap() public {
        _seed(10e18, 10e18);
        FlashBorrower borrower = new FlashBorrower();
        uint256 out = 1e18;
        uint256 repay = out * 1000 / 997 + 1; // same-token repayment covering the fee
        token0.transfer(address(borrower), repay);
        borrower.configure(FlashBorrower.Mode.Repay, repay, 0, "");
        pair.swap(out, 0, address(borrower), hex"c0ffee");
        assertEq(borrower.lastSender(), address(this));
        assertEq(borrower.lastAmount0(), out);
        assertEq(borrower.lastAmount1(), 0);
        assertEq(borrower.lastData(), hex"c0ffee");
        _assertReserves(10e18 - out + repay, 10e18);
    }

    function test_Swap_RevertWhen_FlashSwapUnderpaid() public {
        _seed(10e18, 10e18);
        FlashBorrower borrower = new FlashBorrower();
        uint256 repay = uint256(1e18) * 1000 / 997 + 1;
        token0.transfer(address(borrower), repay);
        borrower.configure(FlashBorrower.Mode.Underpay, repay, 0, "");
        vm.expectRevert(FomoPair.K.selector);
        pair.swap(1e18, 0, address(borrower), hex"01");
    }

    function test_Swap_RevertWhen_Locked() public {
        _seed(10e18, 10e18);
        FlashBorrower borrower = new FlashBorrower();
        bytes[5] memory reentries = [
            abi.encodeCall(FomoPair.swap, (1, 0, address(this), "")),
            abi.encodeCall(FomoPair.mint, (address(this))),
            abi.encodeCall(FomoPair.burn, (address(this))),
            abi.encodeCall(FomoPair.skim, (address(this))),
            abi.encodeCall(FomoPair.sync, ())
        ];
        for (uint256 i; i < reentries.length; ++i) {
            borrower.configure(FlashBorrower.Mode.Reenter, 0, 0, reentries[i]);
            vm.expectRevert(PairLock.Locked.selector);
            pair.swap(1e18, 0, address(borrower), hex"01");
        }
    }

    function test_Swap_RevertWhen_InsufficientOutputAmount() public {
        _seed(10e18, 10e18);
        vm.expectRevert(FomoPair.InsufficientOutputAmount.selector);
        pair.swap(0, 0, alice, "");
    }

    function test_Swap_RevertWhen_InsufficientLiquidity() public {
        _seed(10e18, 10e18);
        vm.expectRevert(FomoPair.InsufficientLiquidity.selector);
        pair.swap(10e18, 0, alice, "");
        vm.expectRevert(FomoPair.InsufficientLiquidity.selector);
        pair.swap(0, 10e18, alice, "");
    }

    function test_Swap_RevertWhen_InvalidTo() public {
        _seed(10e18, 10e18);
        token0.transfer(address(pair), 1e18);
        vm.expectRevert(FomoPair.InvalidTo.selector);
        pair.swap(0, 1e17, address(token0), "");
        vm.expectRevert(FomoPair.InvalidTo.selector);
        pair.swap(0, 1e17, address(token1), "");
    }

    function test_Swap_RevertWhen_InsufficientInputAmount() public {
        _seed(10e18, 10e18);
        vm.expectRevert(FomoPair.InsufficientInputAmount.selector);
        pair.swap(0, 1e17, alice, "");
    }

    function test_Swap_RevertWhen_K() public {
        _seed(10e18, 10e18);
        token0.transfer(address(pair), 1e18);
        uint256 out = _v2AmountOut(1e18, 10e18, 10e18);
        vm.expectRevert(FomoPair.K.selector);
        pair.swap(0, out + 1, alice, "");
    }

    function test_Swap_RevertWhen_TransferFailed() public {
        ReturnsFalseToken bad = new ReturnsFalseToken();
        bad.mint(address(this), 1e30);
        FomoPair badPair = FomoPair(factory.createPair(address(bad), address(token0)));
        bad.transfer(address(badPair), 10e18);
        token0.transfer(address(badPair), 10e18);
        badPair.mint(address(this));
        bad.setFailing(true);
        token0.transfer(address(badPair), 1e18);
        (uint256 out0, uint256 out1) = badPair.token0() == address(bad) ? (uint256(1e17), uint256(0)) : (0, 1e17);
        vm.expectRevert(FomoPair.TransferFailed.selector);
        badPair.swap(out0, out1, alice, "");
    }

    // ------------------------------------------------------------------ skim, sync

    function test_Skim() public {
        _seed(10e18, 10e18);
        token0.transfer(address(pair), 3);
        token1.transfer(address(pair), 5);
        pair.skim(alice);
        assertEq(token0.balanceOf(alice), 3);
        assertEq(token1.balanceOf(alice), 5);
        _assertReserves(10e18, 10e18);
        assertEq(token0.balanceOf(address(pair)), 10e18);
    }

    function test_Skim_RevertWhen_TransferFailed() public {
        ReturnsFalseToken bad = new ReturnsFalseToken();
        bad.mint(address(this), 1e30);
        FomoPair badPair = FomoPair(factory.createPair(address(bad), address(token0)));
        bad.transfer(address(badPair), 1e18);
        bad.setFailing(true);
        vm.expectRevert(FomoPair.TransferFailed.selector);
        badPair.skim(alice);
    }

    function test_Sync() public {
        _seed(10e18, 10e18);
        token0.transfer(address(pair), 7);
        vm.warp(block.timestamp + 12);
        vm.expectEmit(address(pair));
        emit Sync(10e18 + 7, 10e18);
        pair.sync();
        (uint112 reserve0,, uint32 last) = pair.getReserves();
        assertEq(reserve0, 10e18 + 7);
        assertEq(last, uint32(block.timestamp));
    }

    function test_Sync_RevertWhen_Overflow() public {
        token0.mint(address(pair), uint256(type(uint112).max) + 1);
        vm.expectRevert(FomoPair.Overflow.selector);
        pair.sync();
    }

    function test_Sync_MaxReserves() public {
        token0.mint(address(pair), type(uint112).max);
        token1.mint(address(pair), type(uint112).max);
        pair.sync();
        _assertReserves(type(uint112).max, type(uint112).max);
    }

    function test_GetReserves_TimestampWraps() public {
        _seed(1e18, 1e18);
        vm.warp(uint256(type(uint32).max) + 5);
        pair.sync();
        (,, uint32 last) = pair.getReserves();
        assertEq(last, 4); // block.timestamp mod 2^32, as V2
    }

    /// @dev The reserves word is written whole; its bits are V2's slot (reserve0, reserve1, time
    /// from the low end), and every field reads back at its maximum, none spilling into another.
    /// The slot is searched for: the pre-Cancun builds keep their lock in a slot before it.
    function test_GetReserves_OneWordAsV2() public {
        token0.mint(address(pair), type(uint112).max);
        token1.mint(address(pair), type(uint112).max - 1);
        vm.warp(uint256(type(uint32).max));
        pair.sync();
        (uint112 reserve0, uint112 reserve1, uint32 last) = pair.getReserves();
        assertEq(reserve0, type(uint112).max);
        assertEq(reserve1, type(uint112).max - 1);
        assertEq(last, type(uint32).max);
        uint256 word =
            uint256(type(uint112).max) | uint256(type(uint112).max - 1) << 112 | uint256(type(uint32).max) << 224;
        uint256 found;
        for (uint256 slot; slot < 8; ++slot) {
            if (uint256(vm.load(address(pair), bytes32(slot))) == word) ++found;
        }
        assertEq(found, 1, "one slot holds the three fields as V2 packs them");
    }

    // ------------------------------------------------------------------ protocol fee

    /// @dev V2's "feeTo:off" vector: everything but MINIMUM_LIQUIDITY burns back.
    function test_ProtocolFee_Off() public {
        uint256 liquidity = _seed(1000e18, 1000e18);
        token1.transfer(address(pair), 1e18);
        pair.swap(996006981039903216, 0, address(this), "");
        pair.transfer(address(pair), liquidity);
        pair.burn(address(this));
        assertEq(pair.totalSupply(), MINIMUM_LIQUIDITY);
        assertEq(pair.kLast(), 0);
    }

    /// @dev V2's "feeTo:on" vector: the fee recipient gets exactly 249750499251388 LP.
    function test_ProtocolFee_On() public {
        vm.prank(feeSetter);
        factory.setFeeTo(bob);
        uint256 liquidity = _seed(1000e18, 1000e18);
        assertEq(pair.kLast(), 1000e18 * 1000e18);
        token1.transfer(address(pair), 1e18);
        pair.swap(996006981039903216, 0, address(this), "");
        pair.transfer(address(pair), liquidity);
        pair.burn(address(this));
        assertEq(pair.totalSupply(), MINIMUM_LIQUIDITY + 249750499251388);
        assertEq(pair.balanceOf(bob), 249750499251388);
        assertEq(token0.balanceOf(address(pair)), 1000 + 249501683697445);
        assertEq(token1.balanceOf(address(pair)), 1000 + 250000187312969);
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertEq(pair.kLast(), uint256(reserve0) * reserve1);
    }

    function test_ProtocolFee_TurnedOffResetsKLast() public {
        vm.prank(feeSetter);
        factory.setFeeTo(bob);
        _seed(1000e18, 1000e18);
        assertGt(pair.kLast(), 0);
        vm.prank(feeSetter);
        factory.setFeeTo(address(0));
        token0.transfer(address(pair), 1e18);
        token1.transfer(address(pair), 1e18);
        pair.mint(address(this));
        assertEq(pair.kLast(), 0);
    }

    function test_ProtocolFee_NoGrowthMintsNothing() public {
        vm.prank(feeSetter);
        factory.setFeeTo(bob);
        _seed(1000e18, 1000e18);
        token0.transfer(address(pair), 1e18);
        token1.transfer(address(pair), 1e18);
        pair.mint(address(this)); // no swap: sqrt(k) grew only by the deposit
        assertEq(pair.balanceOf(bob), 0);
    }

    // ------------------------------------------------------------------ helpers

    function _seed(uint256 amount0, uint256 amount1) private returns (uint256 liquidity) {
        token0.transfer(address(pair), amount0);
        token1.transfer(address(pair), amount1);
        liquidity = pair.mint(address(this));
    }

    function _assertReserves(uint256 expected0, uint256 expected1) private view {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        assertEq(reserve0, expected0, "reserve0");
        assertEq(reserve1, expected1, "reserve1");
    }

    function _checkMint(uint256 amount0, uint256 amount1) private {
        amount0 = bound(amount0, 1001, type(uint112).max);
        amount1 = bound(amount1, 1001, type(uint112).max);
        vm.assume(_v2Sqrt(amount0 * amount1) > MINIMUM_LIQUIDITY);
        uint256 liquidity = _seed(amount0, amount1);
        assertEq(liquidity, _v2Sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY);
        assertEq(pair.totalSupply(), liquidity + MINIMUM_LIQUIDITY);
        _assertReserves(amount0, amount1);
    }

    function _checkBurn(uint256 share) private {
        uint256 liquidity = _seed(7e18, 3e18);
        share = bound(share, 1, liquidity);
        uint256 supply = pair.totalSupply();
        pair.transfer(address(pair), share);
        uint256 expected0 = share * 7e18 / supply;
        uint256 expected1 = share * 3e18 / supply;
        if (expected0 == 0 || expected1 == 0) {
            vm.expectRevert(FomoPair.InsufficientLiquidityBurned.selector);
            pair.burn(alice);
            return;
        }
        (uint256 amount0, uint256 amount1) = pair.burn(alice);
        assertEq(amount0, expected0);
        assertEq(amount1, expected1);
        assertEq(pair.totalSupply(), supply - share);
        _assertReserves(7e18 - expected0, 3e18 - expected1);
    }

    function _checkSwap(uint256 amountIn, bool zeroForOne) private {
        _seed(1000e18, 2000e18);
        amountIn = bound(amountIn, 1, 1e30);
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (1000e18, 2000e18) : (2000e18, 1000e18);
        uint256 out = _v2AmountOut(amountIn, reserveIn, reserveOut);
        (zeroForOne ? token0 : token1).transfer(address(pair), amountIn);
        (uint256 out0, uint256 out1) = zeroForOne ? (uint256(0), out + 1) : (out + 1, uint256(0));
        vm.expectRevert(FomoPair.K.selector);
        pair.swap(out0, out1, alice, "");
        if (out == 0) {
            vm.expectRevert(FomoPair.InsufficientOutputAmount.selector);
            pair.swap(0, 0, alice, "");
            return;
        }
        (out0, out1) = zeroForOne ? (uint256(0), out) : (out, uint256(0));
        pair.swap(out0, out1, alice, "");
        (uint256 r0, uint256 r1) =
            zeroForOne ? (reserveIn + amountIn, reserveOut - out) : (reserveOut - out, reserveIn + amountIn);
        _assertReserves(r0, r1);
    }
}
