// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {INameRegistry} from "./INameRegistry.sol";

/// @notice A minimal ENS-compatible public resolver: address, reverse name and contenthash records.
/// @dev The selectors and events of ENS's PublicResolver for `addr(bytes32)`, `name(bytes32)` and
/// `contenthash(bytes32)`; only the registry owner of a node may set its records. A reverse record
/// (`<hex address>.addr.reverse`) carries `name`, which callers must check against the forward `addr`.
contract PublicResolver {
    /// @dev The caller does not own `node` in the registry, so it may not set its records.
    error NotNodeOwner(bytes32 node, address caller);

    /// @notice Emitted when `node` resolves to a new address.
    event AddrChanged(bytes32 indexed node, address a);
    /// @notice Emitted when the reverse name of `node` changes.
    event NameChanged(bytes32 indexed node, string name);
    /// @notice Emitted when the contenthash of `node` changes.
    event ContenthashChanged(bytes32 indexed node, bytes hash);

    bytes4 private constant INTERFACE_ERC165 = 0x01ffc9a7;
    bytes4 private constant INTERFACE_ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant INTERFACE_NAME = 0x691f3431; // name(bytes32)
    bytes4 private constant INTERFACE_CONTENTHASH = 0xbc1c58d1; // contenthash(bytes32)

    INameRegistry public immutable registry;

    mapping(bytes32 node => address) internal addresses;
    mapping(bytes32 node => string) internal names;
    mapping(bytes32 node => bytes) internal contenthashes;

    constructor(INameRegistry registry_) {
        registry = registry_;
    }

    modifier onlyNodeOwner(bytes32 node) {
        if (registry.owner(node) != msg.sender) revert NotNodeOwner(node, msg.sender);
        _;
    }

    /// @notice The address `node` resolves to; the zero address when unset.
    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    /// @notice The name a reverse node claims; empty when unset.
    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    /// @notice The EIP-1577 contenthash of `node`; empty when unset.
    function contenthash(bytes32 node) external view returns (bytes memory) {
        return contenthashes[node];
    }

    /// @notice Whether this resolver answers the ERC-165 `interfaceId`.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == INTERFACE_ERC165 || interfaceId == INTERFACE_ADDR || interfaceId == INTERFACE_NAME
            || interfaceId == INTERFACE_CONTENTHASH;
    }

    /// @notice Makes `node` resolve to `a`.
    function setAddr(bytes32 node, address a) external onlyNodeOwner(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    /// @notice Sets the reverse name of `node`.
    function setName(bytes32 node, string calldata newName) external onlyNodeOwner(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    /// @notice Sets the EIP-1577 contenthash of `node`.
    function setContenthash(bytes32 node, bytes calldata hash) external onlyNodeOwner(node) {
        contenthashes[node] = hash;
        emit ContenthashChanged(node, hash);
    }
}
