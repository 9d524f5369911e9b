// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {INameRegistry} from "./INameRegistry.sol";

/// @notice A minimal ENS-compatible registry: who owns a name and which resolver answers for it.
/// @dev ENS's registry ABI and events without operator approvals: only a node's owner changes it.
/// A node is `namehash(name)`; a subnode is `keccak256(node, keccak256(label))`. The deployer owns
/// the root (node 0), so on the devnet every name is created by it or whoever it hands a node to.
contract NameRegistry is INameRegistry {
    /// @dev The caller does not own `node`, so it may not change it.
    error NotNodeOwner(bytes32 node, address caller);

    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 node => Record) internal records;

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier onlyNodeOwner(bytes32 node) {
        if (records[node].owner != msg.sender) revert NotNodeOwner(node, msg.sender);
        _;
    }

    /// @notice The owner of `node`; the zero address when nobody holds it.
    function owner(bytes32 node) external view returns (address) {
        address holder = records[node].owner;
        return holder == address(this) ? address(0) : holder; // as ENS: the registry owning a node means none
    }

    /// @notice The resolver of `node`; the zero address when it has none.
    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    /// @notice How long callers may cache `node`'s records, in seconds.
    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    /// @notice Whether `node` was ever given an owner.
    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    /// @notice Hands `node` to `newOwner`.
    function setOwner(bytes32 node, address newOwner) external onlyNodeOwner(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    /// @notice Creates (or takes back) `label` under `node` and gives it to `newOwner`; returns the subnode.
    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    /// @notice Points `node` at `newResolver`.
    function setResolver(bytes32 node, address newResolver) external onlyNodeOwner(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    /// @notice Sets how long callers may cache `node`'s records.
    function setTTL(bytes32 node, uint64 newTtl) external onlyNodeOwner(node) {
        records[node].ttl = newTtl;
        emit NewTTL(node, newTtl);
    }
}
