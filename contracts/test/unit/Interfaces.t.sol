// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoERC20} from "../../src/FomoERC20.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {WHT} from "../../src/WHT.sol";
import {IERC20Minimal} from "../../src/interfaces/IERC20Minimal.sol";
import {IFomoERC20} from "../../src/interfaces/IFomoERC20.sol";
import {IFomoFactory} from "../../src/interfaces/IFomoFactory.sol";
import {IFomoPair} from "../../src/interfaces/IFomoPair.sol";
import {IWHT} from "../../src/interfaces/IWHT.sol";
import {Test} from "../utils/Test.sol";

/// @notice The contracts expose their interfaces' functions (it compiles only if every member
/// exists on both sides) with Uniswap V2's selectors. FomoRouter inherits IFomoRouter02, so the
/// compiler checks it.
contract InterfacesTest is Test {
    function test_PairSelectors() public pure {
        assertEq(FomoPair.swap.selector, IFomoPair.swap.selector);
        assertEq(IFomoPair.swap.selector, bytes4(0x022c0d9f)); // V2's swap(uint256,uint256,address,bytes)
        assertEq(FomoPair.mint.selector, IFomoPair.mint.selector);
        assertEq(FomoPair.burn.selector, IFomoPair.burn.selector);
        assertEq(FomoPair.skim.selector, IFomoPair.skim.selector);
        assertEq(FomoPair.sync.selector, IFomoPair.sync.selector);
        assertEq(FomoPair.getReserves.selector, IFomoPair.getReserves.selector);
        assertEq(IFomoPair.getReserves.selector, bytes4(0x0902f1ac));
        assertEq(FomoERC20.permit.selector, IFomoERC20.permit.selector);
        assertEq(IFomoERC20.permit.selector, bytes4(0xd505accf)); // EIP-2612
        assertEq(FomoERC20.DOMAIN_SEPARATOR.selector, IFomoERC20.DOMAIN_SEPARATOR.selector);
        assertEq(FomoERC20.balanceOf.selector, IFomoERC20.balanceOf.selector);
        assertEq(FomoERC20.approve.selector, IFomoERC20.approve.selector);
        assertEq(FomoERC20.transfer.selector, IFomoERC20.transfer.selector);
        assertEq(FomoERC20.transferFrom.selector, IFomoERC20.transferFrom.selector);
    }

    /// @dev Public state-variable getters have no `.selector` on the contract type: call them
    /// through the interfaces on live contracts instead.
    function test_GettersThroughInterfaces() public {
        FomoFactory factory = new FomoFactory(address(this));
        WHT wht = new WHT();
        address lo = address(0x1000);
        address hi = address(0x2000);
        IFomoFactory f = IFomoFactory(address(factory));
        IFomoPair pair = IFomoPair(f.createPair(lo, hi));
        assertEq(f.allPairs(0), address(pair));
        assertEq(f.feeTo(), address(0));
        assertEq(f.feeToSetter(), address(this));
        assertEq(f.INIT_CODE_HASH(), keccak256(type(FomoPair).creationCode));
        assertEq(pair.kLast(), 0);
        assertEq(pair.factory(), address(factory));
        assertEq(pair.token0(), lo);
        assertEq(pair.token1(), hi);
        assertEq(pair.MINIMUM_LIQUIDITY(), 1000);
        assertEq(pair.nonces(address(this)), 0);
        assertEq(
            pair.PERMIT_TYPEHASH(),
            keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")
        );
        assertEq(pair.name(), "FomoSwap LP");
        assertEq(pair.symbol(), "Fomo-LP");
        assertEq(pair.decimals(), 18);
        assertEq(pair.totalSupply(), 0);
        assertEq(pair.allowance(address(this), lo), 0);
        IWHT w = IWHT(address(wht));
        assertEq(w.name(), "Wrapped HT");
        assertEq(w.symbol(), "WHT");
        assertEq(w.decimals(), 18);
        assertEq(w.balanceOf(address(this)), 0);
        assertEq(w.allowance(address(this), lo), 0);
    }

    function test_CalleeSelector() public pure {
        assertEq(bytes4(keccak256("uniswapV2Call(address,uint256,uint256,bytes)")), bytes4(0x10d1e85c));
    }

    function test_FactorySelectors() public pure {
        assertEq(FomoFactory.createPair.selector, IFomoFactory.createPair.selector);
        assertEq(FomoFactory.getPair.selector, IFomoFactory.getPair.selector);
        assertEq(FomoFactory.allPairsLength.selector, IFomoFactory.allPairsLength.selector);
        assertEq(FomoFactory.setFeeTo.selector, IFomoFactory.setFeeTo.selector);
        assertEq(FomoFactory.setFeeToSetter.selector, IFomoFactory.setFeeToSetter.selector);
        assertEq(FomoFactory.parameters.selector, IFomoFactory.parameters.selector);
    }

    function test_WHTSelectors() public pure {
        assertEq(WHT.deposit.selector, IWHT.deposit.selector);
        assertEq(WHT.withdraw.selector, IWHT.withdraw.selector);
        assertEq(WHT.totalSupply.selector, IERC20Minimal.totalSupply.selector);
        assertEq(WHT.approve.selector, IERC20Minimal.approve.selector);
        assertEq(WHT.transfer.selector, IERC20Minimal.transfer.selector);
        assertEq(WHT.transferFrom.selector, IERC20Minimal.transferFrom.selector);
    }
}
