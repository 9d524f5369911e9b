// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {RollingCap} from "../../src/libraries/RollingCap.sol";
import {Test} from "../utils/Test.sol";

/// @notice RollingCap against its rule: the payouts of any 24 hours stay within the cap, a payout
/// is refused only when the window's units are spent, and what `available` reports can be paid.
contract RollingCapTest is Test {
    uint256 private constant CAP = 1_000e18;
    uint256 private constant START = 1_700_000_000;

    struct Payout {
        uint256 time;
        uint256 amount;
    }

    Payout[] private history;

    function test_Spend_FullCapThenRefusedForTheWindow() public pure {
        uint256 word = RollingCap.setCap(0, CAP);
        (bool allowed, uint256 next) = RollingCap.spend(word, CAP, START);
        assertTrue(allowed);
        (allowed,) = RollingCap.spend(next, 1, START + 24 hours - 1);
        assertFalse(allowed, "within 24 hours");
        assertEq(RollingCap.available(next, START + 24 hours - 1), 0);
        (allowed,) = RollingCap.spend(next, CAP, START + 32 hours);
        assertTrue(allowed, "32 hours later the window has passed");
        assertEq(RollingCap.available(next, START + 32 hours), CAP);
    }

    function test_Spend_RevertWhen_CapZero() public pure {
        (bool allowed,) = RollingCap.spend(0, 1, START);
        assertFalse(allowed);
    }

    function test_Spend_AboveTheCapInOnePayout() public pure {
        (bool allowed,) = RollingCap.spend(RollingCap.setCap(0, CAP), CAP + 1, START);
        assertFalse(allowed);
    }

    function test_Available_CanAlwaysBePaid() public pure {
        uint256 word = RollingCap.setCap(0, CAP);
        (, word) = RollingCap.spend(word, 333e18 + 7, START);
        uint256 left = RollingCap.available(word, START + 1 hours);
        assertGt(left, 666e18 - 1e12); // within a unit and a wei of the exact rest
        (bool allowed,) = RollingCap.spend(word, left, START + 1 hours);
        assertTrue(allowed);
    }

    function test_SetCap_KeepsTheShareUsed() public pure {
        uint256 word = RollingCap.setCap(0, CAP);
        (, word) = RollingCap.spend(word, 400e18, START); // 40 % of the cap
        word = RollingCap.setCap(word, 500e18);
        uint256 left = RollingCap.available(word, START + 1);
        assertLe(left, 300e18); // 60 % of the new cap
        assertGt(left, 300e18 - 1e12);
        word = RollingCap.setCap(word, 0);
        (bool allowed,) = RollingCap.spend(word, 1, START + 1);
        assertFalse(allowed, "a cap of 0 pays nothing");
        word = RollingCap.setCap(word, CAP); // back: the 40 % still count
        assertLe(RollingCap.available(word, START + 1), 600e18);
        assertGt(RollingCap.available(word, START + 1), 600e18 - 1e12);
    }

    /// @dev Payouts under changing caps: any 24-hour window stays within the largest cap in force.
    function testFuzz_SetCap_WindowWithinTheLargestCap(uint256 seed) public {
        uint256 cap = CAP;
        uint256 word = RollingCap.setCap(0, cap);
        uint256 time = START;
        for (uint256 i; i < 40; ++i) {
            seed = uint256(keccak256(abi.encode(seed, i)));
            time += seed % 5 hours;
            if ((seed >> 250) % 3 == 0) {
                cap = 1 + (seed >> 100) % CAP; // at most CAP, the largest in force
                word = RollingCap.setCap(word, cap);
            }
            (bool allowed, uint256 next) = RollingCap.spend(word, 1 + (seed >> 32) % cap, time);
            if (!allowed) continue;
            word = next;
            history.push(Payout(time, 1 + (seed >> 32) % cap));
            uint256 inWindow;
            for (uint256 j; j < history.length; ++j) {
                if (history[j].time + 24 hours > time) inWindow += history[j].amount;
            }
            assertLe(inWindow, CAP, "a 24-hour window above the largest cap");
        }
    }

    function test_SetCap_WindowWithinTheLargestCap_FixedInputs() public {
        testFuzz_SetCap_WindowWithinTheLargestCap(7);
    }

    /// @dev Random payouts at random gaps: every one allowed keeps every 24-hour window within the
    /// cap, and one refused would have taken the window's units past FULL.
    function testFuzz_Spend_AnyWindowWithinTheCap(uint256 seed) public {
        uint256 word = RollingCap.setCap(0, CAP);
        uint256 time = START + (seed % 1 days);
        for (uint256 i; i < 60; ++i) {
            seed = uint256(keccak256(abi.encode(seed, i)));
            time += seed % 7 hours;
            uint256 amount = 1 + (seed >> 64) % (CAP / 3);
            if ((seed >> 200) % 4 == 0) amount = 1 + (seed >> 128) % 1e6; // dust
            uint256 left = RollingCap.available(word, time);
            (bool allowed, uint256 next) = RollingCap.spend(word, amount, time);
            if (amount <= left) assertTrue(allowed, "available was payable");
            if (!allowed) continue;
            word = next;
            history.push(Payout(time, amount));
            uint256 inWindow;
            for (uint256 j; j < history.length; ++j) {
                if (history[j].time + 24 hours > time) inWindow += history[j].amount;
            }
            assertLe(inWindow, CAP, "a 24-hour window above the cap");
        }
    }

    function test_Spend_AnyWindowWithinTheCap_FixedInputs() public {
        testFuzz_Spend_AnyWindowWithinTheCap(42);
    }

    /// @dev The assembly `spend` agrees with `available` (the Solidity path): allowed exactly when the
    /// amount's units fit what is left, and after it `available` dropped by at least the amount.
    function testFuzz_Spend_AgreesWithAvailable(uint256 paid, uint256 amount, uint256 gap) public pure {
        paid = bound(paid, 1, CAP);
        amount = bound(amount, 1, CAP);
        gap = bound(gap, 0, 40 hours);
        (, uint256 word) = RollingCap.spend(RollingCap.setCap(0, CAP), paid, START);
        uint256 before = RollingCap.available(word, START + gap);
        (bool allowed, uint256 next) = RollingCap.spend(word, amount, START + gap);
        if (amount <= before) assertTrue(allowed);
        if (allowed) {
            assertLe(RollingCap.available(next, START + gap) + amount, before + CAP / RollingCap.FULL + 1);
            assertLe(RollingCap.available(next, START + gap), before - (amount > before ? before : amount));
        }
    }

    function test_Spend_AgreesWithAvailable_FixedInputs() public pure {
        testFuzz_Spend_AgreesWithAvailable(CAP / 2, CAP / 2, 9 hours);
    }
}
