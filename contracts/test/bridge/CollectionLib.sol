// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A FomoBridge collection's EIP-712 digest and code, computed from the standard alone (not
/// by the contract), so tests check the contract's encoding against it.
library CollectionLib {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant COLLECTION_TYPEHASH = keccak256(
        "Collection(address sender,address token,uint256 amount,uint256 destroyAmount,uint256 fee,bytes32 code,uint256 nonce,uint256 deadline)"
    );

    /// @dev Every signed field of a collection; the domain's chain and contract are passed beside it.
    struct Collection {
        address sender;
        address token;
        uint256 amount;
        uint256 destroyAmount;
        uint256 fee;
        bytes32 code;
        uint256 nonce;
        uint256 deadline;
    }

    function domainSeparator(address bridge, uint256 chainId) internal pure returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("FomoBridge"), keccak256("1"), chainId, bridge));
    }

    function structHash(Collection memory c) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                COLLECTION_TYPEHASH, c.sender, c.token, c.amount, c.destroyAmount, c.fee, c.code, c.nonce, c.deadline
            )
        );
    }

    function digest(address bridge, uint256 chainId, Collection memory c) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(bridge, chainId), structHash(c)));
    }

    /// @dev recipient (160 bits) | targetChainId (32 bits) | salt (64 bits).
    function code(address recipient, uint256 targetChainId, uint64 salt) internal pure returns (bytes32) {
        return bytes32((uint256(uint160(recipient)) << 96) | (uint256(uint32(targetChainId)) << 64) | salt);
    }
}
