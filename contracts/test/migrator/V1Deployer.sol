// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Vm} from "../utils/Test.sol";

/// @notice The published Uniswap V1 exchange (Vyper) as the migrator suites drive it.
interface IV1Exchange {
    function addLiquidity(uint256 minLiquidity, uint256 maxTokens, uint256 deadline) external payable returns (uint256);
    function removeLiquidity(uint256 amount, uint256 minEth, uint256 minTokens, uint256 deadline)
        external
        returns (uint256, uint256);
    function balanceOf(address owner) external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function tokenAddress() external view returns (address);
}

/// @notice The published Uniswap V1 factory (Vyper).
interface IV1Factory {
    function initializeFactory(address template) external;
    function createExchange(address token) external returns (address);
    function getExchange(address token) external view returns (address);
}

/// @notice Deploys the published Uniswap V1 bytecode from the npm v2-periphery build (its JSON keeps
/// the creation code under `.evm.bytecode.object`; paths relative to contracts/, allowed by fs_permissions).
library V1Deployer {
    /// @dev `create` returned no contract.
    error DeployFailed(string path);

    Vm private constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    string internal constant FACTORY_JSON = "../node_modules/@uniswap/v2-periphery/build/UniswapV1Factory.json";
    string internal constant EXCHANGE_JSON = "../node_modules/@uniswap/v2-periphery/build/UniswapV1Exchange.json";

    function create(string memory path) internal returns (address deployed) {
        bytes memory initCode = vm.parseJsonBytes(vm.readFile(path), ".evm.bytecode.object");
        assembly ("memory-safe") {
            deployed := create(0, add(initCode, 0x20), mload(initCode))
        }
        if (deployed == address(0)) revert DeployFailed(path);
    }

    /// @dev A V1 factory initialised with a fresh exchange template.
    function deploy() internal returns (IV1Factory factory) {
        factory = IV1Factory(create(FACTORY_JSON));
        factory.initializeFactory(create(EXCHANGE_JSON));
    }
}
