// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.20 <0.9.0;

/// @notice The ENS registry surface the name resolver reads and the devnet seeding writes.
interface INameRegistry {
    /// @notice Emitted when the owner of `node` creates `label` under it and gives it to `owner`.
    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    /// @notice Emitted when `node` changes hands.
    event Transfer(bytes32 indexed node, address owner);
    /// @notice Emitted when `node` points at a new resolver.
    event NewResolver(bytes32 indexed node, address resolver);
    /// @notice Emitted when the caching time of `node` changes.
    event NewTTL(bytes32 indexed node, uint64 ttl);

    function owner(bytes32 node) external view returns (address);
    function resolver(bytes32 node) external view returns (address);
    function ttl(bytes32 node) external view returns (uint64);
    function recordExists(bytes32 node) external view returns (bool);
    function setOwner(bytes32 node, address owner) external;
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) external returns (bytes32);
    function setResolver(bytes32 node, address resolver) external;
    function setTTL(bytes32 node, uint64 ttl) external;
}
