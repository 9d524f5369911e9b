// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice A collection signed by the TypeScript domain (src/domain/bridge: collectionTypedData,
/// encodeBridgeCode, bridgeAmounts, signed with ethers) lands on FomoBridge: the server's signatures
/// verify in the contract. test/domain/bridge/collectionVoucher.test.ts recomputes the vector file
/// from its inputs, so a change on either side fails one of the two tests.
contract CollectionVectorTest is Test {
    event Collected(
        address indexed sender,
        address indexed token,
        bytes32 indexed code,
        address recipient,
        uint256 targetChainId,
        uint256 amount,
        uint256 destroyAmount,
        uint256 fee,
        uint256 nonce
    );

    string private json;
    FomoBridge private bridge;
    TestERC20 private token;

    function setUp() public {
        json = vm.readFile("test/bridge/collectionVector.json");
        vm.chainId(_uint(".chainId"));
        vm.warp(_uint(".deadline") - 60);
        address deployer = _address(".deployer");
        vm.startPrank(deployer); // the vector's bridge and token are the deployer's first two contracts
        bridge = new FomoBridge(
            deployer,
            _address(".signer"),
            _address(".operator"),
            _address(".destroyAddress"),
            _uint(".peerChainId"),
            _uint(".destroyBps")
        );
        token = new TestERC20("Aura", "AURA", 18);
        bridge.collectionTokenInit(address(token), address(0xA56), _uint(".serviceBps"), 1e27);
        vm.stopPrank();
        address sender = _address(".sender");
        token.mint(sender, _uint(".amount"));
        vm.prank(sender);
        token.approve(address(bridge), type(uint256).max);
    }

    function test_TheContractIsTheVectors() public view {
        assertEq(address(bridge), _address(".bridge"));
        assertEq(address(token), _address(".token"));
        (uint256 destroyAmount, uint256 fee,) = bridge.quote(address(token), _uint(".amount"));
        assertEq(destroyAmount, _uint(".destroyAmount"));
        assertEq(fee, _uint(".fee"));
        (address recipient, uint256 targetChainId, uint256 nonce) = bridge.decodeCode(_bytes32(".code"));
        assertEq(recipient, _address(".recipient"));
        assertEq(targetChainId, _uint(".peerChainId"));
        assertEq(nonce, _uint(".nonce"));
        assertEq(nonce, 0x0123456789abcdef);
        bytes32 digest = bridge.collectionDigest(
            _address(".sender"),
            address(token),
            _uint(".amount"),
            destroyAmount,
            fee,
            _bytes32(".code"),
            _uint(".nonce"),
            _uint(".deadline")
        );
        assertEq(digest, _bytes32(".digest"));
    }

    function test_TheSignatureMadeInTypeScriptLands() public {
        address sender = _address(".sender");
        uint256 amount = _uint(".amount");
        vm.expectEmit(address(bridge));
        emit Collected(
            sender,
            address(token),
            _bytes32(".code"),
            _address(".recipient"),
            _uint(".peerChainId"),
            amount,
            _uint(".destroyAmount"),
            _uint(".fee"),
            _uint(".nonce")
        );
        vm.prank(sender);
        bridge.collectionToken(
            address(token),
            amount,
            _uint(".destroyAmount"),
            _address(".destroyAddress"),
            _uint(".deadline"),
            _bytes32(".code"),
            uint8(_uint(".v")),
            _bytes32(".r"),
            _bytes32(".s")
        );
        assertTrue(bridge.nonceUsed(_uint(".nonce")));
        assertEq(token.balanceOf(address(bridge)), amount - _uint(".destroyAmount"));
    }

    function _uint(string memory key) private view returns (uint256) {
        return vm.parseJsonUint(json, key);
    }

    function _address(string memory key) private view returns (address) {
        return vm.parseJsonAddress(json, key);
    }

    function _bytes32(string memory key) private view returns (bytes32) {
        return vm.parseJsonBytes32(json, key);
    }
}
