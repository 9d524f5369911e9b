// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Vm} from "./Test.sol";
import {Amm} from "./Amm.sol";
import {IFactoryLike} from "./IFactoryLike.sol";
import {IRouterLike} from "./IRouterLike.sol";
import {IWETHLike} from "./IWETHLike.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {WHT} from "../../src/WHT.sol";
import {FomoLibrary} from "../../src/libraries/FomoLibrary.sol";

/// @notice Deploys FomoSwap (factory, WHT, router) as the suites see it, beside `V2Deployer`.
/// @dev The router finds pairs through FomoLibrary.INIT_CODE_HASH, a constant valid only for the
/// pair compiled with foundry.toml's optimizer settings. `forge coverage` compiles without the
/// optimizer, so there the factory creates pairs at other addresses and every router call
/// would miss them. Under coverage only, `deploy` therefore patches the constant inside the
/// router's runtime code (same length, so the coverage source map still fits) to the factory's
/// actual INIT_CODE_HASH. Outside coverage nothing is patched and a stale constant fails loudly.
/// Suites that deploy the router (or a FomoLibrary harness) themselves call `fitToFactory`.
library FomoDeployer {
    /// @dev The target's runtime code does not contain FomoLibrary.INIT_CODE_HASH to patch.
    error InitCodeHashNotInCode();

    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    function deploy(address feeToSetter) internal returns (Amm memory fomo) {
        FomoFactory factory = new FomoFactory(feeToSetter);
        WHT wht = new WHT();
        FomoRouter router = new FomoRouter(address(factory), address(wht));
        fitToFactory(address(router), address(factory));
        fomo.factory = IFactoryLike(address(factory));
        fomo.weth = IWETHLike(address(wht));
        fomo.router = IRouterLike(address(router));
    }

    /// @dev Under `forge coverage` only: makes `target` (the router, or any contract using
    /// FomoLibrary.pairFor) find the pairs `factory` creates in this build. A no-op elsewhere.
    function fitToFactory(address target, address factory) internal {
        bytes32 actualHash = FomoFactory(factory).INIT_CODE_HASH();
        if (actualHash == FomoLibrary.INIT_CODE_HASH || !vm.isContext(Vm.ForgeContext.Coverage)) return;
        _retarget(target, FomoLibrary.INIT_CODE_HASH, actualHash);
    }

    /// @dev Replaces every 32-byte occurrence of `from` in `target`'s runtime code with `to`.
    function _retarget(address target, bytes32 from, bytes32 to) private {
        bytes memory code = target.code;
        uint256 patched;
        for (uint256 i; i + 32 <= code.length; ++i) {
            bytes32 word;
            assembly ("memory-safe") {
                word := mload(add(add(code, 0x20), i))
            }
            if (word != from) continue;
            assembly ("memory-safe") {
                mstore(add(add(code, 0x20), i), to)
            }
            ++patched;
            i += 31;
        }
        if (patched == 0) revert InitCodeHashNotInCode();
        vm.etch(target, code);
    }
}
