// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {TitleMetadata} from "./TitleMetadata.sol";

/// @notice The adventure seasons' title NFTs (adventurer, explorer), minted by claim with a signed voucher.
/// @dev A voucher (EIP-712 `Title`, bound to chain and contract by the domain) names the account,
/// the season, the tier and a deadline; the server signs it for an account whose season energy
/// reached the tier's ask. The token id is the title itself, `tier << 192 | season << 160 |
/// account` (titleId), so each account holds at most one token per season and tier by
/// construction, anyone can compute an account's title ids, and a second claim is refused
/// whatever voucher it carries.
/// Titles are soulbound (never transferred, never burnt): a title records what its account earned
/// with its own energy in that season, and holders of earlier titles are paid the extend reward
/// of later seasons by account, from TitleClaimed events alone. A transferable title could be
/// sold to someone who never earned it, or passed from account to account to collect the extend
/// reward several times; a soulbound one keeps the holder equal to the claimer forever.
/// Invariants: totalSupply() is the number of claims; ownerOf(titleId(a, s, t)) is a or no one.
contract FomoTitleNFT is ERC721, AccessControl, EIP712, Pausable {
    /// @dev A zero address was given for the admin or the signer.
    error ZeroAddress();
    /// @dev The voucher's deadline has passed.
    error VoucherExpired(uint256 deadline);
    /// @dev A tier other than 1 (adventurer) or 2 (explorer).
    error InvalidTier(uint8 tier);
    /// @dev The account already holds this season's title of this tier.
    error AlreadyClaimed(address account, uint32 season, uint8 tier);
    /// @dev The signature is malformed (high s, bad v, zero recovery) or not the signer's.
    error InvalidSignature();
    /// @dev Titles are soulbound: no transfer, no burn.
    error Soulbound();
    /// @dev An image base URI with a character that would break the metadata's JSON (`"`, `\`, a control).
    error InvalidImageBaseURI();

    event TitleClaimed(address indexed account, uint32 indexed season, uint8 tier, uint256 tokenId);
    event SignerChanged(address indexed signer);
    event ImageBaseURISet(string imageBaseURI);

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant TITLE_TYPEHASH =
        keccak256("Title(address account,uint32 season,uint8 tier,uint256 deadline)");
    uint8 public constant ADVENTURER = 1;
    uint8 public constant EXPLORER = 2;

    address public signer; // gas: shares a slot with Pausable's flag, both read by every claim
    uint256 public totalSupply;
    string public imageBaseURI;

    /// @dev `admin` gets the default admin, admin and operator roles. `imageBaseURI_` is where the
    /// app serves the title images, e.g. "/assets/titles/" (adventurer.svg, explorer.svg).
    constructor(address admin, address signer_, string memory imageBaseURI_)
        ERC721("FomoSwap Title", "FOMOT")
        EIP712("FomoTitleNFT", "1")
    {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, admin);
        _setSigner(signer_);
        _setImageBaseURI(imageBaseURI_);
    }

    // ------------------------------------------------------------------ claims

    /// @notice Mints the caller its title of `tier` for `season`.
    /// @param v,r,s The signer's signature over Title(msg.sender, season, tier, deadline).
    function claim(uint32 season, uint8 tier, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external whenNotPaused {
        // vouchers live minutes: seconds of drift do not matter
        // forge-lint: disable-next-line(block-timestamp)
        if (block.timestamp > deadline) revert VoucherExpired(deadline);
        if (tier != ADVENTURER && tier != EXPLORER) revert InvalidTier(tier);
        uint256 tokenId = titleId(msg.sender, season, tier);
        if (_ownerOf(tokenId) != address(0)) revert AlreadyClaimed(msg.sender, season, tier);
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(TITLE_TYPEHASH, msg.sender, season, tier, deadline)));
        (address recovered, ECDSA.RecoverError failure,) = ECDSA.tryRecover(digest, v, r, s);
        if (failure != ECDSA.RecoverError.NoError || recovered != signer) revert InvalidSignature();
        ++totalSupply;
        _mint(msg.sender, tokenId); // not _safeMint: the caller asked for it, no receiver hook to re-enter
        emit TitleClaimed(msg.sender, season, tier, tokenId);
    }

    // ------------------------------------------------------------------ admin

    /// @notice Sets the key whose vouchers are honoured; vouchers of the previous key stop minting.
    function setSigner(address signer_) external onlyRole(ADMIN_ROLE) {
        _setSigner(signer_);
    }

    /// @notice Sets where the metadata's images point: `imageBaseURI_` + "adventurer.svg" or "explorer.svg".
    function setImageBaseURI(string calldata imageBaseURI_) external onlyRole(ADMIN_ROLE) {
        _setImageBaseURI(imageBaseURI_);
    }

    function pause() external onlyRole(OPERATOR_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(OPERATOR_ROLE) {
        _unpause();
    }

    // ------------------------------------------------------------------ views

    /// @notice The token id of `account`'s title of `tier` for `season` (minted or not).
    function titleId(address account, uint32 season, uint8 tier) public pure returns (uint256) {
        return uint256(tier) << 192 | uint256(season) << 160 | uint256(uint160(account));
    }

    /// @notice The season and tier of a minted title.
    function titleOf(uint256 tokenId) external view returns (uint32 season, uint8 tier) {
        _requireOwned(tokenId);
        // a minted id was built by titleId: these are its fields
        // forge-lint: disable-next-line(unsafe-typecast)
        return (uint32(tokenId >> 160), uint8(tokenId >> 192));
    }

    /// @notice Whether `account` holds its title of `tier` for `season`.
    function hasTitle(address account, uint32 season, uint8 tier) external view returns (bool) {
        return _ownerOf(titleId(account, season, tier)) != address(0);
    }

    /// @notice The title's metadata as an on-chain JSON data URI: name, description, image and
    /// the season and tier attributes.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        // a minted id was built by titleId: these are its fields
        // forge-lint: disable-next-line(unsafe-typecast)
        return TitleMetadata.dataURI(uint32(tokenId >> 160), uint8(tokenId >> 192), imageBaseURI);
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice The digest the signer signs for a title voucher on this chain and contract.
    function titleDigest(address account, uint32 season, uint8 tier, uint256 deadline) external view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(TITLE_TYPEHASH, account, season, tier, deadline)));
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    // ------------------------------------------------------------------ internal

    /// @dev Only mints pass: a transfer or a burn (from or to the zero address) is refused.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (_ownerOf(tokenId) != address(0) || to == address(0)) revert Soulbound();
        return super._update(to, tokenId, auth);
    }

    function _setSigner(address signer_) private {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(signer_);
    }

    function _setImageBaseURI(string memory imageBaseURI_) private {
        bytes memory uri = bytes(imageBaseURI_);
        for (uint256 i; i < uri.length; ++i) {
            if (uri[i] == '"' || uri[i] == "\\" || uri[i] < 0x20) revert InvalidImageBaseURI();
        }
        imageBaseURI = imageBaseURI_;
        emit ImageBaseURISet(imageBaseURI_);
    }
}
