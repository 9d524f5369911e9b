// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice The EIP-712 digest of a FomoTitleNFT voucher, computed from the standard alone (not by
/// the contract), so tests check the contract's encoding against it.
library TitleLib {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant TITLE_TYPEHASH =
        keccak256("Title(address account,uint32 season,uint8 tier,uint256 deadline)");

    function domainSeparator(address verifier, uint256 chainId) internal pure returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("FomoTitleNFT"), keccak256("1"), chainId, verifier));
    }

    function digest(address verifier, uint256 chainId, address account, uint32 season, uint8 tier, uint256 deadline)
        internal
        pure
        returns (bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(TITLE_TYPEHASH, account, season, tier, deadline));
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(verifier, chainId), structHash));
    }
}
