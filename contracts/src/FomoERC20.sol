// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice The FomoSwap LP token: 18-decimal ERC-20 with EIP-2612 `permit` (domain version "1").
/// @dev Uniswap V2's `UniswapV2ERC20` with three changes: the domain separator is an immutable
/// recomputed only if the chain id changes (a fork), `permit` rejects high-s signatures, and
/// `address(0)` holds the pair's locked MINIMUM_LIQUIDITY virtually (see `FomoPair`), which the
/// `_lockedBalance` hook reports. An allowance of type(uint256).max is never decreased (as V2).
abstract contract FomoERC20 {
    /// @dev `permit` was called after its deadline.
    error PermitExpired();
    /// @dev The signature's s is in the upper half of the curve order (EIP-2): a malleable copy.
    error InvalidSignatureS();
    /// @dev ecrecover returned address(0): a malformed signature (bad v, r or s).
    error InvalidSignature();
    /// @dev The signature is valid but was made by someone other than `owner`.
    error InvalidSigner();

    /// @notice Emitted when `owner` lets `spender` move up to `value` of its LP tokens.
    event Approval(address indexed owner, address indexed spender, uint256 value);
    /// @notice Emitted when `value` LP tokens move from `from` to `to` (mint: from 0, burn: to 0).
    event Transfer(address indexed from, address indexed to, uint256 value);

    string public constant name = "FomoSwap LP";
    string public constant symbol = "Fomo-LP";
    uint8 public constant decimals = 18;
    /// @notice keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")
    bytes32 public constant PERMIT_TYPEHASH = 0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9;
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256(bytes(name));
    bytes32 private constant VERSION_HASH = keccak256("1");
    /// @dev secp256k1n / 2: EIP-2's bound for s.
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    uint256 public totalSupply;
    mapping(address => uint256) internal _balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;

    uint256 private immutable _cachedChainId;
    bytes32 private immutable _cachedDomainSeparator;

    constructor() {
        _cachedChainId = block.chainid;
        _cachedDomainSeparator = _domainSeparator();
    }

    /// @notice The EIP-712 domain separator for this chain (recomputed after a chain split).
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == _cachedChainId ? _cachedDomainSeparator : _domainSeparator();
    }

    function balanceOf(address owner) external view returns (uint256) {
        return owner == address(0) ? _balanceOf[owner] + _lockedBalance() : _balanceOf[owner];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender]; // gas: one SLOAD
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        // forge-lint: disable-next-line(block-timestamp)
        if (deadline < block.timestamp) revert PermitExpired(); // a deadline, not a randomness source
        if (uint256(s) > HALF_CURVE_ORDER) revert InvalidSignatureS();
        uint256 nonce;
        unchecked {
            nonce = nonces[owner]++; // cannot overflow: one increment per signature
        }
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR(),
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonce, deadline))
            )
        );
        address recovered = ecrecover(digest, v, r, s);
        if (recovered == address(0)) revert InvalidSignature();
        if (recovered != owner) revert InvalidSigner();
        _approve(owner, spender, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        unchecked {
            _balanceOf[to] += value; // cannot overflow: every balance is <= totalSupply
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        _balanceOf[from] -= value;
        unchecked {
            totalSupply -= value; // cannot underflow: value <= balance <= totalSupply
        }
        emit Transfer(from, address(0), value);
    }

    /// @dev Tokens owned by address(0) without a stored balance; the pair overrides it.
    function _lockedBalance() internal view virtual returns (uint256);

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        _balanceOf[from] -= value;
        unchecked {
            _balanceOf[to] += value; // cannot overflow: the sum of balances is <= totalSupply
        }
        emit Transfer(from, to, value);
    }

    function _domainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }
}
