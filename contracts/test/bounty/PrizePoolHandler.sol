// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {Test} from "../utils/Test.sol";
import {SenderFeeToken} from "../utils/tokens/SenderFeeToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice Anyone funds the pool with a plain token and one that takes a fee from the sender
/// (it funds exactly but cannot pay a reveal); the operator commits draws of any size (within the
/// pool or not) with right and wrong close times; anyone seals (early, or waiting for the close),
/// reveals with the right or a wrong secret, and voids; time and blocks pass. The handler books
/// what was funded and what reached the distributor per token, and the draws it committed.
contract PrizePoolHandler is Test {
    uint256 private constant BALANCE = 1e30;

    FomoPrizePool public immutable pool;
    address public immutable distributor;
    TestERC20[2] public tokens;
    mapping(address token => uint256) public ghostFunded;
    mapping(address token => uint256) public ghostPaid;
    mapping(uint256 drawId => bytes32) private secrets;
    uint256 public drawCount;
    uint256 public revealedWrong; // reveals accepted with a secret that does not open the commitment
    uint256 public reveals;
    uint256 public seals;

    constructor() {
        distributor = makeAddr("invariant distributor");
        pool = new FomoPrizePool(address(this), distributor);
        tokens = [new TestERC20("Prize", "PRZ", 18), TestERC20(address(new SenderFeeToken()))];
        for (uint256 i; i < tokens.length; ++i) {
            tokens[i].mint(address(this), BALANCE);
            tokens[i].approve(address(pool), type(uint256).max);
        }
    }

    function fund(uint256 tokenSeed, uint256 amount) external {
        TestERC20 token = tokens[tokenSeed % tokens.length];
        amount = bound(amount, 0, 1e24);
        try pool.fund(address(token), amount) {
            ghostFunded[address(token)] += amount;
        } catch {}
    }

    function commit(uint256 tokenSeed, uint256 closeIn, uint256 prizeA, uint256 prizeB, bytes32 secret) external {
        TestERC20 token = tokens[tokenSeed % tokens.length];
        uint256[] memory prizes = new uint256[](2);
        (prizes[0], prizes[1]) = (bound(prizeA, 0, 1e24), bound(prizeB, 1, 1e23));
        uint64 closeTime = uint64(block.timestamp + bound(closeIn, 0, 2 days)) - 1 minutes;
        uint256 drawId = drawCount + 1;
        try pool.commit(drawId, keccak256(abi.encode(drawId, secret)), closeTime, address(token), prizes) {
            secrets[drawId] = secret;
            drawCount = drawId;
        } catch {}
    }

    function seal(uint256 drawSeed, bool wait) external {
        uint256 drawId = _drawId(drawSeed);
        FomoPrizePool.Draw memory d = pool.drawOf(drawId);
        if (wait && d.state == FomoPrizePool.DrawState.Committed && block.timestamp < d.closeTime) {
            vm.warp(d.closeTime);
        }
        try pool.seal(drawId, secrets[drawId]) {
            ++seals;
        } catch {}
    }

    /// @dev The operator's path to a reveal: a committed draw is sealed first once it closes (if
    /// its seal period has not passed), and the reveal waits for the target block.
    function reveal(uint256 drawSeed, bool wrongSecret) external {
        uint256 drawId = _drawId(drawSeed);
        FomoPrizePool.Draw memory d = pool.drawOf(drawId);
        if (d.state == FomoPrizePool.DrawState.Committed) {
            if (block.timestamp < d.closeTime) vm.warp(d.closeTime);
            try pool.seal(drawId, secrets[drawId]) {
                ++seals;
            } catch {}
            d = pool.drawOf(drawId);
        }
        if (d.state == FomoPrizePool.DrawState.Sealed && block.number <= d.targetBlock) vm.roll(d.targetBlock + 1);
        bytes32 secret = wrongSecret ? keccak256(abi.encode(secrets[drawId])) : secrets[drawId];
        uint256 before = d.token == address(0) ? 0 : TestERC20(d.token).balanceOf(distributor);
        try pool.reveal(drawId, secret) {
            ghostPaid[d.token] += TestERC20(d.token).balanceOf(distributor) - before;
            ++reveals;
            if (wrongSecret) ++revealedWrong;
        } catch {}
    }

    function voidDraw(uint256 drawSeed) external {
        try pool.voidDraw(_drawId(drawSeed)) {} catch {}
    }

    function pass(uint256 seconds_, uint256 blocks) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 6 hours));
        vm.roll(block.number + bound(blocks, 1, 120));
    }

    function tokenCount() external view returns (uint256) {
        return tokens.length;
    }

    function _drawId(uint256 seed) private view returns (uint256) {
        return drawCount == 0 ? 1 : 1 + seed % drawCount;
    }
}
