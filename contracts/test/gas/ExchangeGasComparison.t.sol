// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {VestingWallet} from "@openzeppelin/contracts/finance/VestingWallet.sol";
import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {WithdrawalLib} from "../exchange/WithdrawalLib.sol";
import {Test} from "../utils/Test.sol";
import {console} from "../utils/console.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {GasText} from "./GasText.sol";

/// @notice Gas of the exchange contracts: a DK <-> DK2 conversion each way and an HJW investment
/// (no counterpart), and a release withdrawal (FomoInvestment.withdrawalToken) next to
/// OpenZeppelin's VestingWallet.release(token) from the OpenZeppelin 5.7 npm package, deployed
/// here. `npm run gas` prints the table. There is no stated goal: the figures are reported.
/// @dev Measured as MiningGasComparison does: each measured call is from an account set up in
/// earlier transactions, every contract is cooled (`vm.cool`) but the entry point, each row is in
/// a new block. The converter's reserves and fees, the investment total, the withdrawal total and
/// the daily-cap slot were all written earlier (by other accounts), as on a live chain.
/// "first" = the account's first withdrawal (count 0 -> 1) / the wallet's first release of the
/// token (released 0 -> x), and the recipient holds none of the token yet; "again" = the second,
/// an hour after the first, the recipient holding the token. Both pay the same amount.
/// `exec` is the gasleft() delta of the call; `tx` adds 21000 + calldata and takes off the refund
/// (capped at a fifth). A withdrawal's calldata (a signature, a number, a deadline) is larger than
/// release's one address.
contract ExchangeGasComparison is Test {
    /// @dev A measured call reverted; the data is the revert reason.
    error MeasuredCallFailed(bytes reason);

    /// @dev One measured call.
    struct Cost {
        uint256 exec;
        uint256 txGas;
    }

    /// @dev One row of the table; `against` is empty where nothing compares.
    struct Row {
        string operation;
        string against;
        Cost fomo;
        Cost oz;
    }

    uint256 private constant BASE = 1e8;
    uint256 private constant AMOUNT_DK = 1_000_000_000e18;
    uint256 private constant AMOUNT_DK2 = 10e18;
    uint256 private constant INVEST = 1_000e18;
    uint256 private constant RELEASE = 123e18;
    uint64 private constant VESTING = 365 days;
    uint256 private constant BLOCK_TIME = 3;

    TestERC20 private dk;
    TestERC20 private dk2;
    TestERC20 private hjw;
    FomoDkConverter private converter;
    FomoInvestment private investChain;
    FomoInvestment private withdrawChain;
    VestingWallet private walletFirst;
    VestingWallet private walletAgain;
    uint256 private signerKey;
    address[] private coolList;

    function setUp() public {
        vm.chainId(56);
        vm.warp(1_700_000_000);
        vm.roll(1_000_000);
        dk = new TestERC20("Dog", "DK", 18);
        dk2 = new TestERC20("Dog 2", "DK2", 18);
        hjw = new TestERC20("HJW", "HJW", 18);
        address signer;
        (signer, signerKey) = makeAddrAndKey("signer");
        converter = new FomoDkConverter(
            address(this), address(dk), address(dk2), BASE, 30, 100_000_000e18, 1e18, makeAddr("fees")
        );
        for (uint256 i; i < 2; ++i) {
            TestERC20 token = i == 0 ? dk : dk2;
            token.mint(address(this), 1e30);
            token.approve(address(converter), 1e30);
            converter.fundPool(address(token), 1e30);
        }
        investChain =
            new FomoInvestment(address(this), signer, address(hjw), makeAddr("lock"), 1e30, block.timestamp + 365 days);
        withdrawChain = new FomoInvestment(address(this), signer, address(hjw), makeAddr("lock"), 0, 0);
        hjw.mint(address(withdrawChain), 1e30);
        withdrawChain.setDailyCap(address(hjw), 1e30);
        (address beneficiaryFirst, address beneficiaryAgain) = (_account("releaseFirstOz"), _account("releaseAgainOz"));
        uint64 start = uint64(block.timestamp - 30 days);
        walletFirst = new VestingWallet(beneficiaryFirst, start, VESTING);
        walletAgain = new VestingWallet(beneficiaryAgain, start, VESTING);
        hjw.mint(address(walletFirst), RELEASE * VESTING / 1 hours);
        hjw.mint(address(walletAgain), RELEASE * VESTING / 1 hours);
        coolList = [
            address(dk),
            address(dk2),
            address(hjw),
            address(converter),
            address(investChain),
            address(withdrawChain),
            address(walletFirst),
            address(walletAgain)
        ];

        // earlier transactions by other accounts, and the "again" accounts' first withdrawal or release
        _fund(_account("background"));
        _fund(_account("toDk2"));
        _fund(_account("toDk"));
        _fund(_account("toDk2Min"));
        _fund(_account("toDkMin"));
        _fund(_account("invest"));
        _convertBoth(_account("background"));
        vm.prank(_account("background"));
        investChain.investment(address(hjw), INVEST);
        _withdraw(_account("background"), 0);
        _nextBlock(1 hours);
        _withdraw(_account("releaseAgain"), 0);
        vm.warp(_vestingTimeFor(walletAgain, 1));
        walletAgain.release(address(hjw));
        _nextBlock(BLOCK_TIME);
    }

    /// @notice Measures every row and prints one table; each row also checks what it paid.
    function test_ExchangeGasComparison() public {
        Row[] memory rows = new Row[](7);
        rows[0] = _rowConversion("convert DK -> DK2", "toDk2", true);
        rows[1] = _rowConversion("convert DK2 -> DK", "toDk", false);
        rows[2] = _rowConversion("DK -> DK2, min out (app)", "toDk2Min", true);
        rows[3] = _rowConversion("DK2 -> DK, min out (app)", "toDkMin", false);
        rows[4] = _rowInvestment();
        rows[5] = _rowRelease("release withdrawal, first", "VestingWallet.release, first", "releaseFirst", 0);
        rows[6] = _rowRelease("release withdrawal, again", "VestingWallet.release, again", "releaseAgain", 1);
        _print(rows);
    }

    // ------------------------------------------------------------------ rows

    function _rowConversion(string memory operation, string memory name, bool toDk2) private returns (Row memory row) {
        _nextBlock(BLOCK_TIME);
        address account = _account(name);
        TestERC20 out = toDk2 ? dk2 : dk;
        uint256 before = out.balanceOf(account);
        uint256 quote = toDk2 ? converter.getDkToDK2(AMOUNT_DK) : converter.getDk2ToDK(AMOUNT_DK2);
        bool withMinimum = bytes(name).length > 4 && bytes(name)[bytes(name).length - 1] == "n"; // "…Min"
        uint256 deadline = block.timestamp + 20 minutes;
        bytes memory data = toDk2
            ? (withMinimum
                    ? abi.encodeCall(FomoDkConverter.DkToDk2Min, (AMOUNT_DK, account, quote, deadline))
                    : abi.encodeCall(FomoDkConverter.DkToDk2, (AMOUNT_DK, account)))
            : (withMinimum
                    ? abi.encodeCall(FomoDkConverter.Dk2ToDkMin, (AMOUNT_DK2, account, quote, deadline))
                    : abi.encodeCall(FomoDkConverter.Dk2ToDk, (AMOUNT_DK2, account)));
        row = Row(operation, "", _measure(address(converter), account, data), Cost(0, 0));
        assertEq(out.balanceOf(account) - before, quote, "converted");
    }

    function _rowInvestment() private returns (Row memory row) {
        _nextBlock(BLOCK_TIME);
        address account = _account("invest");
        uint256 total = investChain.totalInvestment();
        bytes memory data = abi.encodeCall(FomoInvestment.investment, (address(hjw), INVEST));
        row = Row("invest HJW", "", _measure(address(investChain), account, data), Cost(0, 0));
        assertEq(investChain.totalInvestment(), total + INVEST, "invested");
    }

    function _rowRelease(string memory operation, string memory against, string memory name, uint256 number)
        private
        returns (Row memory row)
    {
        VestingWallet wallet = number == 0 ? walletFirst : walletAgain;
        vm.warp(_vestingTimeFor(wallet, number + 1) - BLOCK_TIME); // the wallet has RELEASE to pay
        _nextBlock(BLOCK_TIME);
        (address fomo, address oz) = (_account(name), _account(string.concat(name, "Oz")));
        uint256 fomoBefore = hjw.balanceOf(fomo);
        uint256 ozBefore = hjw.balanceOf(oz);
        row = Row(operation, against, Cost(0, 0), Cost(0, 0));
        row.fomo = _measure(address(withdrawChain), fomo, _withdrawalCall(fomo, number));
        row.oz = _measure(address(wallet), oz, abi.encodeWithSignature("release(address)", address(hjw)));
        assertEq(hjw.balanceOf(fomo) - fomoBefore, RELEASE, "withdrawn");
        assertEq(hjw.balanceOf(oz) - ozBefore, RELEASE, "released");
    }

    // ------------------------------------------------------------------ measuring

    /// @dev One call from `sender` to `entry`, everything cold but `entry`, as the sender pays it.
    function _measure(address entry, address sender, bytes memory data) private returns (Cost memory cost) {
        for (uint256 i; i < coolList.length; ++i) {
            vm.cool(coolList[i]);
        }
        if (entry.code.length == 0) revert MeasuredCallFailed(""); // also warms `entry`, as tx.to
        vm.prank(sender);
        uint256 before = gasleft();
        (bool ok, bytes memory out) = entry.call(data);
        cost.exec = before - gasleft();
        if (!ok) revert MeasuredCallFailed(out);
        int64 refunded = vm.lastCallGas().gasRefunded;
        uint256 refund = refunded > 0 ? uint256(uint64(refunded)) : 0;
        uint256 gross = 21_000 + _calldataGas(data) + cost.exec;
        cost.txGas = gross - (refund < gross / 5 ? refund : gross / 5);
    }

    function _calldataGas(bytes memory data) private pure returns (uint256 gas) {
        for (uint256 i; i < data.length; ++i) {
            gas += data[i] == 0 ? 4 : 16;
        }
    }

    // ------------------------------------------------------------------ setup helpers

    function _fund(address account) private {
        dk.mint(account, 10 * AMOUNT_DK);
        dk2.mint(account, 10 * AMOUNT_DK2);
        hjw.mint(account, 10 * INVEST);
        vm.startPrank(account);
        dk.approve(address(converter), type(uint256).max);
        dk2.approve(address(converter), type(uint256).max);
        hjw.approve(address(investChain), type(uint256).max);
        vm.stopPrank();
    }

    function _convertBoth(address account) private {
        vm.startPrank(account);
        converter.DkToDk2(AMOUNT_DK, account);
        converter.Dk2ToDk(AMOUNT_DK2, account);
        vm.stopPrank();
    }

    function _withdraw(address account, uint256 number) private {
        vm.prank(account);
        (bool ok, bytes memory out) = address(withdrawChain).call(_withdrawalCall(account, number));
        if (!ok) revert MeasuredCallFailed(out);
    }

    function _withdrawalCall(address account, uint256 number) private view returns (bytes memory) {
        uint256 deadline = block.timestamp + 10 minutes;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(
            signerKey,
            WithdrawalLib.digest(
                address(withdrawChain), block.chainid, account, number, address(hjw), RELEASE, deadline
            )
        );
        return abi.encodeCall(FomoInvestment.withdrawalToken, (number, address(hjw), RELEASE, deadline, v, r, s));
    }

    /// @dev When `wallet` has vested `count` * RELEASE in all: its linear schedule holds
    /// RELEASE * VESTING / 1 hours, so RELEASE vests every hour from its start.
    function _vestingTimeFor(VestingWallet wallet, uint256 count) private view returns (uint256) {
        return wallet.start() + count * 1 hours;
    }

    function _account(string memory name) private returns (address) {
        return makeAddr(name);
    }

    function _nextBlock(uint256 seconds_) private {
        vm.warp(block.timestamp + seconds_);
        vm.roll(block.number + 1);
    }

    // ------------------------------------------------------------------ printing

    function _print(Row[] memory rows) private pure {
        console.log("");
        console.log(
            string.concat(
                GasText.padRight("FomoSwap operation", 28),
                GasText.padRight(" | OpenZeppelin operation", 33),
                " | Fomo exec |   OZ exec | ratio | Fomo tx |   OZ tx | ratio"
            )
        );
        console.log(GasText.repeat("-", 124));
        for (uint256 i; i < rows.length; ++i) {
            Row memory row = rows[i];
            bool paired = row.oz.exec != 0;
            console.log(
                string.concat(
                    GasText.padRight(row.operation, 28),
                    " | ",
                    GasText.padRight(paired ? row.against : "-", 30),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.exec), 9),
                    " | ",
                    GasText.padLeft(paired ? GasText.itoa(row.oz.exec) : "-", 9),
                    " | ",
                    paired ? GasText.ratio(row.fomo.exec, row.oz.exec) : "    -",
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.txGas), 7),
                    " | ",
                    GasText.padLeft(paired ? GasText.itoa(row.oz.txGas) : "-", 7),
                    " | ",
                    paired ? GasText.ratio(row.fomo.txGas, row.oz.txGas) : "    -"
                )
            );
        }
        console.log("");
        console.log(
            "exec: gasleft() delta of the call, refunds ignored; tx: 21000 + calldata + exec - refund (cap 1/5)"
        );
    }
}
