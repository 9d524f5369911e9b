// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.0;

import {IFactoryLike} from "./IFactoryLike.sol";
import {IRouterLike} from "./IRouterLike.sol";
import {IWETHLike} from "./IWETHLike.sol";

/// @notice One deployed V2-ABI exchange (published Uniswap V2 or FomoSwap), as the suites see it.
struct Amm {
    IFactoryLike factory;
    IWETHLike weth;
    IRouterLike router;
}
