// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoGameRecords} from "../../src/bounty/FomoGameRecords.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {VoucherLib} from "../mining/VoucherLib.sol";
import {Test} from "../utils/Test.sol";
import {console} from "../utils/console.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {GasText} from "./GasText.sol";
import {MerkleTree} from "./MerkleTree.sol";
import {IMerkleDistributor, IStakingRewards} from "./UniswapMining.sol";

/// @notice Gas of the bounty contracts (FomoGameRecords, FomoPrizePool) and of a prize's payout,
/// printed in one table next to the nearest published contracts in node_modules:
/// `fund` next to StakingRewards.stake (npm liquidity-staker: it too pulls a token and books it);
/// a winner's payout (the reward distributor's voucher) next to MerkleDistributor.claim (npm
/// merkle-distributor: the usual way to pay a fixed list of winners), in a 128-leaf tree (a draw
/// has at most 100 prizes). Recording rounds and the draw's commit, seal and reveal have no
/// published counterpart: their rows show our figure alone.
/// @dev Measured as MiningGasComparison does: every contract cooled (`vm.cool`) but the entry
/// point, a new block per row, `exec` the gasleft() delta of the call, `tx` 21000 + calldata +
/// exec less the EIP-3529 refund (capped at a fifth). "first" = the account's first call of the
/// kind, "again" = it made one before.
contract BountyGasComparison is Test {
    /// @dev A measured call reverted; the data is the revert reason.
    error MeasuredCallFailed(bytes reason);

    struct Cost {
        uint256 exec;
        uint256 txGas;
    }

    struct Row {
        string operation;
        string against;
        Cost fomo;
        Cost known;
    }

    uint256 private constant PRIZE = 100e18;
    uint256 private constant MERKLE_DEPTH = 7;
    bytes32 private constant SECRET = keccak256("gas secret");

    TestERC20 private token;
    FomoGameRecords private records;
    FomoPrizePool private pool;
    FomoRewardDistributor private distributor;
    IStakingRewards private staking;
    IMerkleDistributor private merkle;
    uint256 private signerKey;
    bytes32[] private merkleProof;
    address[] private coolList;
    address private operator;
    address private funder;
    address private winner;
    address private merkleWinner;
    uint64 private closeTime;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1_000_000);
        operator = makeAddr("operator");
        funder = makeAddr("funder");
        winner = makeAddr("winner");
        merkleWinner = makeAddr("merkle winner");
        token = new TestERC20("Prize", "PRZ", 18);
        address signer;
        (signer, signerKey) = makeAddrAndKey("signer");
        distributor = new FomoRewardDistributor(address(this), signer);
        distributor.setDailyCap(address(token), 1e30);
        records = new FomoGameRecords(operator);
        pool = new FomoPrizePool(operator, address(distributor));
        staking = IStakingRewards(
            deployCode(
                vm.parseJsonBytes(
                    vm.readFile("../node_modules/@uniswap/liquidity-staker/build/StakingRewards.json"), ".bytecode"
                ),
                abi.encode(address(this), address(token), address(token))
            )
        );
        _setUpMerkle();
        coolList = [address(token), address(records), address(pool), address(distributor), address(staking)];
        coolList.push(address(merkle));
        token.mint(funder, 1e24);
        vm.startPrank(funder);
        token.approve(address(pool), type(uint256).max);
        token.approve(address(staking), type(uint256).max);
        pool.fund(address(token), 1_000e18); // "again" for the measured fund
        staking.stake(1e18);
        vm.stopPrank();
        vm.prank(operator); // the operator has recorded before: the measured batches are "again"
        records.recordRounds(_rounds(1, 1_000));
    }

    function test_BountyGasComparison() public {
        Row[] memory rows = new Row[](7);
        rows[0] = _only("recordRounds, 1 round", _measure(address(records), operator, _recordCall(1, 1)));
        rows[1] = _only("recordRounds, 10 rounds", _measure(address(records), operator, _recordCall(10, 100)));
        rows[2] = Row(
            "fund, again",
            "StakingRewards.stake, again",
            _measure(address(pool), funder, abi.encodeCall(FomoPrizePool.fund, (address(token), 1e18))),
            _measure(address(staking), funder, abi.encodeCall(IStakingRewards.stake, (1e18)))
        );
        uint256[] memory prizes = new uint256[](3);
        (prizes[0], prizes[1], prizes[2]) = (PRIZE, PRIZE / 2, PRIZE / 10);
        closeTime = uint64(block.timestamp) + 1 hours;
        bytes memory commitCall = abi.encodeCall(
            FomoPrizePool.commit, (1, keccak256(abi.encode(uint256(1), SECRET)), closeTime, address(token), prizes)
        );
        rows[3] = _only("commit, 3 prizes", _measure(address(pool), operator, commitCall));
        vm.warp(closeTime);
        rows[4] = _only(
            "seal, publishing the secret",
            _measure(address(pool), operator, abi.encodeCall(FomoPrizePool.seal, (1, SECRET)))
        );
        _nextBlock();
        rows[5] = _only("reveal, 3 prizes to the distributor", _revealCost());
        rows[6] = Row(
            "winner's voucher claim, first",
            "MerkleDistributor.claim, 128",
            _measure(address(distributor), winner, _claimCall(winner, PRIZE)),
            _measure(
                address(merkle),
                merkleWinner,
                abi.encodeCall(IMerkleDistributor.claim, (5, merkleWinner, PRIZE, merkleProof))
            )
        );
        assertEq(token.balanceOf(winner), PRIZE, "the winner was paid");
        assertTrue(merkle.isClaimed(5), "merkle claimed");
        _print(rows);
    }

    function _revealCost() private returns (Cost memory cost) {
        cost = _measure(address(pool), operator, abi.encodeCall(FomoPrizePool.reveal, (1, SECRET)));
        assertEq(token.balanceOf(address(distributor)), PRIZE + PRIZE / 2 + PRIZE / 10, "prizes moved");
        _nextBlock();
    }

    function _only(string memory operation, Cost memory fomo) private pure returns (Row memory) {
        return Row(operation, "(no published counterpart)", fomo, Cost(0, 0));
    }

    // ------------------------------------------------------------------ measuring

    /// @dev One call from `sender` to `entry`, everything cold but `entry`, as the sender pays it.
    function _measure(address entry, address sender, bytes memory data) private returns (Cost memory cost) {
        _nextBlock();
        for (uint256 i; i < coolList.length; ++i) {
            vm.cool(coolList[i]);
        }
        if (entry.code.length == 0) revert MeasuredCallFailed("");
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

    function _nextBlock() private {
        vm.warp(block.timestamp + 3);
        vm.roll(block.number + 1);
    }

    // ------------------------------------------------------------------ calls

    /// @dev `count` rounds of distinct players from round number `firstRound`, alternating the games.
    function _rounds(uint256 count, uint256 firstRound) private view returns (FomoGameRecords.Round[] memory rounds) {
        rounds = new FomoGameRecords.Round[](count);
        for (uint256 i; i < count; ++i) {
            address player = address(uint160(0xA11CE + i));
            rounds[i] = FomoGameRecords.Round(player, i % 2 == 0 ? 2 : 5, address(token), 1e18 + i, firstRound + i);
        }
    }

    function _recordCall(uint256 count, uint256 firstRound) private view returns (bytes memory) {
        return abi.encodeCall(FomoGameRecords.recordRounds, (_rounds(count, firstRound)));
    }

    function _claimCall(address account, uint256 total) private view returns (bytes memory) {
        address[] memory tokens = VoucherLib.one(address(token));
        uint256[] memory totals = VoucherLib.one(total);
        uint256 deadline = block.timestamp + 10 minutes;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(
            signerKey, VoucherLib.digest(address(distributor), block.chainid, account, tokens, totals, deadline)
        );
        return abi.encodeCall(FomoRewardDistributor.distributeReward, (tokens, totals, deadline, v, r, s));
    }

    /// @dev A 128-leaf tree paying PRIZE to each leaf; leaf 5 is the measured winner's.
    function _setUpMerkle() private {
        bytes32[] memory leaves = new bytes32[](1 << MERKLE_DEPTH);
        for (uint256 i; i < leaves.length; ++i) {
            leaves[i] = MerkleTree.leaf(i, address(uint160(0x10000 + i)), PRIZE);
        }
        leaves[5] = MerkleTree.leaf(5, merkleWinner, PRIZE);
        uint256[] memory wanted = new uint256[](1);
        wanted[0] = 5;
        (bytes32 root, bytes32[][] memory built) = MerkleTree.build(leaves, wanted);
        merkleProof = built[0];
        merkle = IMerkleDistributor(
            deployCode(
                vm.parseJsonBytes(
                    vm.readFile("../node_modules/@uniswap/merkle-distributor/build/MerkleDistributor.json"), ".bytecode"
                ),
                abi.encode(address(token), root)
            )
        );
        token.mint(address(merkle), 1e24);
    }

    // ------------------------------------------------------------------ printing

    function _print(Row[] memory rows) private pure {
        console.log("");
        console.log(
            string.concat(
                GasText.padRight("FomoSwap bounty operation", 37),
                GasText.padRight(" | reference (node_modules)", 31),
                " | Fomo exec |  ref exec | Fomo tx |  ref tx"
            )
        );
        console.log(GasText.repeat("-", 120));
        for (uint256 i; i < rows.length; ++i) {
            Row memory row = rows[i];
            bool none = row.known.exec == 0;
            console.log(
                string.concat(
                    GasText.padRight(row.operation, 37),
                    " | ",
                    GasText.padRight(row.against, 28),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.exec), 9),
                    " | ",
                    GasText.padLeft(none ? "-" : GasText.itoa(row.known.exec), 9),
                    " | ",
                    GasText.padLeft(GasText.itoa(row.fomo.txGas), 7),
                    " | ",
                    GasText.padLeft(none ? "-" : GasText.itoa(row.known.txGas), 7)
                )
            );
        }
        console.log("");
        console.log(
            "exec: gasleft() delta of the call, refunds ignored; tx: 21000 + calldata + exec - refund (cap 1/5)"
        );
    }
}
