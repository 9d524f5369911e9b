// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice The EIP-712 digest of a FomoInvestment withdrawal, computed from the standard alone
/// (not by the contract), so tests check the contract's encoding against it.
library WithdrawalLib {
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant WITHDRAWAL_TYPEHASH = keccak256(
        "Withdrawal(address account,uint256 historicalWithdrawalNumber,address token,uint256 amount,uint256 deadline)"
    );

    function domainSeparator(address verifier, uint256 chainId) internal pure returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("FomoInvestment"), keccak256("1"), chainId, verifier));
    }

    function structHash(address account, uint256 number, address token, uint256 amount, uint256 deadline)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(WITHDRAWAL_TYPEHASH, account, number, token, amount, deadline));
    }

    function digest(
        address verifier,
        uint256 chainId,
        address account,
        uint256 number,
        address token,
        uint256 amount,
        uint256 deadline
    ) internal pure returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                "\x19\x01", domainSeparator(verifier, chainId), structHash(account, number, token, amount, deadline)
            )
        );
    }
}
