// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice Drives a bridge with signed collections (nonces from one global sequence, as the server
/// issues them, now and then jumping to a new bitmap word; some codes held outstanding and landed
/// later, in any order, some replayed, some voided before or after they land), payouts by the
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
    bool public nonceLandedTwice;
    bool public voidedNonceLanded;
    bool public usedNonceVoided;
    uint256 public landings;
    uint256 public voids;
    uint64[] public issued; // every nonce signed or voided, once each
    mapping(uint64 nonce => bool) private isIssued;
    mapping(uint64 nonce => uint256) public landedCount;
    mapping(uint64 nonce => bool) public voided;
    uint64 private nextNonce;
    Signed[] private outstanding;
    mapping(bytes32 key => uint256) private payoutsOf;
    mapping(uint256 day => uint256) private outOn;
    bytes32[] private paidKeys;

    /// @dev A collection signed and not sent yet.
    struct Signed {
        CollectionLib.Collection c;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

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

    function issuedCount() external view returns (uint256) {
        return issued.length;
    }

    /// @dev A collection signed by the server for an actor and sent at once; with `replay` set the
    /// same signature is sent twice.
    function collect(uint256 actorSeed, uint256 amount, bool replay) external {
        Signed memory signed = _sign(actorSeed, amount, false);
        for (uint256 i; i < (replay ? 2 : 1); ++i) {
            _land(signed);
        }
    }

    /// @dev A collection signed and held, as a user holds a code between the signature and sending;
    /// with `newWord` the server's sequence jumps to the next bitmap word first.
    function sign(uint256 actorSeed, uint256 amount, bool newWord) external {
        outstanding.push(_sign(actorSeed, amount, newWord));
    }

    /// @dev Sends a held collection, in any order; it stays held, so it may be sent again.
    function landHeld(uint256 index) external {
        if (outstanding.length == 0) return;
        _land(outstanding[index % outstanding.length]);
    }

    /// @dev The operator or the signer voids an issued nonce (maybe one that landed: refused), or
    /// one not issued yet.
    function voidNonce(uint256 seed, bool bySigner, bool ahead) external {
        if (issued.length == 0 && !ahead) return;
        uint64 nonce = ahead ? nextNonce + uint64(seed % 300) : issued[seed % issued.length];
        vm.prank(bySigner ? bridge.signer() : operator);
        try bridge.voidCollection(nonce) {
            if (landedCount[nonce] != 0 || voided[nonce]) usedNonceVoided = true;
            voided[nonce] = true;
            ++voids;
            _issue(nonce);
        } catch {}
    }

    /// @dev A payout for a new source transfer, or (`again`) one already paid; by a stranger if `stranger`.
    function pay(uint256 amount, uint256 keySeed, bool again, bool stranger) external {
        amount = bound(amount, 1, CAP / 3);
        bytes32 txHash = again && paidKeys.length != 0
            ? paidKeys[keySeed % paidKeys.length]
            : keccak256(abi.encode(keySeed, block.timestamp, paidKeys.length));
        address sender = stranger ? actors[keySeed % actors.length] : operator;
        vm.prank(sender);
        try bridge.transferToken(REMOTE, actors[keySeed % actors.length], amount, uint256(txHash), txHash) {
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

    function _sign(uint256 actorSeed, uint256 amount, bool newWord) private returns (Signed memory signed) {
        address actor = actors[actorSeed % actors.length];
        amount = bound(amount, 100, 1e24);
        if (newWord) nextNonce = (nextNonce | 255) + 1;
        uint64 nonce = nextNonce++; // maybe voided ahead already
        _issue(nonce);
        (uint256 destroyAmount, uint256 fee,) = bridge.quote(address(aura), amount);
        signed.c = CollectionLib.Collection({
            sender: actor,
            token: address(aura),
            amount: amount,
            destroyAmount: destroyAmount,
            fee: fee,
            code: CollectionLib.code(actors[(actorSeed % actors.length + 1) % actors.length], PEER, nonce),
            nonce: nonce,
            deadline: block.timestamp + 10 minutes
        });
        (signed.v, signed.r, signed.s) =
            vm.sign(signerKey, CollectionLib.digest(address(bridge), block.chainid, signed.c));
    }

    function _issue(uint64 nonce) private {
        if (isIssued[nonce]) return;
        isIssued[nonce] = true;
        issued.push(nonce);
    }

    function _land(Signed memory signed) private {
        CollectionLib.Collection memory c = signed.c;
        vm.prank(c.sender);
        try bridge.collectionToken(
            c.token, c.amount, c.destroyAmount, DESTROY, c.deadline, c.code, signed.v, signed.r, signed.s
        ) {
            uint64 nonce = uint64(c.nonce);
            if (++landedCount[nonce] > 1) nonceLandedTwice = true;
            if (voided[nonce]) voidedNonceLanded = true;
            ++landings;
            ghostKept += c.amount - c.destroyAmount;
            ghostDestroyed += c.destroyAmount;
        } catch {}
    }

    function _countOut(uint256 amount) private {
        ghostOut += amount;
        uint256 today = block.timestamp / 1 days;
        outOn[today] += amount;
        if (outOn[today] > ghostMaxDailyOut) ghostMaxDailyOut = outOn[today];
    }
}
