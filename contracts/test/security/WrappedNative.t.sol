// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "../utils/Test.sol";
import {Amm} from "../utils/Amm.sol";
import {FomoDeployer} from "../utils/FomoDeployer.sol";
import {WHT} from "../../src/WHT.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";

/// @notice WHT's deliberate differences from WETH9 are safe: `withdraw` forwards all gas but
/// debits first, so a re-entering wallet cannot withdraw twice; unknown calls (a phantom
/// `permit`) revert instead of succeeding silently; and the router takes native coin only from
/// WHT.
contract WrappedNativeTest is Test {
    uint256 private constant AMOUNT = 1 ether;

    Amm private fomo;
    WHT private wht;

    function setUp() public {
        fomo = FomoDeployer.deploy(address(this));
        wht = WHT(payable(address(fomo.weth)));
    }

    function test_Withdraw_ReentryCannotDoubleSpend() public {
        GreedyWallet wallet = new GreedyWallet(wht);
        vm.deal(address(wallet), AMOUNT);
        wallet.depositAndWithdraw(AMOUNT);
        assertEq(wallet.reentrySelector(), WHT.InsufficientBalance.selector);
        assertEq(address(wallet).balance, AMOUNT, "exactly one withdrawal paid");
        assertEq(wht.balanceOf(address(wallet)), 0);
        assertEq(address(wht).balance, 0);
    }

    function test_Withdraw_ForwardsGasToContractWallets() public {
        HungryWallet wallet = new HungryWallet(wht);
        vm.deal(address(wallet), AMOUNT);
        wallet.depositAndWithdraw(AMOUNT); // WETH9's 2300-gas transfer would fail here
        assertEq(address(wallet).balance, AMOUNT);
    }

    function test_Withdraw_RevertWhen_ReceiverRejects() public {
        RejectingWallet wallet = new RejectingWallet(wht);
        vm.deal(address(wallet), AMOUNT);
        vm.expectRevert(WHT.NativeTransferFailed.selector);
        wallet.depositAndWithdraw(AMOUNT);
    }

    function test_UnknownCall_RevertWhen_PhantomPermit() public {
        // WETH9's fallback accepts any call: a `permit` "succeeds" without approving anything
        (bool ok,) = address(wht).call(
            abi.encodeWithSignature(
                "permit(address,address,uint256,uint256,uint8,bytes32,bytes32)",
                address(1),
                address(this),
                AMOUNT,
                block.timestamp,
                uint8(27),
                bytes32(0),
                bytes32(0)
            )
        );
        assertFalse(ok);
    }

    function test_Receive_Deposits() public {
        (bool ok,) = address(wht).call{value: AMOUNT}("");
        assertTrue(ok);
        assertEq(wht.balanceOf(address(this)), AMOUNT);
        assertEq(wht.totalSupply(), AMOUNT);
    }

    function test_TransferFrom_RevertWhen_AllowanceTooLow() public {
        address owner = makeAddr("owner");
        vm.deal(owner, AMOUNT);
        vm.startPrank(owner);
        wht.deposit{value: AMOUNT}();
        wht.approve(address(this), AMOUNT - 1);
        vm.stopPrank();
        vm.expectRevert(WHT.InsufficientAllowance.selector);
        wht.transferFrom(owner, address(this), AMOUNT);
        wht.transferFrom(owner, address(this), AMOUNT - 1);
        assertEq(wht.allowance(owner, address(this)), 0);
    }

    function test_Router_RevertWhen_NativeCoinNotFromWht() public {
        vm.deal(address(this), AMOUNT);
        vm.expectRevert(FomoRouter.NotWETH.selector);
        (bool ok,) = address(fomo.router).call{value: AMOUNT}("");
        ok; // the revert is the assertion
    }
}

/// @notice A wallet whose receive tries to withdraw again (and records why it could not).
contract GreedyWallet {
    WHT private immutable wht;
    bytes4 public reentrySelector;
    bool private reentered;

    constructor(WHT wht_) {
        wht = wht_;
    }

    function depositAndWithdraw(uint256 amount) external {
        wht.deposit{value: amount}();
        wht.withdraw(amount);
    }

    receive() external payable {
        if (reentered) return;
        reentered = true;
        try wht.withdraw(msg.value) {}
        catch (bytes memory reason) {
            reentrySelector = bytes4(reason);
        }
    }
}

/// @notice A wallet that spends more than 2300 gas on receipt.
contract HungryWallet {
    WHT private immutable wht;
    uint256 public receipts;

    constructor(WHT wht_) {
        wht = wht_;
    }

    function depositAndWithdraw(uint256 amount) external {
        wht.deposit{value: amount}();
        wht.withdraw(amount);
    }

    receive() external payable {
        receipts += 1; // an SSTORE: 20k gas
    }
}

/// @notice A wallet that refuses native coin once it has deposited.
contract RejectingWallet {
    WHT private immutable wht;

    constructor(WHT wht_) {
        wht = wht_;
    }

    function depositAndWithdraw(uint256 amount) external {
        wht.deposit{value: amount}();
        wht.withdraw(amount);
    }
}
