// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {V2Math} from "../utils/V2Math.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {FomoPair} from "../../src/FomoPair.sol";

/// @notice The first-depositor (share inflation) attack: an attacker mints the first LP units with
/// dust, donates to inflate each unit's value, and hopes a victim's deposit rounds down in the
/// attacker's favour. As in V2, the MINIMUM_LIQUIDITY units locked by the first mint own a
/// share of every donation: the victim loses less than one LP unit's value, the attacker loses at
/// least MINIMUM_LIQUIDITY - 1 times what the victim loses (less one wei of rounding), and never
/// profits.
contract FirstDepositorTest is Test {
    uint256 private constant DUST = V2Math.MINIMUM_LIQUIDITY + 1; // buys the attacker one LP unit
    uint256 private constant MAX_DONATION = 1e30;
    uint256 private constant MAX_DEPOSIT = 1e27;
    uint256 private constant LOCKED = V2Math.MINIMUM_LIQUIDITY;

    Amm private fomo;
    TestERC20 private token0;
    TestERC20 private token1;
    IPairLike private pair;
    address private attacker;
    address private victim;

    struct Outcome {
        bool victimReverted;
        uint256 attackerCost; // per token: what the attacker put in minus what it took out
        uint256 victimLoss; // per token: what the victim put in minus what it took out
        uint256 unitValue; // per token: the value of one LP unit before the victim's deposit
    }

    function setUp() public {
        fomo = FomoDeployer.deploy(address(this));
        TestERC20 a = new TestERC20("A", "A", 18);
        TestERC20 b = new TestERC20("B", "B", 18);
        (token0, token1) = address(a) < address(b) ? (a, b) : (b, a);
        pair = IPairLike(fomo.factory.createPair(address(a), address(b)));
        attacker = makeAddr("attacker");
        victim = makeAddr("victim");
        vm.startPrank(victim);
        token0.approve(address(fomo.router), type(uint256).max);
        token1.approve(address(fomo.router), type(uint256).max);
        vm.stopPrank();
    }

    function _attack(uint256 donation, uint256 deposit) private returns (Outcome memory o) {
        // 1. the attacker mints first with dust: one LP unit beside the LOCKED ones
        _send(attacker, DUST);
        vm.prank(attacker);
        assertEq(pair.mint(attacker), 1);
        // 2. and donates to inflate the unit
        _send(attacker, donation);
        pair.sync();
        (uint256 reserve,,) = pair.getReserves();
        o.unitValue = reserve / pair.totalSupply();
        // 3. the victim deposits through the router
        token0.mint(victim, deposit);
        token1.mint(victim, deposit);
        vm.prank(victim);
        try fomo.router.addLiquidity(
            address(token0), address(token1), deposit, deposit, 0, 0, victim, block.timestamp
        ) returns (uint256, uint256, uint256 liquidity) {
            o.victimLoss = deposit - _exit(victim, liquidity);
        } catch (bytes memory reason) {
            assertEq(bytes4(reason), FomoPair.InsufficientLiquidityMinted.selector);
            o.victimReverted = true; // the deposit would have bought nothing: nothing is lost
        }
        // 4. the attacker exits
        uint256 payout = _exit(attacker, 1);
        assertLe(payout, DUST + donation, "the attack paid");
        o.attackerCost = DUST + donation - payout;
    }

    /// @dev Pays `amount` of both tokens from `from` into the pair.
    function _send(address from, uint256 amount) private {
        token0.mint(from, amount);
        token1.mint(from, amount);
        vm.startPrank(from);
        token0.transfer(address(pair), amount);
        token1.transfer(address(pair), amount);
        vm.stopPrank();
    }

    /// @dev Burns `liquidity` of `holder`; returns the token0 amount received.
    function _exit(address holder, uint256 liquidity) private returns (uint256 amount0) {
        vm.prank(holder);
        pair.transfer(address(pair), liquidity);
        (amount0,) = pair.burn(holder);
    }

    function _assertBounded(Outcome memory o) private pure {
        if (o.victimReverted) return;
        assertLe(o.victimLoss, o.unitValue + 1, "victim lost more than one LP unit");
        // one wei of the victim's loss can be burn rounding, which no donation pays for
        if (o.victimLoss > 0) {
            assertGe(o.attackerCost, (LOCKED - 1) * (o.victimLoss - 1), "attack cheaper than MINIMUM_LIQUIDITY allows");
        }
    }

    function test_FirstDepositor_VictimLossBoundedByOneUnit() public {
        // attacker: 1001 wei + 1,000 tokens; victim: 2.5 tokens, one unit is worth ~1 token
        Outcome memory o = _attack(1_000e18, 2.5e18);
        assertFalse(o.victimReverted);
        assertGt(o.victimLoss, 0, "the rounding does cost the victim");
        _assertBounded(o);
        assertGt(o.attackerCost, 990e18, "the locked units keep ~1000/1001 of the donation");
    }

    function test_FirstDepositor_RevertWhen_DepositBuysNoUnit() public {
        Outcome memory o = _attack(1_000e18, 0.5e18); // less than one unit's worth
        assertTrue(o.victimReverted);
        assertGt(o.attackerCost, 999e18);
    }

    function testFuzz_FirstDepositor_AttackNeverPays(uint256 donation, uint256 deposit) public {
        donation = bound(donation, 0, MAX_DONATION);
        deposit = bound(deposit, 1, MAX_DEPOSIT);
        Outcome memory o = _attack(donation, deposit);
        _assertBounded(o);
    }

    function testFuzz_FirstDepositor_AttackNeverPays_Fixed() public {
        testFuzz_FirstDepositor_AttackNeverPays(1e24, 1.9e21);
    }
}
