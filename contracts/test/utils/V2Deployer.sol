// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Vm} from "./Test.sol";
import {Amm} from "./Amm.sol";
import {IFactoryLike} from "./IFactoryLike.sol";
import {IRouterLike} from "./IRouterLike.sol";
import {IWETHLike} from "./IWETHLike.sol";

/// @notice Deploys the published Uniswap V2 bytecode from the npm v2-core and v2-periphery
/// builds (paths relative to contracts/, allowed by fs_permissions).
/// @dev Router02 finds pairs by CREATE2 with the init-code hash compiled into it; `deploy`
/// checks the npm core pair hashes to that constant, so router and factory agree.
library V2Deployer {
    /// @dev The npm core pair's init code does not hash to the constant Router02 was built with.
    error PairInitCodeHashMismatch(bytes32 actual);
    /// @dev `create` returned no contract.
    error DeployFailed(string path);

    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    string internal constant FACTORY_JSON = "../node_modules/@uniswap/v2-core/build/UniswapV2Factory.json";
    string internal constant PAIR_JSON = "../node_modules/@uniswap/v2-core/build/UniswapV2Pair.json";
    string internal constant ROUTER_JSON = "../node_modules/@uniswap/v2-periphery/build/UniswapV2Router02.json";
    string internal constant WETH_JSON = "../node_modules/@uniswap/v2-periphery/build/WETH9.json";

    /// @dev keccak256 of UniswapV2Pair's creation code, hard-coded in Router02's `pairFor`.
    bytes32 internal constant PAIR_INIT_CODE_HASH = 0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f;

    /// @dev The creation code in a build JSON's `bytecode` field.
    function bytecode(string memory path) internal view returns (bytes memory) {
        return vm.parseJsonBytes(vm.readFile(path), ".bytecode");
    }

    /// @dev Deploys the build at `path` with abi-encoded constructor `args` appended.
    function create(string memory path, bytes memory args) internal returns (address deployed) {
        bytes memory initCode = bytes.concat(bytecode(path), args);
        assembly ("memory-safe") {
            deployed := create(0, add(initCode, 0x20), mload(initCode))
        }
        if (deployed == address(0)) revert DeployFailed(path);
    }

    /// @dev Factory (fee setter `feeToSetter`), WETH9 and Router02 wired together.
    function deploy(address feeToSetter) internal returns (Amm memory v2) {
        bytes32 pairHash = keccak256(bytecode(PAIR_JSON));
        if (pairHash != PAIR_INIT_CODE_HASH) revert PairInitCodeHashMismatch(pairHash);
        v2.factory = IFactoryLike(create(FACTORY_JSON, abi.encode(feeToSetter)));
        v2.weth = IWETHLike(create(WETH_JSON, ""));
        v2.router = IRouterLike(create(ROUTER_JSON, abi.encode(address(v2.factory), address(v2.weth))));
    }

    /// @dev The CREATE2 address a factory gives the pair of `tokenA` and `tokenB` (any order).
    function pairFor(address factory, address tokenA, address tokenB, bytes32 initCodeHash)
        internal
        pure
        returns (address)
    {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", factory, salt, initCodeHash)))));
    }
}
