// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice A flash-swap receiver for the differential engine: in `uniswapV2Call` it pays the
/// calling pair what `data` names, `abi.encode(tokenX, amountX, tokenY, amountY)`, from its own
/// funds; one per side, so both exchanges see the same callback.
/// @dev Raw token calls: token A may be hostile (no return value, false, a fee), the same on both
/// sides; a failed repayment is the scenario, and the pair's K check decides.
contract FlashBorrower {
    function uniswapV2Call(address, uint256, uint256, bytes calldata data) external {
        (address tokenX, uint256 amountX, address tokenY, uint256 amountY) =
            abi.decode(data, (address, uint256, address, uint256));
        _pay(tokenX, amountX);
        _pay(tokenY, amountY);
    }

    function _pay(address token, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = token.call(abi.encodeWithSelector(0xa9059cbb, msg.sender, amount)); // transfer
        ok; // compared through the pair's outcome
    }
}
