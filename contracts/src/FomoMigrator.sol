// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {IFomoRouter01} from "./interfaces/IFomoRouter01.sol";
import {IUniswapV1Exchange} from "./interfaces/IUniswapV1Exchange.sol";
import {IUniswapV1Factory} from "./interfaces/IUniswapV1Factory.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @notice Moves a caller's whole Uniswap V1 position (token/native coin) into the FomoSwap pair
/// of the token and the wrapped native coin.
/// @dev Uniswap V2's UniswapV2Migrator, step for step: pull all V1 LP, remove it at any price,
/// add it through the router at the pair's price, refund what the pair did not take. The
/// migrator holds nothing between transactions. The wrapped-native V1 pool cannot migrate: its
/// pair would be WHT/WHT, which the factory refuses.
contract FomoMigrator {
    /// @dev The token has no V1 exchange (the V1 factory answers the zero address).
    error NoV1Exchange();
    /// @dev The V1 exchange's `transferFrom` of the caller's LP returned false.
    error TransferFromFailed();

    IUniswapV1Factory public immutable factoryV1;
    IFomoRouter01 public immutable router;

    constructor(address _factoryV1, address _router) {
        factoryV1 = IUniswapV1Factory(_factoryV1);
        router = IFomoRouter01(_router);
    }

    /// @dev Takes the native coin from any V1 exchange (a 2300-gas `send`) and router refunds;
    /// checking the sender would cost a V1 factory call (as V2's migrator says).
    receive() external payable {}

    /// @notice Migrates all of the caller's V1 liquidity of `token`; the FomoSwap LP goes to `to`.
    /// @dev `amountTokenMin` and `amountETHMin` bound what the pair takes (the router checks them
    /// and `deadline`); the rest is refunded to the caller.
    function migrate(address token, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)
        external
    {
        IUniswapV1Exchange exchangeV1 = IUniswapV1Exchange(factoryV1.getExchange(token));
        if (address(exchangeV1) == address(0)) revert NoV1Exchange();
        uint256 liquidityV1 = exchangeV1.balanceOf(msg.sender);
        if (!exchangeV1.transferFrom(msg.sender, address(this), liquidityV1)) revert TransferFromFailed();
        (uint256 amountETHV1, uint256 amountTokenV1) = exchangeV1.removeLiquidity(liquidityV1, 1, 1, type(uint256).max);
        TransferHelper.safeApprove(token, address(router), amountTokenV1);
        (uint256 amountTokenV2, uint256 amountETHV2,) = router.addLiquidityETH{value: amountETHV1}(
            token, amountTokenV1, amountTokenMin, amountETHMin, to, deadline
        );
        if (amountTokenV1 > amountTokenV2) {
            TransferHelper.safeApprove(token, address(router), 0); // leave no allowance behind
            TransferHelper.safeTransfer(token, msg.sender, amountTokenV1 - amountTokenV2);
        } else if (amountETHV1 > amountETHV2) {
            // addLiquidityETH uses all of one side, so only one of the two can be left over
            TransferHelper.safeTransferETH(msg.sender, amountETHV1 - amountETHV2);
        }
    }
}
