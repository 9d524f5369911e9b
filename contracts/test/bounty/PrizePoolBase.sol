// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice A prize pool administered by this test (also its operator), paying into a real reward
/// distributor, funded with POOL of a prize token; draws close an hour after START.
abstract contract PrizePoolBase is Test {
    uint256 internal constant START = 1_700_000_000;
    uint256 internal constant START_BLOCK = 1_000_000;
    uint64 internal constant HOUR = 1 hours;
    uint256 internal constant POOL = 1_000e18;
    bytes32 internal constant SECRET = keccak256("the operator's secret");

    FomoPrizePool internal pool;
    FomoRewardDistributor internal distributor;
    TestERC20 internal token;
    address internal alice;

    function setUp() public virtual {
        vm.warp(START);
        vm.roll(START_BLOCK);
        alice = makeAddr("alice");
        distributor = new FomoRewardDistributor(address(this), makeAddr("signer"));
        pool = new FomoPrizePool(address(this), address(distributor));
        token = new TestERC20("Prize", "PRZ", 18);
        token.mint(address(this), 1e30);
        token.approve(address(pool), type(uint256).max);
        pool.fund(address(token), POOL);
    }

    /// @dev The commitment to `secret` for draw `drawId`.
    function _commitment(uint256 drawId, bytes32 secret) internal pure returns (bytes32) {
        return keccak256(abi.encode(drawId, secret));
    }

    /// @dev Prizes of 100e18, 50e18 and 10e18.
    function _prizes() internal pure returns (uint256[] memory prizes) {
        prizes = new uint256[](3);
        (prizes[0], prizes[1], prizes[2]) = (100e18, 50e18, 10e18);
    }

    /// @dev Commits draw `drawId` to SECRET with _prizes(), closing an hour from now.
    function _commit(uint256 drawId) internal returns (uint64 closeTime) {
        closeTime = uint64(block.timestamp) + HOUR;
        pool.commit(drawId, _commitment(drawId, SECRET), closeTime, address(token), _prizes());
    }

    /// @dev Moves to `closeTime` and seals draw `drawId` with SECRET; answers its target block.
    function _closeAndSeal(uint256 drawId, uint64 closeTime) internal returns (uint64 target) {
        return _closeAndSeal(drawId, closeTime, SECRET);
    }

    /// @dev The same with `secret`.
    function _closeAndSeal(uint256 drawId, uint64 closeTime, bytes32 secret) internal returns (uint64 target) {
        vm.warp(closeTime);
        pool.seal(drawId, secret);
        target = pool.drawOf(drawId).targetBlock;
    }

    /// @dev Mines `blocks` blocks, three seconds apart (two after a seal pass its target block).
    function _mine(uint256 blocks) internal {
        vm.roll(block.number + blocks);
        vm.warp(block.timestamp + 3 * blocks);
    }
}
