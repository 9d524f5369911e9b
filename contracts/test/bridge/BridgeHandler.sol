// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice Drives a bridge with signed collections (some replayed or voided first), payouts by the
/// operator and by strangers (some for source transfers already paid, some past the cap), inventory
/// withdrawals and the passing of days; keeps ghost totals for the invariants.
contract BridgeHandler is Test {
    uint256 public constant CAP = 1_000e18;
    uint256 public constant INVENTORY = 100_000e18;
    address public constant DESTROY = 0x000000000000000000000000000000000000dEaD;
    address public constant REMOTE = address(0xA56);
    uint256 private constant PEER = 56;

    FomoBridge public bridge;
    TestERC20 public aura;
    address public operator;
    uint256 private signerKey;
    address[] public actors;

    uint256 public ghostKept; // amount - destroyAmount over collections
    uint256 public ghostDestroyed;
    uint256 public ghostOut; // payouts and withdrawals
    uint256 public ghostMaxDailyOut;
    bool public paidTwice;
    bool public strangerPaid;
    mapping(address actor => uint256) public ghostNonceUses; // collections + voids
    mapping(bytes32 key => uint256) private payoutsOf;
    mapping(uint256 day => uint256) private outOn;
    bytes32[] private paidKeys;

    constructor() {
        address signer;
        (signer, signerKey) = makeAddrAndKey("signer");
        operator = makeAddr("operator");
        bridge = new FomoBridge(address(this), signer, operator, DESTROY, PEER, 200);
        aura = new TestERC20("Aura", "AURA", 18);
        bridge.collectionTokenInit(address(aura), REMOTE, 30, CAP);
        aura.mint(address(bridge), INVENTORY);
        for (uint256 i; i < 3; ++i) {
            address actor = makeAddr(string.concat("actor", vm.toString(i)));
            actors.push(actor);
            aura.mint(actor, 1e30);
            vm.prank(actor);
            aura.approve(address(bridge), type(uint256).max);
        }
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    /// @dev A signed collection by an actor; with `replay` set the same signature is sent twice.
    function collect(uint256 actorSeed, uint256 amount, bool replay) external {
        address actor = actors[actorSeed % actors.length];
        amount = bound(amount, 100, 1e24);
        (uint256 destroyAmount, uint256 fee,) = bridge.quote(address(aura), amount);
        CollectionLib.Collection memory c = CollectionLib.Collection({
            sender: actor,
            token: address(aura),
            amount: amount,
            destroyAmount: destroyAmount,
            fee: fee,
            code: CollectionLib.code(actors[(actorSeed % actors.length + 1) % actors.length], PEER, uint64(amount)),
            nonce: bridge.nonces(actor),
            deadline: block.timestamp + 10 minutes
        });
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, CollectionLib.digest(address(bridge), block.chainid, c));
        for (uint256 i; i < (replay ? 2 : 1); ++i) {
            vm.prank(actor);
            try bridge.collectionToken(address(aura), amount, destroyAmount, DESTROY, c.deadline, c.code, v, r, s) {
                ghostKept += amount - destroyAmount;
                ghostDestroyed += destroyAmount;
                ++ghostNonceUses[actor];
            } catch {}
        }
    }

    /// @dev The operator voids an actor's current nonce.
    function voidCurrent(uint256 actorSeed) external {
        address actor = actors[actorSeed % actors.length];
        uint256 nonce = bridge.nonces(actor);
        vm.prank(operator);
        bridge.voidCollection(actor, nonce);
        ++ghostNonceUses[actor];
    }

    /// @dev A payout for a new source transfer, or (`again`) one already paid; by a stranger if `stranger`.
    function pay(uint256 amount, uint256 keySeed, bool again, bool stranger) external {
        amount = bound(amount, 1, CAP / 3);
        bytes32 txHash = again && paidKeys.length != 0
            ? paidKeys[keySeed % paidKeys.length]
            : keccak256(abi.encode(keySeed, block.timestamp, paidKeys.length));
        address sender = stranger ? actors[keySeed % actors.length] : operator;
        vm.prank(sender);
        try bridge.transferToken(REMOTE, actors[keySeed % actors.length], amount, txHash, 0) {
            if (stranger) strangerPaid = true;
            if (++payoutsOf[txHash] > 1) paidTwice = true;
            paidKeys.push(txHash);
            _countOut(amount);
        } catch {}
    }

    /// @dev The admin takes inventory out.
    function withdraw(uint256 amount) external {
        amount = bound(amount, 1, CAP / 2);
        try bridge.withdrawInventory(address(aura), address(this), amount) {
            _countOut(amount);
        } catch {}
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 2 days));
    }

    function _countOut(uint256 amount) private {
        ghostOut += amount;
        uint256 today = block.timestamp / 1 days;
        outOn[today] += amount;
        if (outOn[today] > ghostMaxDailyOut) ghostMaxDailyOut = outOn[today];
    }
}
