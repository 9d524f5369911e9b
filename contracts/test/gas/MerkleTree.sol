// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A full Merkle tree of MerkleDistributor leaves (keccak256(index, account, amount)),
/// hashed in sorted pairs as its OpenZeppelin 3 MerkleProof verifies.
library MerkleTree {
    /// @dev The leaf of `index` claiming `amount` for `account`.
    function leaf(uint256 index, address account, uint256 amount) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(index, account, amount));
    }

    /// @dev The root of `leaves` (a power of two in length) and the proof of each leaf in `wanted`.
    function build(bytes32[] memory leaves, uint256[] memory wanted)
        internal
        pure
        returns (bytes32 root, bytes32[][] memory proofs)
    {
        uint256 depth;
        while ((uint256(1) << depth) < leaves.length) ++depth;
        proofs = new bytes32[][](wanted.length);
        uint256[] memory positions = new uint256[](wanted.length);
        for (uint256 w; w < wanted.length; ++w) {
            proofs[w] = new bytes32[](depth);
            positions[w] = wanted[w];
        }
        bytes32[] memory layer = leaves;
        for (uint256 level; level < depth; ++level) {
            for (uint256 w; w < wanted.length; ++w) {
                proofs[w][level] = layer[positions[w] ^ 1];
                positions[w] >>= 1;
            }
            bytes32[] memory next = new bytes32[](layer.length / 2);
            for (uint256 i; i < next.length; ++i) {
                next[i] = hashPair(layer[2 * i], layer[2 * i + 1]);
            }
            layer = next;
        }
        root = layer[0];
    }

    function hashPair(bytes32 a, bytes32 b) internal pure returns (bytes32) {
        return a <= b ? keccak256(abi.encodePacked(a, b)) : keccak256(abi.encodePacked(b, a));
    }
}
