// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.30;

/// @notice An 18-decimal ERC-20 whose transfers can take a fee (burned) or fail outright, switched by its minter: the
/// fee-on-transfer token and the token whose transfer always fails of the browser tests.
/// @dev Devnet and tests only: never deployed to a real chain.
contract QuirkyToken {
    /// @dev The caller is not the minter.
    error NotMinter();
    /// @dev The sender's balance is below the amount.
    error InsufficientBalance();
    /// @dev The spender's allowance is below the amount.
    error InsufficientAllowance();
    /// @dev Transfers are switched off.
    error TransfersFrozen();
    /// @dev A fee above 100%.
    error FeeTooHigh();

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    uint8 public constant decimals = 18;
    string public name;
    string public symbol;
    address public immutable minter;
    uint256 public totalSupply;
    /// @notice The share of every transfer burned, in basis points.
    uint256 public feeBips;
    /// @notice Whether every transfer reverts.
    bool public frozen;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    modifier onlyMinter() {
        if (msg.sender != minter) revert NotMinter();
        _;
    }

    function mint(address to, uint256 amount) external onlyMinter {
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount; // cannot overflow: totalSupply bounds every balance
        }
        emit Transfer(address(0), to, amount);
    }

    function setFeeBips(uint256 feeBips_) external onlyMinter {
        if (feeBips_ > 10_000) revert FeeTooHigh();
        feeBips = feeBips_;
    }

    function setFrozen(bool frozen_) external onlyMinter {
        frozen = frozen_;
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
        if (frozen) revert TransfersFrozen();
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance();
        uint256 fee = amount * feeBips / 10_000;
        unchecked {
            balanceOf[from] = balance - amount; // checked above
            balanceOf[to] += amount - fee; // cannot overflow: totalSupply bounds every balance
            totalSupply -= fee; // the fee is burned
        }
        emit Transfer(from, to, amount - fee);
        if (fee > 0) emit Transfer(from, address(0), fee);
    }
}
