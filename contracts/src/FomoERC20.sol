// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice The FomoSwap LP token: 18-decimal ERC-20 with EIP-2612 `permit` (domain version "1").
/// @dev Uniswap V2's `UniswapV2ERC20` with four changes: the domain separator is an immutable
/// recomputed only if the chain id changes (a fork), `permit` rejects high-s signatures,
/// `address(0)` holds the pair's locked MINIMUM_LIQUIDITY virtually (see `FomoPair`), which the
/// `_lockedBalance` hook reports, and an owner's permit nonce shares the storage word of its
/// balance (see `_accounts`). An allowance of type(uint256).max is never decreased (as V2).
abstract contract FomoERC20 {
    /// @dev `permit` was called after its deadline.
    error PermitExpired();
    /// @dev The signature's s is in the upper half of the curve order (EIP-2): a malleable copy.
    error InvalidSignatureS();
    /// @dev ecrecover returned address(0): a malformed signature (bad v, r or s).
    error InvalidSignature();
    /// @dev The signature is valid but was made by someone other than `owner`.
    error InvalidSigner();
    /// @dev Minting would take totalSupply above 2^224 - 1, the most a balance word holds. A pair
    /// of tokens that keep their balances never gets there (its supply stays below 2^112, see
    /// `_mint`); only a token that takes balance away from the pair (rebasing down, or charging
    /// the pair a fee on top of what it sends) could, over many burns, syncs and mints.
    error SupplyOverflow();

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
    /// @dev An account word: the balance in the low 224 bits, the permit nonce in the high 32.
    uint256 private constant BALANCE_MASK = type(uint224).max;
    uint256 private constant NONCE_SHIFT = 224;
    uint256 private constant NONCE_ONE = 2 ** 224;

    uint256 public totalSupply;
    /// @dev Per account, its balance and its permit nonce in one word. Permit's first nonce
    /// (0 -> 1) then costs no fresh SSTORE (22.1k gas) when the same transaction moves the owner's
    /// tokens, as `removeLiquidityWithPermit` does: the balance word is written there anyway
    /// (GasComparison). Balances fit: each is <= totalSupply <= BALANCE_MASK (`_mint` checks).
    mapping(address => uint256) private _accounts;
    mapping(address => mapping(address => uint256)) public allowance;

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
        return owner == address(0) ? _balanceOf(owner) + _lockedBalance() : _balanceOf(owner);
    }

    /// @notice The next nonce `permit` accepts for `owner`: how many permits it has used.
    function nonces(address owner) external view returns (uint256) {
        return _accounts[owner] >> NONCE_SHIFT;
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
        uint256 word = _accounts[owner];
        uint256 nonce = word >> NONCE_SHIFT;
        // checked: after 2^32 - 1 permits the sum overflows and reverts rather than wrap the
        // nonce to 0 (which would replay old signatures); the balance bits are left as they are
        _accounts[owner] = word + NONCE_ONE;
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

    /// @dev A pair's supply stays <= sqrt(reserve0 * reserve1) < 2^112 while its tokens keep
    /// their balances: the first mint makes it exactly that, a later mint grows it by at most the
    /// smaller of the two amounts' shares of the reserves (sqrt(k) grows at least as much), a burn
    /// shrinks it by the share it pays out (rounded down, so sqrt(k) shrinks at most as much),
    /// swaps and donations only raise k, and the protocol fee mints at most the growth of sqrt(k)
    /// since kLast. The check below is for the tokens that break that premise.
    function _mint(address to, uint256 value) internal {
        uint256 supply = totalSupply + value;
        if (supply > BALANCE_MASK) revert SupplyOverflow();
        totalSupply = supply;
        unchecked {
            _accounts[to] += value; // no carry into the nonce: the balance is <= totalSupply
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        _debit(from, value);
        unchecked {
            totalSupply -= value; // cannot underflow: value <= balance <= totalSupply
        }
        emit Transfer(from, address(0), value);
    }

    /// @dev `account`'s balance, without its nonce.
    function _balanceOf(address account) internal view returns (uint256) {
        return _accounts[account] & BALANCE_MASK;
    }

    /// @dev Tokens owned by address(0) without a stored balance; the pair overrides it.
    function _lockedBalance() internal view virtual returns (uint256);

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        _debit(from, value);
        unchecked {
            _accounts[to] += value; // no carry into the nonce: the sum of balances is <= totalSupply
        }
        emit Transfer(from, to, value);
    }

    /// @dev Takes `value` off `from`'s balance, reverting with Panic(0x11) as a checked
    /// subtraction (V2: "ds-math-sub-underflow") if the balance is smaller; the nonce is kept.
    function _debit(address from, uint256 value) private {
        uint256 word = _accounts[from];
        (word & BALANCE_MASK) - value; // checked: the panic on an insufficient balance
        unchecked {
            _accounts[from] = word - value; // value <= the balance bits: no borrow from the nonce
        }
    }

    function _domainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }
}
