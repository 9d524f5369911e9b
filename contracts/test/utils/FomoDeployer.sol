// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Amm} from "./Amm.sol";
import {IFactoryLike} from "./IFactoryLike.sol";
import {IRouterLike} from "./IRouterLike.sol";
import {IWETHLike} from "./IWETHLike.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {WHT} from "../../src/WHT.sol";

/// @notice Deploys FomoSwap (factory, WHT, router) as the suites see it, beside `V2Deployer`.
library FomoDeployer {
    function deploy(address feeToSetter) internal returns (Amm memory fomo) {
        FomoFactory factory = new FomoFactory(feeToSetter);
        WHT wht = new WHT();
        FomoRouter router = new FomoRouter(address(factory), address(wht));
        fomo.factory = IFactoryLike(address(factory));
        fomo.weth = IWETHLike(address(wht));
        fomo.router = IRouterLike(address(router));
    }
}
