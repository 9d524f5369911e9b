// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {Reenterer} from "../mining/HostileMiningTokens.t.sol";
import {FeeOnTransferToken} from "../utils/tokens/FeeOnTransferToken.sol";
import {HookToken} from "../utils/tokens/HookToken.sol";
import {NoReturnToken} from "../utils/tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "../utils/tokens/ReturnsFalseToken.sol";
import {RevertingToken} from "../utils/tokens/RevertingToken.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {SeasonsBase} from "./SeasonsBase.sol";

/// @notice A token whose transfers succeed and move nothing.
contract HollowToken is TestERC20 {
    constructor() TestERC20("Hollow", "HOL", 18) {}

    function _move(address, address, uint256) internal override {}
}

/// @notice Hostile fund tokens: a fee-on-transfer token credits the season what reached the
/// distributor, and one that delivers nothing is refused; a reverting or false-returning token is
/// refused with nothing moved or credited and works again once fixed; a token without a return
/// value works; a re-entering operator is stopped by the guard. The seasons contract never holds
/// a token.
contract HostileSeasonTokensTest is SeasonsBase {
    event SeasonFunded(uint32 indexed number, address indexed token, uint256 amount, uint256 totalFund);

    function setUp() public override {
        super.setUp();
        _openNext();
    }

    function test_FeeOnTransfer_CreditsWhatTheDistributorReceived() public {
        FeeOnTransferToken fee = new FeeOnTransferToken();
        _hold(address(fee), 2_000e18);
        uint256 arrived = fee.received(1_000e18);
        vm.expectEmit(address(seasons));
        emit SeasonFunded(1, address(fee), arrived, arrived);
        seasons.fundSeason(1, address(fee), 1_000e18);
        seasons.fundSeason(1, address(fee), 1_000e18);
        assertEq(seasons.fundOf(1, address(fee)), 2 * arrived);
        assertEq(fee.balanceOf(address(distributor)), seasons.fundOf(1, address(fee)));
        assertEq(fee.balanceOf(address(this)), 0);
        assertEq(fee.balanceOf(address(seasons)), 0);
    }

    function test_RevertWhen_NothingArrives() public {
        HollowToken hollow = new HollowToken();
        _hold(address(hollow), 1e18);
        vm.expectRevert(FomoSeasons.ZeroAmount.selector);
        seasons.fundSeason(1, address(hollow), 1e18);
        assertEq(seasons.fundOf(1, address(hollow)), 0);
    }

    function test_RevertingToken_IsRefusedCleanly() public {
        RevertingToken broken = new RevertingToken();
        _hold(address(broken), 1e18);
        broken.setBroken(true);
        vm.expectRevert(RevertingToken.TokenBroken.selector);
        seasons.fundSeason(1, address(broken), 1e18);
        assertEq(seasons.fundOf(1, address(broken)), 0);
        assertEq(broken.balanceOf(address(this)), 1e18); // nothing left the operator
        seasons.fundSeason(1, address(token), 1e18); // other tokens still fund
        broken.setBroken(false);
        seasons.fundSeason(1, address(broken), 1e18); // and nothing stayed locked
        assertEq(seasons.fundOf(1, address(broken)), 1e18);
        assertEq(broken.balanceOf(address(distributor)), 1e18);
    }

    function test_ReturnsFalseToken_IsRefused() public {
        ReturnsFalseToken falsy = new ReturnsFalseToken();
        _hold(address(falsy), 1e18);
        falsy.setFailing(true);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, address(falsy)));
        seasons.fundSeason(1, address(falsy), 1e18);
        assertEq(seasons.fundOf(1, address(falsy)), 0);
        falsy.setFailing(false);
        seasons.fundSeason(1, address(falsy), 1e18);
        assertEq(falsy.balanceOf(address(distributor)), 1e18);
    }

    function test_NoReturnToken_Funds() public {
        NoReturnToken quiet = new NoReturnToken();
        quiet.mint(address(this), 1e18);
        quiet.approve(address(seasons), 1e18);
        seasons.fundSeason(1, address(quiet), 1e18);
        assertEq(seasons.fundOf(1, address(quiet)), 1e18);
        assertEq(quiet.balanceOf(address(distributor)), 1e18);
    }

    function test_NotAToken_IsRefused() public {
        vm.expectRevert();
        seasons.fundSeason(1, makeAddr("no code"), 1e18);
        assertEq(seasons.fundOf(1, makeAddr("no code")), 0);
    }

    /// @dev An operator whose token calls it back mid-transfer cannot fund twice in one call, nor
    /// have its re-entered transfer counted as arriving in the outer one.
    function test_ReentrantToken_IsStopped() public {
        HookToken hook = new HookToken();
        Reenterer attacker = new Reenterer();
        seasons.grantRole(seasons.OPERATOR_ROLE(), address(attacker));
        hook.mint(address(attacker), 2e18);
        attacker.call(address(hook), abi.encodeCall(hook.approve, (address(seasons), type(uint256).max)));
        bytes memory fund = abi.encodeCall(FomoSeasons.fundSeason, (1, address(hook), 1e18));
        attacker.arm(address(seasons), fund);
        hook.setHooked(address(attacker), true);
        attacker.call(address(seasons), fund);
        assertEq(attacker.caught(), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertFalse(attacker.succeeded());
        assertEq(seasons.fundOf(1, address(hook)), 1e18); // credited once
        assertEq(hook.balanceOf(address(distributor)), 1e18);
        assertEq(hook.balanceOf(address(attacker)), 1e18);
    }

    /// @dev The test holds `amount` of `token`, approved to the seasons contract.
    function _hold(address token, uint256 amount) private {
        TestERC20(token).mint(address(this), amount);
        TestERC20(token).approve(address(seasons), type(uint256).max);
    }
}
