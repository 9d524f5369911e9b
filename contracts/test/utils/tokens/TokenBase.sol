// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Balances, allowances and mint/burn shared by the test tokens; no external transfer
/// functions, so each token declares its own (with or without a return value).
/// @dev Test-only: anyone may mint.
abstract contract TokenBase {
    /// @dev The sender's balance is below the amount (plus any fee) to move.
    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    /// @dev The spender's allowance is below the amount.
    error InsufficientAllowance(address owner, address spender, uint256 allowance, uint256 needed);

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function burn(address from, uint256 amount) external {
        _debit(from, amount);
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    function _spendAllowance(address owner, address spender, uint256 amount) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed == type(uint256).max) return; // infinite approval, as in WETH9
        if (allowed < amount) revert InsufficientAllowance(owner, spender, allowed, amount);
        allowance[owner][spender] = allowed - amount;
    }

    function _debit(address from, uint256 amount) internal {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance(from, balance, amount);
        balanceOf[from] = balance - amount;
    }

    /// @dev A plain move: `to` receives exactly `amount`.
    function _move(address from, address to, uint256 amount) internal virtual {
        _debit(from, amount);
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
