// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice The EIP-712 digest of a FomoRewardDistributor voucher, computed from the standard
/// alone (not by the contract), so tests check the contract's encoding against it.
library VoucherLib {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant REWARD_TYPEHASH =
        keccak256("Reward(address account,address[] tokens,uint256[] totalRewards,uint256 deadline)");

    function domainSeparator(address distributor, uint256 chainId) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("FomoRewardDistributor"), keccak256("1"), chainId, distributor)
        );
    }

    /// @dev EIP-712 encodes an array as the keccak256 of its elements' 32-byte encodings, concatenated.
    function structHash(address account, address[] memory tokens, uint256[] memory totals, uint256 deadline)
        internal
        pure
        returns (bytes32)
    {
        bytes memory tokenWords;
        for (uint256 i; i < tokens.length; ++i) {
            tokenWords = bytes.concat(tokenWords, bytes32(uint256(uint160(tokens[i]))));
        }
        bytes memory totalWords;
        for (uint256 i; i < totals.length; ++i) {
            totalWords = bytes.concat(totalWords, bytes32(totals[i]));
        }
        return keccak256(abi.encode(REWARD_TYPEHASH, account, keccak256(tokenWords), keccak256(totalWords), deadline));
    }

    function digest(
        address distributor,
        uint256 chainId,
        address account,
        address[] memory tokens,
        uint256[] memory totals,
        uint256 deadline
    ) internal pure returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                "\x19\x01", domainSeparator(distributor, chainId), structHash(account, tokens, totals, deadline)
            )
        );
    }

    function one(address token) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = token;
    }

    function one(uint256 total) internal pure returns (uint256[] memory list) {
        list = new uint256[](1);
        list[0] = total;
    }

    /// @dev EIP-2098's compact form of (v, r, s): s with v - 27 in its top bit.
    function compact(uint8 v, bytes32 s) internal pure returns (bytes32) {
        return bytes32(uint256(s) | (uint256(v - 27) << 255));
    }
}
