// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Wrapped HT: the native coin as an 18-decimal ERC-20, WETH9-compatible.
/// @dev WETH9's ABI, events and rules (an allowance of type(uint256).max is never decreased;
/// `transferFrom` by the owner itself needs no allowance), with two deliberate differences:
/// there is no catch-all fallback (WETH9's silently accepts any unknown call, e.g. `permit`),
/// only `receive`; and `withdraw` forwards all gas (after the balance is debited) so contract
/// wallets can unwrap, where WETH9's `transfer` gives 2300.
contract WHT {
    /// @dev The balance is below the amount to move or withdraw.
    error InsufficientBalance();
    /// @dev The caller's allowance from `src` is below the amount.
    error InsufficientAllowance();
    /// @dev Sending the native coin to the withdrawer failed.
    error NativeTransferFailed();

    /// @notice Emitted when `src` lets `guy` move up to `wad`.
    event Approval(address indexed src, address indexed guy, uint256 wad);
    /// @notice Emitted when `wad` moves from `src` to `dst`.
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    /// @notice Emitted when `dst` wraps `wad` native coin.
    event Deposit(address indexed dst, uint256 wad);
    /// @notice Emitted when `src` unwraps `wad`.
    event Withdrawal(address indexed src, uint256 wad);

    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    receive() external payable {
        deposit();
    }

    /// @notice The token's name; virtual so that another chain's wrapped coin (WBNB) can say its own.
    function name() external pure virtual returns (string memory) {
        return "Wrapped HT";
    }

    /// @notice The token's symbol; virtual, as `name`.
    function symbol() external pure virtual returns (string memory) {
        return "WHT";
    }

    /// @notice All wrapped coin: the contract's native balance (coins forced in count too, as WETH9).
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function withdraw(uint256 wad) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < wad) revert InsufficientBalance();
        unchecked {
            balanceOf[msg.sender] = balance - wad; // checked just above
        }
        emit Withdrawal(msg.sender, wad);
        (bool ok,) = msg.sender.call{value: wad}("");
        if (!ok) revert NativeTransferFailed();
    }

    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    function deposit() public payable {
        unchecked {
            balanceOf[msg.sender] += msg.value; // cannot overflow: bounded by the coin's supply
        }
        emit Deposit(msg.sender, msg.value);
    }

    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        uint256 balance = balanceOf[src];
        if (balance < wad) revert InsufficientBalance();
        if (src != msg.sender) {
            uint256 allowed = allowance[src][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < wad) revert InsufficientAllowance();
                unchecked {
                    allowance[src][msg.sender] = allowed - wad; // checked just above
                }
            }
        }
        unchecked {
            balanceOf[src] = balance - wad; // checked above
            balanceOf[dst] += wad; // cannot overflow: bounded by the coin's supply
        }
        emit Transfer(src, dst, wad);
        return true;
    }
}
