// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoGameRecords} from "../../src/bounty/FomoGameRecords.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {PrizePoolBase} from "../bounty/PrizePoolBase.sol";

/// @notice The bounty contracts' calls for the committed gas snapshot (contracts/.gas-snapshot).
/// @dev Each test measures the whole test call, as GasSnapshot does. The pool is funded; draw 1 is
/// committed and draw 2 committed and sealed in setUp, so each test measures one step of a draw;
/// the game records have recorded one earlier batch (round 0).
contract BountyGasSnapshot is PrizePoolBase {
    FomoGameRecords private records;
    FomoGameRecords.Round[] private ten;

    function setUp() public override {
        super.setUp();
        records = new FomoGameRecords(address(this));
        records.recordRounds(_rounds(1, 0));
        FomoGameRecords.Round[] memory batch = _rounds(10, 100);
        for (uint256 i; i < batch.length; ++i) {
            ten.push(batch[i]);
        }
        uint64 first = _commit(1);
        vm.warp(block.timestamp + 1); // each draw its own window: closes one second apart
        _commit(2);
        vm.warp(block.timestamp + 1);
        _commit(3);
        vm.warp(first + 1); // draws 1 and 2 have closed
        pool.seal(2, SECRET);
        _mine(2);
    }

    function test_RecordRounds_One() public {
        records.recordRounds(_rounds(1, 1));
    }

    function test_RecordRounds_Ten() public {
        records.recordRounds(ten);
    }

    function test_Fund_Again() public {
        pool.fund(address(token), 1e18);
    }

    function test_Commit_ThreePrizes() public {
        pool.commit(4, _commitment(4, SECRET), uint64(block.timestamp) + 2 * HOUR, address(token), _prizes());
    }

    function test_Seal() public {
        pool.seal(1, SECRET);
    }

    function test_Reveal_ThreePrizes() public {
        pool.reveal(2, SECRET);
    }

    function test_VoidDraw() public {
        vm.warp(block.timestamp + pool.SEAL_PERIOD() + 1);
        pool.voidDraw(3);
    }

    function _rounds(uint256 count, uint256 firstRound) private view returns (FomoGameRecords.Round[] memory rounds) {
        rounds = new FomoGameRecords.Round[](count);
        for (uint256 i; i < count; ++i) {
            address player = address(uint160(0xA11CE + i));
            rounds[i] = FomoGameRecords.Round(player, i % 2 == 0 ? 2 : 5, address(token), 1e18 + i, firstRound + i);
        }
    }
}
