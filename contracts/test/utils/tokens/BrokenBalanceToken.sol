// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A token whose `balanceOf` can be switched to revert or to answer a single byte, as a
/// paused or non-standard token may; transfers keep working.
contract BrokenBalanceToken {
    /// @dev `balanceOf` while in `Mode.Reverts`.
    error BalanceUnavailable();
    /// @dev The sender's balance or allowance is below the amount.
    error Insufficient();

    enum Mode {
        Works,
        Reverts,
        ShortAnswer
    }

    Mode public mode;
    uint256 public totalSupply;
    mapping(address => uint256) private balances;
    mapping(address => mapping(address => uint256)) public allowance;

    function setMode(Mode mode_) external {
        mode = mode_;
    }

    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balances[to] += amount;
    }

    function balanceOf(address account) external view returns (uint256) {
        if (mode == Mode.Reverts) revert BalanceUnavailable();
        if (mode == Mode.ShortAnswer) {
            assembly ("memory-safe") {
                mstore(0, 0)
                return(0, 1) // one byte: not an ABI uint256
            }
        }
        return balances[account];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (allowance[from][msg.sender] < amount) revert Insufficient();
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        if (balances[from] < amount) revert Insufficient();
        balances[from] -= amount;
        balances[to] += amount;
    }
}
