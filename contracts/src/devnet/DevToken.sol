// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.30;

/// @notice A plain 18-decimal ERC-20 the devnet seeds (USDT, AURA, HJW, ...); only its minter mints.
/// @dev Devnet and tests only: never deployed to a real chain.
contract DevToken {
    /// @dev The caller is not the minter.
    error NotMinter();
    /// @dev The sender's balance is below the amount.
    error InsufficientBalance();
    /// @dev The spender's allowance is below the amount.
    error InsufficientAllowance();

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    uint8 public constant decimals = 18;
    string public name;
    string public symbol;
    address public immutable minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter();
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount; // cannot overflow: totalSupply bounds every balance
        }
        emit Transfer(address(0), to, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < amount) revert InsufficientAllowance();
            unchecked {
                allowance[from][msg.sender] = allowed - amount; // checked on the line above
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance();
        unchecked {
            balanceOf[from] = balance - amount; // checked on the line above
            balanceOf[to] += amount; // cannot overflow: totalSupply bounds every balance
        }
        emit Transfer(from, to, amount);
    }
}
