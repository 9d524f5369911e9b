// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {WHT} from "../../src/WHT.sol";
import {IFomoFactory} from "../../src/interfaces/IFomoFactory.sol";
import {IFomoPair} from "../../src/interfaces/IFomoPair.sol";
import {IFomoRouter01} from "../../src/interfaces/IFomoRouter01.sol";
import {IFomoRouter02} from "../../src/interfaces/IFomoRouter02.sol";
import {Amm} from "../utils/Amm.sol";
import {Test} from "../utils/Test.sol";
import {V2Deployer} from "../utils/V2Deployer.sol";
import {console} from "../utils/console.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Gas of FomoSwap against the published Uniswap V2 bytecode (npm v2-core/v2-periphery
/// builds), operation by operation, with identical results asserted. `npm run gas` prints the table
/// for Cancun and Shanghai; every row must be within its EVM's goal (0.80 of V2 on Cancun, 0.85
/// before Cancun, where the pair's lock is a storage slot), or the test fails after printing it.
/// @dev How it is measured, so both sides pay for the same state:
/// - One test function measures every row; `setUp` (a committed transaction before it) builds
///   everything: the same TestERC20 tokens for both sides, pools seeded identically, and each
///   row has its own pairs and its own trader per side, so no storage slot written by one
///   measurement was written earlier in the test transaction (`vm.cool` resets warm/cold, not
///   EIP-2200's "original value", so a slot dirtied earlier would be cheap to write again).
/// - Before each measured call every contract of both sides is cooled (`vm.cool`), then the
///   called contract is warmed, as a transaction's `to` is: the operation pays cold access for
///   everything behind its entry point, as a real transaction does.
/// - Every pair was last touched in an earlier block (`setUp` syncs them one block after seeding,
///   so V2's price accumulators are already non-zero), and each row moves time and block on:
///   each measured call is the pair's first touch in its block, where V2 updates its accumulators.
/// - Gas is the gasleft() delta around the single external call from the test contract: it
///   includes the CALL itself (and 9000 for a value transfer), excludes the 21000 base cost and
///   calldata, and ignores refunds (EIP-3529 refunds come at the end of a transaction).
/// - Traders already hold every token they trade (receiving balances are non-zero). The permit
///   row is a provider's first permit (nonce 0 -> 1) with approveMax false, as the web app signs.
contract GasComparison is Test {
    /// @dev A measured call reverted; the data is the revert reason.
    error MeasuredCallFailed(bytes reason);

    /// @dev One deployed exchange as the rows see it (the ABIs are identical).
    struct Side {
        IFomoFactory factory;
        IFomoRouter02 router;
        address weth;
    }

    /// @dev One row of the table.
    struct Row {
        string operation;
        uint256 fomo;
        uint256 v2;
    }

    uint256 private constant TOKENS = 8;
    uint256 private constant POOL = 1_000_000e18;
    uint256 private constant TRADE = 1_000e18;
    uint256 private constant BLOCK_TIME = 3;

    Side private fomo;
    Side private v2;
    TestERC20[TOKENS] private tokens;
    address[] private coolList;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1_000_000);
        for (uint256 i; i < TOKENS; ++i) {
            tokens[i] = new TestERC20("Gas token", "GAS", 18);
            coolList.push(address(tokens[i]));
        }
        WHT wht = new WHT();
        FomoFactory fomoFactory = new FomoFactory(address(this));
        fomo = Side(
            IFomoFactory(address(fomoFactory)),
            IFomoRouter02(address(new FomoRouter(address(fomoFactory), address(wht)))),
            address(wht)
        );
        Amm memory amm = V2Deployer.deploy(address(this));
        v2 = Side(IFomoFactory(address(amm.factory)), IFomoRouter02(address(amm.router)), address(amm.weth));
        _setUpSide(fomo, "fomo");
        _setUpSide(v2, "v2");

        // one block later: a sync makes every pair's last update older (V2: accumulators non-zero)
        vm.warp(block.timestamp + BLOCK_TIME);
        vm.roll(block.number + 1);
        for (uint256 i; i < coolList.length; ++i) {
            address pair = coolList[i];
            if (pair.code.length != 0 && _isPair(pair)) IFomoPair(pair).sync();
        }

        // the direct swap's input is already in its pair (it was sent in an earlier transaction)
        _transferInput(fomo);
        _transferInput(v2);
    }

    /// @notice Measures every operation on both sides and prints one table.
    function test_GasComparison() public {
        Row[] memory rows = new Row[](10);
        rows[0] = _rowCreatePair();
        rows[1] = _rowPairSwap();
        rows[2] = _rowSwap1Hop();
        rows[3] = _rowSwap3Hops();
        rows[4] = _rowSwapETH();
        rows[5] = _rowAddLiquidityFirst();
        rows[6] = _rowAddLiquidityLater();
        rows[7] = _rowRemoveLiquidity();
        rows[8] = _rowRemoveLiquidityWithPermit();
        rows[9] = _rowTotal(rows);
        uint256 goalMilli = _hasTransientStorage() ? CANCUN_GOAL_MILLI : PRE_CANCUN_GOAL_MILLI;
        _print(rows, goalMilli);
        for (uint256 i; i < rows.length - 1; ++i) {
            assertLe(rows[i].fomo * 1000, rows[i].v2 * goalMilli, string.concat(rows[i].operation, " misses its goal"));
        }
    }

    // ------------------------------------------------------------------ rows

    function _rowCreatePair() private returns (Row memory row) {
        row.operation = "createPair";
        bytes memory call = abi.encodeCall(IFomoFactory.createPair, (address(tokens[6]), address(tokens[7])));
        bytes memory fomoOut;
        bytes memory v2Out;
        (row.fomo, fomoOut) = _measure(address(fomo.factory), address(this), 0, call);
        (row.v2, v2Out) = _measure(address(v2.factory), address(this), 0, call);
        IFomoPair fomoPair = IFomoPair(abi.decode(fomoOut, (address)));
        IFomoPair v2Pair = IFomoPair(abi.decode(v2Out, (address)));
        assertEq(fomoPair.token0(), v2Pair.token0(), "createPair token0");
        assertEq(fomoPair.token1(), v2Pair.token1(), "createPair token1");
        assertEq(fomo.factory.allPairsLength(), v2.factory.allPairsLength(), "createPair length");
        assertEq(fomo.factory.getPair(address(tokens[7]), address(tokens[6])), address(fomoPair), "getPair");
    }

    function _rowPairSwap() private returns (Row memory row) {
        row.operation = "pair.swap (direct)";
        (uint256 amount0Out, uint256 amount1Out) = _directSwapAmounts(fomo);
        (uint256 v2Amount0Out, uint256 v2Amount1Out) = _directSwapAmounts(v2);
        assertEq(amount0Out, v2Amount0Out, "swap amount0Out");
        assertEq(amount1Out, v2Amount1Out, "swap amount1Out");
        _nextBlock();
        (row.fomo,) = _measure(
            _pair(fomo, 0, 1),
            address(this),
            0,
            abi.encodeCall(IFomoPair.swap, (amount0Out, amount1Out, _trader("pair.swap", "fomo"), ""))
        );
        (row.v2,) = _measure(
            _pair(v2, 0, 1),
            address(this),
            0,
            abi.encodeCall(IFomoPair.swap, (amount0Out, amount1Out, _trader("pair.swap", "v2"), ""))
        );
        _assertSameReserves(0, 1, "pair.swap");
    }

    function _rowSwap1Hop() private returns (Row memory row) {
        row.operation = "swapExactTokensForTokens 1 hop";
        address[] memory path = new address[](2);
        (path[0], path[1]) = (address(tokens[0]), address(tokens[2]));
        _nextBlock();
        (row.fomo, row.v2) = _swapExactBothSides(path, "swap1");
        _assertSameReserves(0, 2, "swap1");
    }

    function _rowSwap3Hops() private returns (Row memory row) {
        row.operation = "swapExactTokensForTokens 3 hops";
        address[] memory path = new address[](4);
        (path[0], path[1], path[2], path[3]) =
        (address(tokens[1]), address(tokens[2]), address(tokens[3]), address(tokens[4]));
        _nextBlock();
        (row.fomo, row.v2) = _swapExactBothSides(path, "swap3");
        _assertSameReserves(1, 2, "swap3 hop1");
        _assertSameReserves(2, 3, "swap3 hop2");
        _assertSameReserves(3, 4, "swap3 hop3");
    }

    function _rowSwapETH() private returns (Row memory row) {
        row.operation = "swapExactETHForTokens";
        _nextBlock();
        bytes memory fomoOut;
        bytes memory v2Out;
        (row.fomo, fomoOut) = _measure(
            address(fomo.router),
            _trader("swapETH", "fomo"),
            TRADE,
            abi.encodeCall(
                IFomoRouter01.swapExactETHForTokens, (0, _ethPath(fomo), _trader("swapETH", "fomo"), block.timestamp)
            )
        );
        (row.v2, v2Out) = _measure(
            address(v2.router),
            _trader("swapETH", "v2"),
            TRADE,
            abi.encodeCall(
                IFomoRouter01.swapExactETHForTokens, (0, _ethPath(v2), _trader("swapETH", "v2"), block.timestamp)
            )
        );
        assertEq(abi.decode(fomoOut, (uint256[])), abi.decode(v2Out, (uint256[])), "swapETH amounts");
        // WHT and WETH9 sort differently against token 5: compare the reserves token by token
        (uint256 fomoWeth, uint256 fomoToken) = _ethPoolReserves(fomo);
        (uint256 v2Weth, uint256 v2Token) = _ethPoolReserves(v2);
        assertEq(fomoWeth, v2Weth, "swapETH wrapped reserve");
        assertEq(fomoToken, v2Token, "swapETH token reserve");
    }

    function _rowAddLiquidityFirst() private returns (Row memory row) {
        row.operation = "addLiquidity (first, empty pair)";
        _nextBlock();
        (row.fomo, row.v2) = _addLiquidityBothSides(0, 3, "addFirst");
        _assertSameReserves(0, 3, "addFirst");
    }

    function _rowAddLiquidityLater() private returns (Row memory row) {
        row.operation = "addLiquidity (later)";
        _nextBlock();
        (row.fomo, row.v2) = _addLiquidityBothSides(0, 4, "addLater");
        _assertSameReserves(0, 4, "addLater");
    }

    function _rowRemoveLiquidity() private returns (Row memory row) {
        row.operation = "removeLiquidity";
        _nextBlock();
        bytes memory fomoOut;
        bytes memory v2Out;
        (row.fomo, fomoOut) = _measure(address(fomo.router), _trader("remove", "fomo"), 0, _removeCall(fomo, "remove"));
        (row.v2, v2Out) = _measure(address(v2.router), _trader("remove", "v2"), 0, _removeCall(v2, "remove"));
        assertEq(fomoOut, v2Out, "remove amounts");
        _assertSameReserves(1, 3, "remove");
    }

    function _rowRemoveLiquidityWithPermit() private returns (Row memory row) {
        row.operation = "removeLiquidityWithPermit";
        _nextBlock();
        bytes memory fomoCall = _removeWithPermitCall(fomo);
        bytes memory v2Call = _removeWithPermitCall(v2);
        bytes memory fomoOut;
        bytes memory v2Out;
        (row.fomo, fomoOut) = _measure(address(fomo.router), _trader("permit", "fomo"), 0, fomoCall);
        (row.v2, v2Out) = _measure(address(v2.router), _trader("permit", "v2"), 0, v2Call);
        assertEq(fomoOut, v2Out, "removeWithPermit amounts");
        _assertSameReserves(1, 4, "removeWithPermit");
    }

    function _rowTotal(Row[] memory rows) private pure returns (Row memory total) {
        total.operation = "all rows";
        for (uint256 i; i < rows.length - 1; ++i) {
            total.fomo += rows[i].fomo;
            total.v2 += rows[i].v2;
        }
    }

    // ------------------------------------------------------------------ row helpers

    function _swapExactBothSides(address[] memory path, string memory row)
        private
        returns (uint256 fomoGas, uint256 v2Gas)
    {
        address fomoTrader = _trader(row, "fomo");
        address v2Trader = _trader(row, "v2");
        bytes memory fomoOut;
        bytes memory v2Out;
        (fomoGas, fomoOut) = _measure(
            address(fomo.router),
            fomoTrader,
            0,
            abi.encodeCall(IFomoRouter01.swapExactTokensForTokens, (TRADE, 0, path, fomoTrader, block.timestamp))
        );
        (v2Gas, v2Out) = _measure(
            address(v2.router),
            v2Trader,
            0,
            abi.encodeCall(IFomoRouter01.swapExactTokensForTokens, (TRADE, 0, path, v2Trader, block.timestamp))
        );
        assertEq(abi.decode(fomoOut, (uint256[])), abi.decode(v2Out, (uint256[])), string.concat(row, " amounts"));
    }

    function _addLiquidityBothSides(uint256 a, uint256 b, string memory row)
        private
        returns (uint256 fomoGas, uint256 v2Gas)
    {
        bytes memory fomoOut;
        bytes memory v2Out;
        (fomoGas, fomoOut) =
            _measure(address(fomo.router), _trader(row, "fomo"), 0, _addCall(a, b, _trader(row, "fomo")));
        (v2Gas, v2Out) = _measure(address(v2.router), _trader(row, "v2"), 0, _addCall(a, b, _trader(row, "v2")));
        assertEq(fomoOut, v2Out, string.concat(row, " amounts and LP minted"));
        IFomoPair fomoPair = IFomoPair(_pair(fomo, a, b));
        IFomoPair v2Pair = IFomoPair(_pair(v2, a, b));
        assertEq(fomoPair.totalSupply(), v2Pair.totalSupply(), string.concat(row, " LP supply"));
        assertEq(fomoPair.balanceOf(address(0)), v2Pair.balanceOf(address(0)), string.concat(row, " LP locked"));
    }

    function _addCall(uint256 a, uint256 b, address trader) private view returns (bytes memory) {
        return abi.encodeCall(
            IFomoRouter01.addLiquidity,
            (address(tokens[a]), address(tokens[b]), TRADE, TRADE, 0, 0, trader, block.timestamp)
        );
    }

    function _removeCall(Side storage side, string memory row) private returns (bytes memory) {
        string memory name = side.router == fomo.router ? "fomo" : "v2";
        address trader = _trader(row, name);
        uint256 liquidity = IFomoPair(_pair(side, 1, 3)).balanceOf(trader) / 2;
        return abi.encodeCall(
            IFomoRouter01.removeLiquidity,
            (address(tokens[1]), address(tokens[3]), liquidity, 0, 0, trader, block.timestamp)
        );
    }

    function _removeWithPermitCall(Side storage side) private returns (bytes memory) {
        string memory name = side.router == fomo.router ? "fomo" : "v2";
        (address trader, uint256 key) = makeAddrAndKey(string.concat("permit", name));
        IFomoPair pair = IFomoPair(_pair(side, 1, 4));
        uint256 liquidity = pair.balanceOf(trader) / 2;
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                pair.DOMAIN_SEPARATOR(),
                keccak256(
                    abi.encode(
                        pair.PERMIT_TYPEHASH(),
                        trader,
                        address(side.router),
                        liquidity,
                        pair.nonces(trader),
                        block.timestamp
                    )
                )
            )
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodeCall(
            IFomoRouter01.removeLiquidityWithPermit,
            (address(tokens[1]), address(tokens[4]), liquidity, 0, 0, trader, block.timestamp, false, v, r, s)
        );
    }

    function _directSwapAmounts(Side storage side) private view returns (uint256 amount0Out, uint256 amount1Out) {
        IFomoPair pair = IFomoPair(_pair(side, 0, 1));
        (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
        bool inputIs0 = pair.token0() == address(tokens[0]);
        uint256 out = inputIs0
            ? v2.router.getAmountOut(TRADE, reserve0, reserve1)
            : v2.router.getAmountOut(TRADE, reserve1, reserve0);
        (amount0Out, amount1Out) = inputIs0 ? (uint256(0), out) : (out, uint256(0));
    }

    function _ethPoolReserves(Side storage side) private view returns (uint256 wethReserve, uint256 tokenReserve) {
        IFomoPair pair = IFomoPair(side.factory.getPair(side.weth, address(tokens[5])));
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        (wethReserve, tokenReserve) = pair.token0() == side.weth ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    function _ethPath(Side storage side) private view returns (address[] memory path) {
        path = new address[](2);
        (path[0], path[1]) = (side.weth, address(tokens[5]));
    }

    // ------------------------------------------------------------------ measuring

    /// @dev The gas of one call from this contract to `entry` as `sender`, everything cold but `entry`.
    function _measure(address entry, address sender, uint256 value, bytes memory data)
        private
        returns (uint256 used, bytes memory out)
    {
        for (uint256 i; i < coolList.length; ++i) {
            vm.cool(coolList[i]);
        }
        if (entry.code.length == 0) revert MeasuredCallFailed(""); // also warms `entry`, as tx.to
        vm.prank(sender);
        bool ok;
        uint256 before = gasleft();
        (ok, out) = entry.call{value: value}(data);
        used = before - gasleft();
        if (!ok) revert MeasuredCallFailed(out);
    }

    /// @dev Whether this EVM has TSTORE (Cancun): init code PUSH1 1, PUSH1 0, TSTORE, STOP deploys
    /// an empty contract there and fails before Cancun (README: checking a chain).
    function _hasTransientStorage() private returns (bool) {
        bytes memory probe = hex"600160005d00";
        address deployed;
        assembly ("memory-safe") {
            deployed := create(0, add(probe, 0x20), mload(probe))
        }
        return deployed != address(0);
    }

    function _nextBlock() private {
        vm.warp(block.timestamp + BLOCK_TIME);
        vm.roll(block.number + 1);
    }

    // ------------------------------------------------------------------ setup

    /// @dev Pools, traders and approvals for every row, identical on each side.
    function _setUpSide(Side storage side, string memory name) private {
        coolList.push(address(side.factory));
        coolList.push(address(side.router));
        coolList.push(side.weth);
        for (uint256 i; i < TOKENS; ++i) {
            tokens[i].mint(address(this), 100 * POOL);
            tokens[i].approve(address(side.router), type(uint256).max);
        }
        vm.deal(address(this), 100 * POOL);

        // direct swap: pool 0/1, trader holds both tokens
        _seed(side, 0, 1, address(this));
        _fund(_trader("pair.swap", name), side, false);
        // 1 hop: pool 0/2
        _seed(side, 0, 2, address(this));
        _fund(_trader("swap1", name), side, true);
        // 3 hops: pools 1/2, 2/3, 3/4
        _seed(side, 1, 2, address(this));
        _seed(side, 2, 3, address(this));
        _seed(side, 3, 4, address(this));
        _fund(_trader("swap3", name), side, true);
        // native coin in: pool WETH/5
        side.router.addLiquidityETH{value: POOL}(address(tokens[5]), POOL, 0, 0, address(this), block.timestamp);
        coolList.push(side.factory.getPair(side.weth, address(tokens[5])));
        _fund(_trader("swapETH", name), side, false);
        vm.deal(_trader("swapETH", name), 10 * TRADE);
        // first liquidity: empty pool 0/3
        coolList.push(side.factory.createPair(address(tokens[0]), address(tokens[3])));
        _fund(_trader("addFirst", name), side, true);
        // later liquidity: pool 0/4, trader already a provider
        _seed(side, 0, 4, _trader("addLater", name));
        _fund(_trader("addLater", name), side, true);
        // remove: pool 1/3, trader a provider who approved the router
        _seed(side, 1, 3, _trader("remove", name));
        _fund(_trader("remove", name), side, false);
        IFomoPair removePair = IFomoPair(_pair(side, 1, 3)); // looked up first: a call would take the prank
        vm.prank(_trader("remove", name));
        removePair.approve(address(side.router), type(uint256).max);
        // remove with permit: pool 1/4, trader a provider (an EOA with a key), no approval
        _seed(side, 1, 4, _trader("permit", name));
        _fund(_trader("permit", name), side, false);
    }

    function _seed(Side storage side, uint256 a, uint256 b, address to) private {
        side.router.addLiquidity(address(tokens[a]), address(tokens[b]), POOL, POOL, 0, 0, to, block.timestamp);
        coolList.push(_pair(side, a, b));
    }

    /// @dev Gives `trader` some of every token (receiving balances are non-zero, as for a returning
    /// user) and, if `approve`, lets the router spend them.
    function _fund(address trader, Side storage side, bool approve) private {
        for (uint256 i; i < TOKENS; ++i) {
            tokens[i].mint(trader, 10 * TRADE);
            if (approve) {
                vm.prank(trader);
                tokens[i].approve(address(side.router), type(uint256).max);
            }
        }
    }

    function _transferInput(Side storage side) private {
        string memory name = side.router == fomo.router ? "fomo" : "v2";
        address pair = _pair(side, 0, 1); // looked up first: a call would take the prank
        vm.prank(_trader("pair.swap", name));
        tokens[0].transfer(pair, TRADE);
    }

    // ------------------------------------------------------------------ views

    function _trader(string memory row, string memory name) private returns (address trader) {
        (trader,) = makeAddrAndKey(string.concat(row, name));
    }

    function _pair(Side storage side, uint256 a, uint256 b) private view returns (address) {
        return side.factory.getPair(address(tokens[a]), address(tokens[b]));
    }

    function _isPair(address account) private view returns (bool) {
        for (uint256 i; i < TOKENS; ++i) {
            if (account == address(tokens[i])) return false;
        }
        return account != address(fomo.factory) && account != address(fomo.router) && account != fomo.weth
            && account != address(v2.factory) && account != address(v2.router) && account != v2.weth;
    }

    function _assertSameReserves(uint256 a, uint256 b, string memory row) private view {
        (uint112 f0, uint112 f1,) = IFomoPair(_pair(fomo, a, b)).getReserves();
        (uint112 v0, uint112 v1,) = IFomoPair(_pair(v2, a, b)).getReserves();
        assertEq(f0, v0, string.concat(row, " reserve0"));
        assertEq(f1, v1, string.concat(row, " reserve1"));
    }

    // ------------------------------------------------------------------ printing

    /// @dev The goals, FomoSwap / Uniswap V2 in thousandths: Cancun (the pair's lock in transient
    /// storage) and the pre-Cancun builds (a storage lock, ~5k gas more per pair touched).
    uint256 private constant CANCUN_GOAL_MILLI = 800;
    uint256 private constant PRE_CANCUN_GOAL_MILLI = 850;

    function _print(Row[] memory rows, uint256 goalMilli) private pure {
        string memory goal = string.concat("<= ", _ratio(goalMilli, 1000));
        console.log("");
        console.log(
            string.concat(
                "goal: every row at or below ",
                _ratio(goalMilli, 1000),
                goalMilli == CANCUN_GOAL_MILLI ? " of Uniswap V2 (Cancun)" : " of Uniswap V2 (before Cancun)"
            )
        );
        console.log(
            string.concat(_padRight("operation", 34), " | FomoSwap gas | Uniswap V2 gas | ratio | goal     | met")
        );
        console.log(string.concat(_repeat("-", 34), "-|--------------|----------------|-------|----------|-----"));
        for (uint256 i; i < rows.length; ++i) {
            Row memory row = rows[i];
            bool total = i == rows.length - 1;
            string memory verdict = row.fomo * 1000 <= row.v2 * goalMilli ? "ok" : "MISS";
            console.log(
                string.concat(
                    _padRight(row.operation, 34),
                    " | ",
                    _padLeft(_itoa(row.fomo), 12),
                    " | ",
                    _padLeft(_itoa(row.v2), 14),
                    " | ",
                    _padRight(_ratio(row.fomo, row.v2), 5),
                    " | ",
                    _padRight(total ? "" : goal, 8),
                    " | ",
                    total ? "" : verdict
                )
            );
        }
        console.log("");
        console.log("method: gasleft() deltas, cold accounts and slots, first touch of each pair in its block;");
        console.log("        refunds and the 21000 base cost excluded (see the header of GasComparison.t.sol)");
    }

    /// @dev fomo / v2 with three decimals, rounded half up.
    function _ratio(uint256 a, uint256 b) private pure returns (string memory) {
        uint256 milli = (a * 10_000 / b + 5) / 10;
        string memory frac = _itoa(milli % 1000);
        while (bytes(frac).length < 3) frac = string.concat("0", frac);
        return string.concat(_itoa(milli / 1000), ".", frac);
    }

    function _itoa(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        bytes memory buffer = new bytes(78);
        uint256 i = buffer.length;
        while (value != 0) {
            buffer[--i] = bytes1(uint8(48 + value % 10));
            value /= 10;
        }
        bytes memory out = new bytes(buffer.length - i);
        for (uint256 j; j < out.length; ++j) {
            out[j] = buffer[i + j];
        }
        return string(out);
    }

    function _padRight(string memory s, uint256 width) private pure returns (string memory) {
        while (bytes(s).length < width) s = string.concat(s, " ");
        return s;
    }

    function _padLeft(string memory s, uint256 width) private pure returns (string memory) {
        while (bytes(s).length < width) s = string.concat(" ", s);
        return s;
    }

    function _repeat(string memory s, uint256 n) private pure returns (string memory out) {
        for (uint256 i; i < n; ++i) {
            out = string.concat(out, s);
        }
    }
}
