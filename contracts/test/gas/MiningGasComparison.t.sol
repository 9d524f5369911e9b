// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {VoucherLib} from "../mining/VoucherLib.sol";
import {Test, Vm} from "../utils/Test.sol";
import {console} from "../utils/console.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {GasText} from "./GasText.sol";
import {MerkleTree} from "./MerkleTree.sol";
import {IMerkleDistributor, IStakingRewards} from "./UniswapMining.sol";

/// @notice Gas of FomoSwap's LP mining (FomoLPMining + FomoRewardDistributor) against the
/// contracts Uniswap used for its own LP mining, deployed from their published npm builds:
/// StakingRewards (npm liquidity-staker) and MerkleDistributor (npm merkle-distributor).
/// `npm run gas` prints the table.
/// @dev Measured as GasComparison does: each measured call is from a trader who was set up in
/// earlier transactions (`setUp`), every contract is cooled (`vm.cool`) but the entry point,
/// each row is in a new block, and no slot it writes was written earlier in the test.
/// The claim rows send what the app sends for a one-token voucher (`distributeTokenReward`, an
/// EIP-2098 compact signature); the "spec arrays" rows send the spec's `distributeReward`.
/// Rows pair like with like and say which: "first" = the account's first pledge or claim (its
/// position or paid-total slot goes 0 -> x), "again" = it already has one (x -> y). Recipients of
/// a first claim hold no reward token yet, of a later claim they do, on every side.
/// Two figures per side: `exec` is the gasleft() delta of the call (refunds ignored, as in
/// GasComparison); `tx` is what the sender pays: 21000 + calldata (16/4 per byte) + exec, minus
/// the EIP-3529 refund (capped at a fifth). StakingRewards' getReward sets `rewards` 0 -> x -> 0
/// and is refunded most of it; a voucher's calldata is larger than getReward's, smaller than a
/// Merkle proof of a 2^14-leaf tree (16,384 claimants, the order of the issue's 10,000 positions).
contract MiningGasComparison is Test {
    /// @dev A measured call reverted; the data is the revert reason.
    error MeasuredCallFailed(bytes reason);

    /// @dev One measured call.
    struct Cost {
        uint256 exec;
        uint256 txGas;
    }

    /// @dev One row of the table.
    struct Row {
        string operation;
        string against;
        Cost fomo;
        Cost uni;
    }

    uint256 private constant GOAL_MILLI = 850;
    /// @dev The spec's `distributeReward` with one token, tx gas, when issue 31 measured it (the
    /// table's claim rows then): the 24-hour cap and the one-token entry point must not raise it.
    uint256 private constant SPEC_FIRST_BEFORE = 92_281;
    uint256 private constant SPEC_AGAIN_BEFORE = 58_076;
    uint256 private constant STAKE = 1_000e18;
    uint256 private constant CLAIM = 123e18;
    uint256 private constant MERKLE_DEPTH = 14;
    uint256 private constant BLOCK_TIME = 3;

    TestERC20 private lp;
    TestERC20 private reward;
    FomoLPMining private mining;
    FomoRewardDistributor private distributor;
    FomoCapitalPool private capital;
    IStakingRewards private staking;
    IMerkleDistributor private merkle;
    uint256 private signerKey;
    bytes32[][] private proofs; // for leaves 0 (claimed in setUp), 1 (same word) and 512 (fresh word)
    address[] private coolList;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1_000_000);
        lp = new TestERC20("Fomo-LP", "FLP", 18);
        reward = new TestERC20("Aura", "AURA", 18);
        address signer;
        (signer, signerKey) = makeAddrAndKey("signer");
        mining = new FomoLPMining(address(this));
        mining.addPool(address(lp), address(reward), 1e18);
        mining.setLockOption(address(lp), 0, 10_000, 10_000);
        mining.setLockOption(address(lp), 30, 15_000, 12_000);
        distributor = new FomoRewardDistributor(address(this), signer);
        distributor.setDailyCap(address(reward), 1e30);
        reward.mint(address(distributor), 1e30);
        staking = IStakingRewards(
            deployCode(
                vm.parseJsonBytes(
                    vm.readFile("../node_modules/@uniswap/liquidity-staker/build/StakingRewards.json"), ".bytecode"
                ),
                abi.encode(address(this), address(reward), address(lp))
            )
        );
        _setUpMerkle();
        coolList =
            [address(lp), address(reward), address(mining), address(distributor), address(staking), address(merkle)];

        // pledges that must be a month old by the measurements: a background staker and the lock to withdraw
        _pledge("whale", 0);
        _pledge("withdrawLock", 30);
        _openTheBound();
        vm.warp(block.timestamp + 31 days);
        reward.mint(address(staking), 1e24);
        staking.notifyRewardAmount(1e24); // a 7-day StakingRewards period starts
        _pledge("again", 0);
        _pledge("againLock", 30);
        _pledge("withdraw", 0);
        _pledge("claimFirst", 0);
        _pledge("claimLater", 0);
        _pledge("arraysFirst", 0);
        _pledge("arraysLater", 0);
        _fund("first");
        _fund("firstLock");
        _nextBlock(1 hours);
        _claimLaterFirstTime();
        _nextBlock(1 hours);
    }

    /// @notice Measures every row on both sides, prints one table, and asserts the 0.85 goal on
    /// the figures that meet it (so a regression fails) — the first claim's tx among them (issue 31
    /// item 5) — and that the spec's array call stays at or below its figures before that issue's
    /// one-token entry point; the misses are printed with why.
    function test_MiningGasComparison() public {
        Row[] memory rows = new Row[](12);
        rows[0] = _rowPledge("pledge on demand, first", "stake, first", "first", 0);
        rows[1] = _rowPledge("pledge 30-day lock, first", "stake, first", "firstLock", 30);
        rows[2] = _rowPledge("pledge on demand, again", "stake, again", "again", 0);
        rows[3] = _rowPledge("pledge 30-day lock, again", "stake, again", "againLock", 30);
        rows[4] = _rowWithdraw("withdraw, demand only", "withdraw", "withdraw");
        rows[5] = _rowWithdraw("withdraw, 1 matured lock moved", "withdraw", "withdrawLock");
        rows[6] = _rowClaimVsGetReward("claim 1 token, first", "getReward, first", "claimFirst");
        rows[7] = _rowClaimVsGetReward("claim 1 token, again", "getReward, again", "claimLater");
        rows[8] = _rowClaimVsMerkle("claim 1 token, first", "Merkle claim, fresh word", "merkleFresh", 2, 512);
        rows[9] = _rowClaimVsMerkle("claim 1 token, again", "Merkle claim, used word", "merkleUsed", 1, 1);
        rows[10] = _rowClaimVsGetReward("claim, spec arrays, first", "getReward, first", "arraysFirst");
        rows[11] = _rowClaimVsGetReward("claim, spec arrays, again", "getReward, again", "arraysLater");
        _print(rows);
        _printTheBound();
        Row memory first = rows[6];
        console.log(
            string.concat(
                "first reward claim (issue 31 item 5): tx ",
                GasText.itoa(first.fomo.txGas),
                " vs getReward ",
                GasText.itoa(first.uni.txGas),
                " = ",
                GasText.ratio(first.fomo.txGas, first.uni.txGas),
                ", goal <= 0.850: ",
                first.fomo.txGas * 1000 <= first.uni.txGas * GOAL_MILLI ? "met" : "MISSED"
            )
        );
        for (uint256 i; i < 8; ++i) {
            _assertGoal(rows[i].fomo.exec, rows[i].uni.exec, rows[i].operation);
            _assertGoal(rows[i].fomo.txGas, rows[i].uni.txGas, rows[i].operation);
        }
        assertLe(rows[10].fomo.txGas, SPEC_FIRST_BEFORE, "the spec's call, first claim: above its figure before");
        assertLe(rows[11].fomo.txGas, SPEC_AGAIN_BEFORE, "the spec's call, later claim: above its figure before");
    }

    function _assertGoal(uint256 fomo, uint256 uni, string memory operation) private pure {
        assertLe(fomo * 1000, uni * GOAL_MILLI, string.concat(operation, ": above the 0.85 goal"));
    }

    // ------------------------------------------------------------------ rows

    function _rowPledge(string memory operation, string memory against, string memory name, uint16 lockDays)
        private
        returns (Row memory row)
    {
        _nextBlock(BLOCK_TIME);
        (address fomoTrader, address uniTrader) = _traders(name);
        row = Row(operation, against, Cost(0, 0), Cost(0, 0));
        row.fomo =
            _measure(address(mining), fomoTrader, abi.encodeCall(FomoLPMining.deposit, (address(lp), STAKE, lockDays)));
        row.uni = _measure(address(staking), uniTrader, abi.encodeCall(IStakingRewards.stake, (STAKE)));
        uint256 staked = _isAgain(name) ? 2 * STAKE : STAKE;
        assertEq(staking.balanceOf(uniTrader), staked, "staked");
        (uint256 demand, FomoLPMining.Lock[] memory locks) = mining.positionOf(address(lp), fomoTrader);
        assertEq(
            demand + (locks.length == 0 ? 0 : locks[0].amount) + (locks.length > 1 ? locks[1].amount : 0),
            staked,
            "pledged"
        );
    }

    function _rowWithdraw(string memory operation, string memory against, string memory name)
        private
        returns (Row memory row)
    {
        _nextBlock(BLOCK_TIME);
        (address fomoTrader, address uniTrader) = _traders(name);
        row = Row(operation, against, Cost(0, 0), Cost(0, 0));
        row.fomo =
            _measure(address(mining), fomoTrader, abi.encodeCall(FomoLPMining.withdraw, (address(lp), STAKE / 2)));
        row.uni = _measure(address(staking), uniTrader, abi.encodeCall(IStakingRewards.withdraw, (STAKE / 2)));
        assertEq(lp.balanceOf(fomoTrader), lp.balanceOf(uniTrader), "withdrawn LP");
    }

    function _rowClaimVsGetReward(string memory operation, string memory against, string memory name)
        private
        returns (Row memory row)
    {
        _nextBlock(BLOCK_TIME);
        (address fomoTrader, address uniTrader) = _traders(name);
        uint256 before = reward.balanceOf(fomoTrader);
        row = Row(operation, against, Cost(0, 0), Cost(0, 0));
        uint256 total = distributor.getDistributeReward(fomoTrader, address(reward)) + CLAIM;
        bool arrays = bytes(name)[0] == "a"; // the "arrays…" rows send the spec's call
        row.fomo = _measure(
            address(distributor),
            fomoTrader,
            arrays ? _claimCallArrays(fomoTrader, total) : _claimCall(fomoTrader, total)
        );
        row.uni = _measure(address(staking), uniTrader, abi.encodeCall(IStakingRewards.getReward, ()));
        assertEq(reward.balanceOf(fomoTrader) - before, CLAIM, "claimed");
        assertEq(staking.earned(uniTrader), 0, "getReward paid all");
    }

    function _rowClaimVsMerkle(
        string memory operation,
        string memory against,
        string memory name,
        uint256 proofIndex,
        uint256 leafIndex
    ) private returns (Row memory row) {
        _nextBlock(BLOCK_TIME);
        (address fomoTrader, address uniTrader) = _traders(name);
        row = Row(operation, against, Cost(0, 0), Cost(0, 0));
        row.fomo = _measure(
            address(distributor),
            fomoTrader,
            _claimCall(fomoTrader, distributor.getDistributeReward(fomoTrader, address(reward)) + CLAIM)
        );
        row.uni = _measure(
            address(merkle),
            uniTrader,
            abi.encodeCall(IMerkleDistributor.claim, (leafIndex, uniTrader, CLAIM, proofs[proofIndex]))
        );
        assertTrue(merkle.isClaimed(leafIndex), "merkle claimed");
    }

    // ------------------------------------------------------------------ the open-lock bound

    /// @dev Worst cases at issue 27's bound: a position with MAX_OPEN_LOCKS locks, a capital-pool
    /// account with MAX_OPEN_DEPOSITS records, all matured by the measurement (a month on).
    function _openTheBound() private {
        (address locker,) = _traders("bound");
        _fund("bound");
        capital = new FomoCapitalPool(address(this));
        capital.setToken(address(lp), true);
        capital.setDepositOption(1, 30, true);
        vm.startPrank(locker);
        lp.approve(address(capital), type(uint256).max);
        for (uint256 i; i < mining.MAX_OPEN_LOCKS(); ++i) {
            mining.deposit(address(lp), 1e18, 30);
        }
        for (uint256 i; i < capital.MAX_OPEN_DEPOSITS(); ++i) {
            capital.deposit(address(lp), 1e18, 1);
        }
        vm.stopPrank();
        coolList.push(address(capital));
    }

    /// @dev Prints the withdrawals that walk the bound (no reference: StakingRewards has no locks)
    /// and asserts each fits a 30M-gas block many times over.
    function _printTheBound() private {
        _nextBlock(BLOCK_TIME);
        (address locker,) = _traders("bound");
        uint256 locks = mining.MAX_OPEN_LOCKS();
        Cost memory lockCost =
            _measure(address(mining), locker, abi.encodeCall(FomoLPMining.withdraw, (address(lp), locks * 1e18)));
        uint256 records = capital.MAX_OPEN_DEPOSITS();
        Cost memory recordCost =
            _measure(address(capital), locker, abi.encodeCall(FomoCapitalPool.withdraw, (address(lp), records * 1e18)));
        console.log("");
        console.log("worst case at the open-lock bound (issue 27 item 6; before it, 3,100 locks filled a 30M block):");
        console.log(
            string.concat(
                "  withdraw moving ",
                GasText.itoa(locks),
                " matured locks: exec ",
                GasText.itoa(lockCost.exec),
                ", tx ",
                GasText.itoa(lockCost.txGas)
            )
        );
        console.log(
            string.concat(
                "  capital pool withdraw of ",
                GasText.itoa(records),
                " matured records: exec ",
                GasText.itoa(recordCost.exec),
                ", tx ",
                GasText.itoa(recordCost.txGas)
            )
        );
        assertLt(lockCost.txGas, 3_000_000, "the bound's withdrawal: a tenth of a block at most");
        assertLt(recordCost.txGas, 3_000_000, "the bound's capital withdrawal: a tenth of a block at most");
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

    /// @dev Funds `name`'s two traders with LP, approves both contracts and pledges on both sides.
    function _pledge(string memory name, uint16 lockDays) private {
        _fund(name);
        (address fomoTrader, address uniTrader) = _traders(name);
        vm.prank(fomoTrader);
        mining.deposit(address(lp), STAKE, lockDays);
        vm.prank(uniTrader);
        staking.stake(STAKE);
    }

    function _fund(string memory name) private {
        (address fomoTrader, address uniTrader) = _traders(name);
        lp.mint(fomoTrader, 10 * STAKE);
        lp.mint(uniTrader, 10 * STAKE);
        vm.prank(fomoTrader);
        lp.approve(address(mining), type(uint256).max);
        vm.prank(uniTrader);
        lp.approve(address(staking), type(uint256).max);
    }

    /// @dev The "again" claimers claim once, an hour before the measurement (an earlier transaction).
    function _claimLaterFirstTime() private {
        (address fomoTrader, address uniTrader) = _traders("claimLater");
        _claimOnce(fomoTrader);
        (address arraysFomo, address arraysUni) = _traders("arraysLater");
        _claimOnce(arraysFomo);
        vm.prank(arraysUni);
        staking.getReward();
        (address merkleUsedFomo,) = _traders("merkleUsed");
        _claimOnce(merkleUsedFomo);
        vm.prank(uniTrader);
        staking.getReward();
    }

    function _claimOnce(address account) private {
        vm.prank(account);
        (bool ok, bytes memory out) = address(distributor).call(_claimCall(account, CLAIM));
        if (!ok) revert MeasuredCallFailed(out);
    }

    /// @dev A one-token voucher as the app sends it: `distributeTokenReward`, compact signature.
    function _claimCall(address account, uint256 total) private view returns (bytes memory) {
        uint256 deadline = block.timestamp + 10 minutes;
        (uint8 v, bytes32 r, bytes32 s) = _signOne(account, total, deadline);
        return abi.encodeCall(
            FomoRewardDistributor.distributeTokenReward, (address(reward), total, deadline, r, VoucherLib.compact(v, s))
        );
    }

    /// @dev The same voucher through the spec's `distributeReward(tokens[], totalRewards[], …)`.
    function _claimCallArrays(address account, uint256 total) private view returns (bytes memory) {
        uint256 deadline = block.timestamp + 10 minutes;
        (uint8 v, bytes32 r, bytes32 s) = _signOne(account, total, deadline);
        return abi.encodeCall(
            FomoRewardDistributor.distributeReward,
            (VoucherLib.one(address(reward)), VoucherLib.one(total), deadline, v, r, s)
        );
    }

    function _signOne(address account, uint256 total, uint256 deadline)
        private
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        return vm.sign(
            signerKey,
            VoucherLib.digest(
                address(distributor),
                block.chainid,
                account,
                VoucherLib.one(address(reward)),
                VoucherLib.one(total),
                deadline
            )
        );
    }

    /// @dev A 2^14-leaf tree: leaf 0 is claimed in setUp, leaf 1 shares its bitmap word, leaf 512 does not.
    function _setUpMerkle() private {
        (, address used) = _traders("merkleUsed");
        (, address fresh) = _traders("merkleFresh");
        (, address early) = _traders("merkleEarly");
        bytes32[] memory leaves = new bytes32[](1 << MERKLE_DEPTH);
        for (uint256 i; i < leaves.length; ++i) {
            leaves[i] = MerkleTree.leaf(i, address(uint160(0x10000 + i)), CLAIM);
        }
        leaves[0] = MerkleTree.leaf(0, early, CLAIM);
        leaves[1] = MerkleTree.leaf(1, used, CLAIM);
        leaves[512] = MerkleTree.leaf(512, fresh, CLAIM);
        uint256[] memory wanted = new uint256[](3);
        (wanted[0], wanted[1], wanted[2]) = (0, 1, 512);
        bytes32 root;
        bytes32[][] memory built;
        (root, built) = MerkleTree.build(leaves, wanted);
        for (uint256 i; i < built.length; ++i) {
            proofs.push(built[i]);
        }
        merkle = IMerkleDistributor(
            deployCode(
                vm.parseJsonBytes(
                    vm.readFile("../node_modules/@uniswap/merkle-distributor/build/MerkleDistributor.json"), ".bytecode"
                ),
                abi.encode(address(reward), root)
            )
        );
        reward.mint(address(merkle), 1e24);
        merkle.claim(0, early, CLAIM, proofs[0]);
        reward.mint(used, 1); // a returning holder, as our "again" claimer
    }

    function _traders(string memory name) private returns (address fomoTrader, address uniTrader) {
        fomoTrader = makeAddr(string.concat(name, "fomo"));
        uniTrader = makeAddr(string.concat(name, "uni"));
    }

    function _isAgain(string memory name) private pure returns (bool) {
        return keccak256(bytes(name)) == keccak256("again") || keccak256(bytes(name)) == keccak256("againLock");
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
                GasText.padRight("FomoSwap operation", 32),
                GasText.padRight(" | Uniswap operation", 28),
                " | Fomo exec |  Uni exec | ratio | Fomo tx |  Uni tx | ratio"
            )
        );
        console.log(GasText.repeat("-", 128));
        for (uint256 i; i < rows.length; ++i) {
            Row memory row = rows[i];
            console.log(
                string.concat(
                    GasText.padRight(row.operation, 32),
                    " | ",
                    GasText.padRight(row.against, 25),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.exec), 9),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.uni.exec), 9),
                    " | ",
                    GasText.ratio(row.fomo.exec, row.uni.exec),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.txGas), 7),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.uni.txGas), 7),
                    " | ",
                    GasText.ratio(row.fomo.txGas, row.uni.txGas)
                )
            );
        }
        console.log("");
        console.log(
            "exec: gasleft() delta of the call, refunds ignored; tx: 21000 + calldata + exec - refund (cap 1/5)"
        );
        for (uint256 i; i < rows.length; ++i) {
            Row memory row = rows[i];
            bool execMiss = row.fomo.exec * 1000 > row.uni.exec * GOAL_MILLI;
            bool txMiss = row.fomo.txGas * 1000 > row.uni.txGas * GOAL_MILLI;
            if (!execMiss && !txMiss) continue;
            console.log(
                string.concat(
                    "above 0.85 (",
                    execMiss ? "exec" : "",
                    execMiss && txMiss ? ", " : "",
                    txMiss ? "tx" : "",
                    "): ",
                    row.operation,
                    " vs ",
                    row.against,
                    ": ",
                    _note(row.against)
                )
            );
        }
    }

    /// @dev Why a row stays above the goal.
    function _note(string memory against) private pure returns (string memory) {
        if (keccak256(bytes(against)) == keccak256("getReward, first")) {
            return "the spec's two arrays, v and s as words: 1.7k more calldata and decoding than the one-token "
                "call the app sends; our paid-total slot goes 0 -> x (22.1k, kept) where getReward's 0 -> x -> 0 is refunded";
        }
        return "a Merkle claim only proves a leaf of a fixed list; a voucher adds ecrecover (3k), the signer "
            "(2.1k) and the 24-hour cap (5k), the price of cumulative vouchers from a hot key";
    }
}
