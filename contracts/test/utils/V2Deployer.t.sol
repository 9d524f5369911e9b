// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Test} from "./Test.sol";
import {Amm} from "./Amm.sol";
import {V2Deployer} from "./V2Deployer.sol";
import {IPairLike} from "./IPairLike.sol";
import {TestERC20} from "./tokens/TestERC20.sol";
import {FeeOnTransferToken} from "./tokens/FeeOnTransferToken.sol";
import {SenderFeeToken} from "./tokens/SenderFeeToken.sol";
import {TokenBase} from "./tokens/TokenBase.sol";
import {NoReturnToken} from "./tokens/NoReturnToken.sol";
import {ReturnsFalseToken} from "./tokens/ReturnsFalseToken.sol";
import {ReentrantToken} from "./tokens/ReentrantToken.sol";

/// @notice The V2 deployer yields a working published Uniswap V2 (router and factory agree on
/// pair addresses) and the test tokens behave as documented.
contract V2DeployerTest is Test {
    uint256 private constant AMOUNT = 1e18;
    uint256 private constant DEADLINE = type(uint256).max;

    Amm private v2;
    TestERC20 private tokenA;
    TestERC20 private tokenB;

    function setUp() public {
        v2 = V2Deployer.deploy(address(this));
        tokenA = new TestERC20("A", "A", 18);
        tokenB = new TestERC20("B", "B", 18);
    }

    receive() external payable {}

    function test_Deploy_WiresRouter() public view {
        assertEq(v2.router.factory(), address(v2.factory));
        assertEq(v2.router.WETH(), address(v2.weth));
        assertEq(v2.factory.feeToSetter(), address(this));
    }

    function test_PairInitCodeHash_MatchesNpmPair() public view {
        assertEq(keccak256(V2Deployer.bytecode(V2Deployer.PAIR_JSON)), V2Deployer.PAIR_INIT_CODE_HASH);
    }

    function test_RouterPairFor_MatchesFactory() public {
        address pair = v2.factory.createPair(address(tokenA), address(tokenB));
        assertEq(pair, V2Deployer.pairFor(address(v2.factory), address(tokenA), address(tokenB), V2Deployer.PAIR_INIT_CODE_HASH));
        tokenA.mint(address(this), AMOUNT);
        tokenB.mint(address(this), AMOUNT);
        tokenA.approve(address(v2.router), AMOUNT);
        tokenB.approve(address(v2.router), AMOUNT);
        // Router02 reaches the pair through its hard-coded hash: a mismatch would revert here
        (,, uint256 liquidity) =
            v2.router.addLiquidity(address(tokenA), address(tokenB), AMOUNT, AMOUNT, 0, 0, address(this), DEADLINE);
        assertEq(IPairLike(pair).balanceOf(address(this)), liquidity);
        assertEq(liquidity, AMOUNT - IPairLike(pair).MINIMUM_LIQUIDITY());
    }

    function test_Weth_DepositWithdraw() public {
        v2.weth.deposit{value: AMOUNT}();
        assertEq(v2.weth.balanceOf(address(this)), AMOUNT);
        v2.weth.withdraw(AMOUNT);
        assertEq(v2.weth.balanceOf(address(this)), 0);
    }

    function test_FeeOnTransferToken_ChargesReceiver() public {
        FeeOnTransferToken token = new FeeOnTransferToken();
        token.mint(address(this), AMOUNT);
        token.transfer(address(1), AMOUNT);
        uint256 fee = AMOUNT * token.FEE_BPS() / token.BPS();
        assertEq(token.balanceOf(address(1)), AMOUNT - fee);
        assertEq(token.balanceOf(address(this)), 0);
        assertEq(token.totalSupply(), AMOUNT - fee);
    }

    function test_SenderFeeToken_ChargesSender() public {
        SenderFeeToken token = new SenderFeeToken();
        uint256 fee = token.feeOn(AMOUNT);
        token.mint(address(this), AMOUNT + fee);
        token.transfer(address(1), AMOUNT);
        assertEq(token.balanceOf(address(1)), AMOUNT);
        assertEq(token.balanceOf(address(this)), 0);
        assertEq(token.totalSupply(), AMOUNT);
    }

    function test_SenderFeeToken_RevertWhen_FeeUnpaid() public {
        SenderFeeToken token = new SenderFeeToken();
        token.mint(address(this), AMOUNT);
        vm.expectRevert(
            abi.encodeWithSelector(TokenBase.InsufficientBalance.selector, address(this), AMOUNT, AMOUNT + token.feeOn(AMOUNT))
        );
        token.transfer(address(1), AMOUNT);
    }

    function test_NoReturnToken_ReturnsNothing() public {
        NoReturnToken token = new NoReturnToken();
        token.mint(address(this), AMOUNT);
        (bool ok, bytes memory ret) = address(token).call(abi.encodeCall(NoReturnToken.transfer, (address(1), AMOUNT)));
        assertTrue(ok);
        assertEq(ret.length, 0);
        assertEq(token.balanceOf(address(1)), AMOUNT);
    }

    function test_ReturnsFalseToken_ReturnsFalseWhenFailing() public {
        ReturnsFalseToken token = new ReturnsFalseToken();
        token.mint(address(this), AMOUNT);
        assertTrue(token.transfer(address(1), 1));
        token.setFailing(true);
        assertFalse(token.transfer(address(1), 1));
        assertEq(token.balanceOf(address(1)), 1);
    }

    function test_ReentrantToken_RecordsBlockedReentry() public {
        ReentrantToken token = new ReentrantToken();
        Blocker blocker = new Blocker(token);
        token.mint(address(blocker), AMOUNT);
        token.arm(address(blocker), abi.encodeCall(Blocker.poke, ()), false);
        blocker.send(address(1), AMOUNT);
        assertTrue(token.blocked());
        assertFalse(token.leaked());
        assertEq(token.lastReentrySelector(), Blocker.Locked.selector);
    }
}

/// @notice A locked sender: its `poke` fails while `send` runs, like a pair's lock.
contract Blocker {
    /// @dev `poke` during `send`.
    error Locked();

    ReentrantToken private immutable token;
    bool private locked;

    constructor(ReentrantToken token_) {
        token = token_;
    }

    function send(address to, uint256 amount) external {
        locked = true;
        token.transfer(to, amount);
        locked = false;
    }

    function poke() external view {
        if (locked) revert Locked();
    }
}
