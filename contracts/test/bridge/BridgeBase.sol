// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {CollectionLib} from "./CollectionLib.sol";

/// @notice A bridge on chain 128 whose peer is chain 56, administered by this test, with AURA
/// listed (service 0.3%, destroy 2%, cap CAP a day), an inventory of it, and alice holding and
/// approving it.
abstract contract BridgeBase is Test {
    uint256 internal constant CHAIN = 128;
    uint256 internal constant PEER = 56;
    uint256 internal constant SERVICE_BPS = 30;
    uint256 internal constant DESTROY_BPS = 200;
    uint256 internal constant CAP = 1_000_000e18;
    uint256 internal constant INVENTORY = 10_000_000e18;
    uint256 internal constant AMOUNT = 1_000e18;
    address internal constant DESTROY = 0x000000000000000000000000000000000000dEaD;
    address internal constant REMOTE_AURA = address(0xA56);

    FomoBridge internal bridge;
    TestERC20 internal aura;
    address internal signer;
    uint256 internal signerKey;
    address internal operator;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.chainId(CHAIN);
        vm.warp(1_700_000_000);
        (signer, signerKey) = makeAddrAndKey("signer");
        operator = makeAddr("operator");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        bridge = new FomoBridge(address(this), signer, operator, DESTROY, PEER, DESTROY_BPS);
        aura = new TestERC20("Aura", "AURA", 18);
        bridge.collectionTokenInit(address(aura), REMOTE_AURA, SERVICE_BPS, CAP);
        aura.mint(address(bridge), INVENTORY);
        aura.mint(DESTROY, 1); // the burn address already holds some, as on a live chain
        aura.mint(alice, 1e30);
        vm.prank(alice);
        aura.approve(address(bridge), type(uint256).max);
    }

    /// @dev A collection of `amount` AURA by alice to bob on the peer chain with nonce 7, at the
    /// contract's rates, signable as it stands.
    function _collection(uint256 amount) internal view returns (CollectionLib.Collection memory c) {
        return _collection(amount, 7);
    }

    /// @dev The same with `nonce`, the code's low 64 bits.
    function _collection(uint256 amount, uint64 nonce) internal view returns (CollectionLib.Collection memory c) {
        return _collectionOf(alice, address(aura), amount, CollectionLib.code(bob, PEER, nonce));
    }

    function _collectionOf(address sender, address token, uint256 amount, bytes32 code)
        internal
        view
        returns (CollectionLib.Collection memory c)
    {
        (bool listed, uint256 serviceBps,,) = bridge.tokenConfig(token);
        uint256 fee = listed ? amount * serviceBps / 10_000 : 0;
        return CollectionLib.Collection({
            sender: sender,
            token: token,
            amount: amount,
            destroyAmount: amount * bridge.destroyBps() / 10_000,
            fee: fee,
            code: code,
            nonce: uint64(uint256(code)), // the server's nonce is the code's low 64 bits
            deadline: block.timestamp + 10 minutes
        });
    }

    function _sign(CollectionLib.Collection memory c) internal view returns (uint8 v, bytes32 r, bytes32 s) {
        return vm.sign(signerKey, CollectionLib.digest(address(bridge), block.chainid, c));
    }

    /// @dev Sends `c` signed by `signature` from its sender (the fields passed are `c`'s).
    function _send(CollectionLib.Collection memory c, uint8 v, bytes32 r, bytes32 s) internal {
        vm.prank(c.sender);
        bridge.collectionToken(c.token, c.amount, c.destroyAmount, DESTROY, c.deadline, c.code, v, r, s);
    }

    /// @dev Signs and sends `c`.
    function _collect(CollectionLib.Collection memory c) internal {
        (uint8 v, bytes32 r, bytes32 s) = _sign(c);
        _send(c, v, r, s);
    }

    /// @dev Pays the peer's collection of `nonce`, seen in `txHash`.
    function _pay(address recipient, uint256 amount, bytes32 txHash, uint256 nonce) internal {
        vm.prank(operator);
        bridge.transferToken(REMOTE_AURA, recipient, amount, nonce, txHash);
    }

    function _expectUnauthorized(address account, bytes32 role) internal {
        vm.expectRevert(abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role));
    }
}
