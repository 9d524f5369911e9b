// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {WithdrawalLib} from "./WithdrawalLib.sol";

/// @notice An investment contract administered by this test, open until CLOSE_TIME, capped at
/// MAX, its signer's key, and the HJW it takes and pays (funded with FUND, daily cap CAP).
abstract contract InvestmentBase is Test {
    uint256 internal constant START = 1_700_000_000;
    uint256 internal constant CLOSE_TIME = START + 30 days;
    uint256 internal constant MAX = 1_000_000e18;
    uint256 internal constant CAP = 10_000e18;
    uint256 internal constant FUND = 1e30;

    FomoInvestment internal invest;
    TestERC20 internal hjw;
    address internal signer;
    uint256 internal signerKey;
    address internal lock;
    address internal alice;
    address internal bob;

    function setUp() public virtual {
        vm.warp(START);
        (signer, signerKey) = makeAddrAndKey("signer");
        lock = makeAddr("lock");
        alice = makeAddr("alice");
        bob = makeAddr("bob");
        hjw = new TestERC20("HJW", "HJW", 18);
        invest = new FomoInvestment(address(this), signer, address(hjw), lock, MAX, CLOSE_TIME);
        hjw.mint(address(invest), FUND);
        invest.setDailyCap(address(hjw), CAP);
        for (uint256 i; i < 2; ++i) {
            address account = i == 0 ? alice : bob;
            hjw.mint(account, MAX);
            vm.prank(account);
            hjw.approve(address(invest), type(uint256).max);
        }
    }

    function _invest(address account, uint256 amount) internal {
        vm.prank(account);
        invest.investment(address(hjw), amount);
    }

    /// @dev The signer's signature of a withdrawal on this chain and contract.
    function _sign(address account, uint256 number, address token, uint256 amount, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        return _signWith(signerKey, address(invest), block.chainid, account, number, token, amount, deadline);
    }

    function _signWith(
        uint256 key,
        address verifier,
        uint256 chainId,
        address account,
        uint256 number,
        address token,
        uint256 amount,
        uint256 deadline
    ) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        return vm.sign(key, WithdrawalLib.digest(verifier, chainId, account, number, token, amount, deadline));
    }

    /// @dev `account` withdraws a freshly signed HJW withdrawal (deadline in an hour).
    function _withdraw(address account, uint256 number, uint256 amount) internal {
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _sign(account, number, address(hjw), amount, deadline);
        vm.prank(account);
        invest.withdrawalToken(number, address(hjw), amount, deadline, v, r, s);
    }
}
