// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {INameRegistry} from "../../src/names/INameRegistry.sol";
import {NameRegistry} from "../../src/names/NameRegistry.sol";
import {PublicResolver} from "../../src/names/PublicResolver.sol";
import {Test} from "../utils/Test.sol";

/// @notice The name registry and public resolver: ENS node maths, ownership, records and events.
contract NameServiceTest is Test {
    // namehash("eth") (EIP-137's published value) and namehash("fomo.eth") (ethers.namehash, and the domain's)
    bytes32 internal constant ETH_NODE = 0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae;
    bytes32 internal constant FOMO_ETH_NODE = 0xe99c340fb8a8920fcad5c4abb5d98e677c629b615e729108ca3e301a9c2762db;

    NameRegistry internal registry;
    PublicResolver internal resolver;
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event ContenthashChanged(bytes32 indexed node, bytes hash);

    function setUp() public {
        registry = new NameRegistry();
        resolver = new PublicResolver(INameRegistry(address(registry)));
    }

    function subnode(bytes32 node, string memory label) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(node, keccak256(bytes(label))));
    }

    // ------------------------------------------------------------------ registry

    function test_Constructor_DeployerOwnsRoot() public view {
        assertEq(registry.owner(bytes32(0)), address(this));
        assertTrue(registry.recordExists(bytes32(0)));
        assertFalse(registry.recordExists(ETH_NODE));
    }

    function test_SetSubnodeOwner_ComputesEnsNode() public {
        vm.expectEmit(address(registry));
        emit NewOwner(bytes32(0), keccak256("eth"), alice);
        bytes32 node = registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
        assertEq(node, ETH_NODE);
        assertEq(registry.owner(ETH_NODE), alice);
    }

    function test_SetSubnodeOwner_RevertWhen_NotParentOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(NameRegistry.NotNodeOwner.selector, bytes32(0), alice));
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
    }

    function test_SetOwner() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
        vm.expectEmit(address(registry));
        emit Transfer(ETH_NODE, bob);
        vm.prank(alice);
        registry.setOwner(ETH_NODE, bob);
        assertEq(registry.owner(ETH_NODE), bob);
    }

    function test_SetOwner_RevertWhen_NotOwner() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(NameRegistry.NotNodeOwner.selector, ETH_NODE, bob));
        registry.setOwner(ETH_NODE, bob);
    }

    function test_Owner_IsZeroWhenRegistryHoldsNode() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), address(registry));
        assertEq(registry.owner(ETH_NODE), address(0));
        assertTrue(registry.recordExists(ETH_NODE));
    }

    function test_SetResolver() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), address(this));
        vm.expectEmit(address(registry));
        emit NewResolver(ETH_NODE, address(resolver));
        registry.setResolver(ETH_NODE, address(resolver));
        assertEq(registry.resolver(ETH_NODE), address(resolver));
    }

    function test_SetResolver_RevertWhen_NotOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(NameRegistry.NotNodeOwner.selector, ETH_NODE, alice));
        registry.setResolver(ETH_NODE, address(resolver));
    }

    function test_SetTTL() public {
        vm.expectEmit(address(registry));
        emit NewTTL(bytes32(0), 3600);
        registry.setTTL(bytes32(0), 3600);
        assertEq(registry.ttl(bytes32(0)), 3600);
    }

    function testFuzz_SetSubnodeOwner(bytes32 label, address newOwner) public {
        vm.assume(newOwner != address(registry));
        bytes32 node = registry.setSubnodeOwner(bytes32(0), label, newOwner);
        assertEq(node, keccak256(abi.encodePacked(bytes32(0), label)));
        assertEq(registry.owner(node), newOwner);
    }

    // ------------------------------------------------------------------ resolver

    function test_SetAddr() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), address(this));
        bytes32 node = registry.setSubnodeOwner(ETH_NODE, keccak256("fomo"), address(this));
        assertEq(node, FOMO_ETH_NODE);
        assertEq(node, subnode(ETH_NODE, "fomo"));
        vm.expectEmit(address(resolver));
        emit AddrChanged(node, alice);
        resolver.setAddr(node, alice);
        assertEq(resolver.addr(node), alice);
    }

    function test_SetAddr_RevertWhen_NotNodeOwner() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
        vm.expectRevert(abi.encodeWithSelector(PublicResolver.NotNodeOwner.selector, ETH_NODE, address(this)));
        resolver.setAddr(ETH_NODE, alice);
    }

    function test_SetName() public {
        registry.setSubnodeOwner(bytes32(0), keccak256("eth"), alice);
        vm.expectEmit(address(resolver));
        emit NameChanged(ETH_NODE, "alice.fomo.eth");
        vm.prank(alice);
        resolver.setName(ETH_NODE, "alice.fomo.eth");
        assertEq(resolver.name(ETH_NODE), "alice.fomo.eth");
    }

    function test_SetName_RevertWhen_NotNodeOwner() public {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(PublicResolver.NotNodeOwner.selector, bytes32(0), bob));
        resolver.setName(bytes32(0), "bob");
    }

    function test_SetContenthash() public {
        bytes memory hash = hex"e30101701220aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        vm.expectEmit(address(resolver));
        emit ContenthashChanged(bytes32(0), hash);
        resolver.setContenthash(bytes32(0), hash);
        assertEq(resolver.contenthash(bytes32(0)), hash);
    }

    function test_SetContenthash_RevertWhen_NotNodeOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(PublicResolver.NotNodeOwner.selector, bytes32(0), alice));
        resolver.setContenthash(bytes32(0), hex"e301");
    }

    function test_Records_EmptyWhenUnset() public view {
        assertEq(resolver.addr(ETH_NODE), address(0));
        assertEq(resolver.name(ETH_NODE), "");
        assertEq(resolver.contenthash(ETH_NODE), "");
    }

    function test_SupportsInterface() public view {
        assertTrue(resolver.supportsInterface(0x01ffc9a7));
        assertTrue(resolver.supportsInterface(PublicResolver.addr.selector));
        assertTrue(resolver.supportsInterface(PublicResolver.name.selector));
        assertTrue(resolver.supportsInterface(PublicResolver.contenthash.selector));
        assertFalse(resolver.supportsInterface(0xffffffff));
    }

    function testFuzz_SetAddr(bytes32 label, address a) public {
        bytes32 node = registry.setSubnodeOwner(bytes32(0), label, alice);
        vm.prank(alice);
        resolver.setAddr(node, a);
        assertEq(resolver.addr(node), a);
    }
}
