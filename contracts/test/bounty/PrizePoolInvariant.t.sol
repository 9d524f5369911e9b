// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {Test} from "../utils/Test.sol";
import {console} from "../utils/console.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {PrizePoolHandler} from "./PrizePoolHandler.sol";

/// @notice Stateful invariants of FomoPrizePool under funds (plain and fee-on-transfer), draws of
/// any size, seals, right and wrong reveals and voids over time: payouts never exceed what was
/// funded; the pool's books match its balance; reservations are the committed and sealed draws'
/// prizes and never exceed the pool; no wrong secret ever opens a draw.
contract PrizePoolInvariantTest is Test {
    PrizePoolHandler private handler;
    FomoPrizePool private pool;

    function setUp() public {
        vm.warp(1_700_000_000);
        vm.roll(1_000_000);
        handler = new PrizePoolHandler();
        pool = handler.pool();
        targetContract(address(handler));
    }

    function invariant_PayoutsNeverExceedThePool() public view {
        for (uint256 i; i < handler.tokenCount(); ++i) {
            address token = address(handler.tokens(i));
            uint256 funded = handler.ghostFunded(token);
            uint256 paid = handler.ghostPaid(token);
            assertLe(paid, funded, "paid more than was funded");
            assertEq(TestERC20(token).balanceOf(handler.distributor()), paid, "distributor != paid");
            assertEq(pool.poolOf(token) + paid, funded, "pool + paid != funded");
            assertEq(TestERC20(token).balanceOf(address(pool)), pool.poolOf(token), "balance != pool");
            assertLe(pool.reservedOf(token), pool.poolOf(token), "reserved beyond the pool");
        }
    }

    function invariant_ReservedIsTheOpenDraws() public view {
        uint256[2] memory open;
        for (uint256 id = 1; id <= handler.drawCount(); ++id) {
            FomoPrizePool.Draw memory d = pool.drawOf(id);
            if (d.state != FomoPrizePool.DrawState.Committed && d.state != FomoPrizePool.DrawState.Sealed) continue;
            open[address(handler.tokens(0)) == d.token ? 0 : 1] += d.total;
        }
        assertEq(pool.reservedOf(address(handler.tokens(0))), open[0], "reserved != open draws");
        assertEq(pool.reservedOf(address(handler.tokens(1))), open[1], "reserved != open draws");
    }

    /// @dev The runs reach the payouts: some draws are revealed across the campaign.
    function afterInvariant() public view {
        console.log("draws committed", handler.drawCount());
        console.log("draws sealed", handler.seals());
        console.log("draws revealed", handler.reveals());
    }

    /// @dev The handler's path to a payout works: fund, commit, seal after the close, reveal.
    function test_Handler_RevealsADraw() public {
        handler.fund(0, 1e24);
        handler.commit(0, 1 days, 1e18, 2e18, keccak256("s"));
        handler.seal(0, true);
        handler.reveal(0, true); // a wrong secret is refused
        handler.reveal(0, false);
        assertEq(handler.reveals(), 1);
        assertEq(handler.ghostPaid(address(handler.tokens(0))), 3e18);
        invariant_PayoutsNeverExceedThePool();
    }

    function invariant_NoWrongSecretOpensADraw() public view {
        assertEq(handler.revealedWrong(), 0, "a wrong secret opened a draw");
    }
}
