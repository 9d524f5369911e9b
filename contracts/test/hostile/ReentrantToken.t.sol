// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {PairLock} from "evm-target/PairLock.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {IPairLike} from "../utils/IPairLike.sol";
import {ReentrantToken} from "../utils/tokens/ReentrantToken.sol";
import {HostileBase} from "./HostileBase.sol";

/// @notice A token whose transfer hook re-enters the pair while the pair is sending it (inside
/// `swap`, `burn` or `skim`): every re-entry into mint, burn, swap, skim and sync hits the lock
/// (`PairLock.Locked`), and so does a flash-swap callback that re-enters.
contract ReentrantTokenTest is HostileBase {
    ReentrantToken private rnt;
    address private token;
    IPairLike private pair;

    function setUp() public override {
        super.setUp();
        rnt = new ReentrantToken();
        token = address(rnt);
        rnt.mint(address(this), TRADER_FUNDS);
        rnt.approve(address(router), type(uint256).max);
        _seedPools(token);
        pair = _pair(token, address(stable));
    }

    /// @dev The reentrant calls tried from inside the pair's own token transfer.
    function _reentries() private view returns (bytes[] memory calls) {
        calls = new bytes[](5);
        calls[0] = abi.encodeCall(pair.sync, ());
        calls[1] = abi.encodeCall(pair.skim, (address(this)));
        calls[2] = abi.encodeCall(pair.mint, (address(this)));
        calls[3] = abi.encodeCall(pair.burn, (address(this)));
        calls[4] = abi.encodeCall(pair.swap, (1, 0, address(this), bytes("")));
    }

    function test_Swap_ReentryHitsLock() public {
        bytes[] memory calls = _reentries();
        for (uint256 i; i < calls.length; ++i) {
            rnt.arm(address(pair), calls[i], false);
            router.swapExactTokensForTokens(TRADE, 0, _path(address(stable), token), address(this), block.timestamp);
            assertTrue(rnt.blocked(), "the hook did not run");
            assertFalse(rnt.leaked(), "a reentrant call succeeded");
            assertEq(rnt.lastReentrySelector(), PairLock.Locked.selector);
        }
    }

    function test_Burn_ReentryHitsLock() public {
        bytes[] memory calls = _reentries();
        for (uint256 i; i < calls.length; ++i) {
            rnt.arm(address(pair), calls[i], false);
            uint256 liquidity = _approveLp(token, address(stable), BPS / 10);
            router.removeLiquidity(token, address(stable), liquidity, 0, 0, address(this), block.timestamp);
            assertTrue(rnt.blocked(), "the hook did not run");
            assertFalse(rnt.leaked(), "a reentrant call succeeded");
            assertEq(rnt.lastReentrySelector(), PairLock.Locked.selector);
        }
    }

    function test_Skim_ReentryHitsLock() public {
        rnt.transfer(address(pair), TRADE);
        rnt.arm(address(pair), abi.encodeCall(pair.sync, ()), false);
        pair.skim(address(this));
        assertTrue(rnt.blocked());
        assertEq(rnt.lastReentrySelector(), PairLock.Locked.selector);
    }

    function test_Swap_RevertWhen_ReentryBubbles() public {
        rnt.arm(address(pair), abi.encodeCall(pair.sync, ()), true);
        // the token reverts with Locked; the pair reports its transfer as failed
        vm.expectRevert(FomoPair.TransferFailed.selector);
        router.swapExactTokensForTokens(TRADE, 0, _path(address(stable), token), address(this), block.timestamp);
    }

    function test_FlashSwap_RevertWhen_CallbackReenters() public {
        FlashReentrant callee = new FlashReentrant(pair);
        (uint256 out0, uint256 out1) = pair.token0() == token ? (TRADE, uint256(0)) : (uint256(0), TRADE);
        vm.expectRevert(PairLock.Locked.selector);
        pair.swap(out0, out1, address(callee), hex"01");
    }

    function test_Reserves_UntouchedByBlockedReentry() public {
        (uint256 reserveToken, uint256 reserveStable) = _reserves(token, address(stable));
        uint256 expected = _quoteOut(address(stable), token, TRADE);
        rnt.arm(address(pair), abi.encodeCall(pair.sync, ()), false);
        router.swapExactTokensForTokens(TRADE, expected, _path(address(stable), token), address(this), block.timestamp);
        (uint256 reserveTokenAfter, uint256 reserveStableAfter) = _reserves(token, address(stable));
        assertEq(reserveTokenAfter, reserveToken - expected);
        assertEq(reserveStableAfter, reserveStable + TRADE);
    }
}

/// @notice A flash-swap receiver that re-enters the pair from its callback.
contract FlashReentrant {
    IPairLike private immutable pair;

    constructor(IPairLike pair_) {
        pair = pair_;
    }

    function uniswapV2Call(address, uint256, uint256, bytes calldata) external {
        pair.sync();
    }
}
