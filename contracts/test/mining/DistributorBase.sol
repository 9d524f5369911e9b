// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {VoucherLib} from "./VoucherLib.sol";

/// @notice A distributor administered by this test, its signer's key, and two funded reward
/// tokens with a daily cap of CAP each.
abstract contract DistributorBase is Test {
    uint256 internal constant CAP = 1_000e18;
    uint256 internal constant FUND = 1e30;

    FomoRewardDistributor internal distributor;
    TestERC20 internal tokenA;
    TestERC20 internal tokenB;
    address internal signer;
    uint256 internal signerKey;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        (signer, signerKey) = makeAddrAndKey("signer");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        distributor = new FomoRewardDistributor(address(this), signer);
        tokenA = new TestERC20("Aura", "AURA", 18);
        tokenB = new TestERC20("Bonus", "BNS", 18);
        tokenA.mint(address(distributor), FUND);
        tokenB.mint(address(distributor), FUND);
        distributor.setDailyCap(address(tokenA), CAP);
        distributor.setDailyCap(address(tokenB), CAP);
    }

    /// @dev The signer's signature of a voucher for `account` on this chain and distributor.
    function _sign(address account, address[] memory tokens, uint256[] memory totals, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        return _signWith(signerKey, address(distributor), block.chainid, account, tokens, totals, deadline);
    }

    function _signWith(
        uint256 key,
        address verifier,
        uint256 chainId,
        address account,
        address[] memory tokens,
        uint256[] memory totals,
        uint256 deadline
    ) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        return vm.sign(key, VoucherLib.digest(verifier, chainId, account, tokens, totals, deadline));
    }

    /// @dev `account` claims a freshly signed voucher (deadline in an hour).
    function _claim(address account, address[] memory tokens, uint256[] memory totals) internal {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(account, tokens, totals, deadline);
        vm.prank(account);
        distributor.distributeReward(tokens, totals, deadline, v, r, s);
    }

    function _claimA(address account, uint256 total) internal {
        _claim(account, VoucherLib.one(address(tokenA)), VoucherLib.one(total));
    }

    function _pair(address a, address b) internal pure returns (address[] memory list) {
        list = new address[](2);
        (list[0], list[1]) = (a, b);
    }

    function _pair(uint256 a, uint256 b) internal pure returns (uint256[] memory list) {
        list = new uint256[](2);
        (list[0], list[1]) = (a, b);
    }
}
