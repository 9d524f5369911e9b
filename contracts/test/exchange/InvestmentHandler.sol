// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {WithdrawalLib} from "./WithdrawalLib.sol";

/// @notice Three accounts invest and withdraw with signed withdrawals at right, reused and
/// skipped numbers, replay the last one, and time passes over the close time and days; the
/// handler books what the contract actually paid and whether a paid number was ever not the
/// account's next one.
contract InvestmentHandler is Test {
    uint256 public constant CAP = 1_000e18;
    uint256 public constant MAX = 50_000e18;
    uint256 private constant ACTORS = 3;

    FomoInvestment public immutable invest;
    TestERC20 public immutable hjw;
    address public immutable lock;
    address[] public actors;
    uint256 private immutable signerKey;
    uint256 public ghostPaid;
    mapping(address account => uint256) public ghostWithdrawals;
    bool public outOfSequence;
    bytes private lastCall;
    address private lastCaller;

    constructor() {
        address signer;
        (signer, signerKey) = makeAddrAndKey("invariant signer");
        lock = makeAddr("invariant lock");
        hjw = new TestERC20("HJW", "HJW", 18);
        invest = new FomoInvestment(address(this), signer, address(hjw), lock, MAX, block.timestamp + 20 days);
        hjw.mint(address(invest), 1e30);
        invest.setDailyCap(address(hjw), CAP);
        for (uint256 i; i < ACTORS; ++i) {
            address actor = makeAddr(string.concat("investor", vm.toString(i)));
            actors.push(actor);
            hjw.mint(actor, MAX);
            vm.prank(actor);
            hjw.approve(address(invest), type(uint256).max);
        }
    }

    // ------------------------------------------------------------------ actions

    function investment(uint256 actorSeed, uint256 amount) external {
        vm.prank(actors[actorSeed % ACTORS]);
        try invest.investment(address(hjw), bound(amount, 0, MAX / 4)) {} catch {}
    }

    /// @dev A withdrawal at the account's next number, or `skew` away from it (reused or skipped).
    function withdraw(uint256 actorSeed, uint256 amount, uint256 skew) external {
        address account = actors[actorSeed % ACTORS];
        uint256 next = invest.withdrawalCount(account);
        skew = bound(skew, 0, 6);
        uint256 number = skew < 4 ? next : skew == 4 ? next + 1 : next == 0 ? 0 : next - 1;
        lastCall = _signedCall(account, number, bound(amount, 0, CAP / 2));
        lastCaller = account;
        _submit(account, lastCall, number);
    }

    /// @dev The last withdrawal again, by its owner or by someone else.
    function replay(uint256 actorSeed, bool byOwner) external {
        if (lastCaller == address(0)) return;
        (uint256 number) = abi.decode(_args(lastCall), (uint256));
        _submit(byOwner ? lastCaller : actors[actorSeed % ACTORS], lastCall, number);
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 2 days));
    }

    // ------------------------------------------------------------------ views

    function actorCount() external pure returns (uint256) {
        return ACTORS;
    }

    // ------------------------------------------------------------------ internal

    function _signedCall(address account, uint256 number, uint256 amount) private view returns (bytes memory) {
        uint256 deadline = block.timestamp + 10 minutes;
        bytes32 digest =
            WithdrawalLib.digest(address(invest), block.chainid, account, number, address(hjw), amount, deadline);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, digest);
        return abi.encodeCall(invest.withdrawalToken, (number, address(hjw), amount, deadline, v, r, s));
    }

    function _submit(address caller, bytes memory data, uint256 number) private {
        uint256 expected = invest.withdrawalCount(caller);
        uint256 before = hjw.balanceOf(address(invest));
        vm.prank(caller);
        (bool ok,) = address(invest).call(data);
        if (!ok) return;
        if (number != expected) outOfSequence = true;
        ghostPaid += before - hjw.balanceOf(address(invest));
        ghostWithdrawals[caller]++;
    }

    /// @dev The call's arguments without its selector.
    function _args(bytes memory data) private pure returns (bytes memory args) {
        args = new bytes(data.length - 4);
        for (uint256 i; i < args.length; ++i) {
            args[i] = data[i + 4];
        }
    }
}
