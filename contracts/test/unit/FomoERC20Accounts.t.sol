// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoERC20} from "../../src/FomoERC20.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";
import {UnitBase} from "./UnitBase.sol";

/// @notice The LP token's account word (balance in the low 224 bits, permit nonce in the high
/// 32): `balanceOf` and `nonces` read as two separate V2 mappings would, whatever the other half
/// holds; a short balance still panics as a checked subtraction; the nonce cannot wrap; and the
/// supply bound that keeps balances inside 224 bits.
contract FomoERC20AccountsTest is UnitBase {
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    /// @dev The storage slot of the `_accounts` mapping (after `totalSupply`); the layout test pins it.
    uint256 private constant ACCOUNTS_SLOT = 1;
    uint256 private constant MAX_NONCE = type(uint32).max;
    uint256 private constant MAX_BALANCE = type(uint224).max;
    uint256 private constant LP = 1e18;

    FomoPair internal pair;
    address internal owner;
    uint256 internal ownerKey;

    function setUp() public override {
        super.setUp();
        (owner, ownerKey) = makeAddrAndKey("owner");
        (pair,) = _provide(token0, token1, 10e18, 10e18, address(this));
        pair.transfer(owner, LP);
    }

    // ------------------------------------------------------------------ one word, two values

    function test_AccountWord_Layout() public {
        assertEq(uint256(vm.load(address(pair), _accountSlot(owner))), LP, "balance in the low bits, nonce 0");
        _permitAlice(0);
        assertEq(uint256(vm.load(address(pair), _accountSlot(owner))), 1 << 224 | LP, "nonce in the high 32 bits");
    }

    function test_Permit_KeepsBalance_TransfersKeepNonce() public {
        _permitAlice(0);
        assertEq(pair.nonces(owner), 1);
        assertEq(pair.balanceOf(owner), LP);

        vm.prank(owner);
        pair.transfer(bob, LP); // the whole balance out
        assertEq(pair.balanceOf(owner), 0);
        assertEq(pair.nonces(owner), 1);

        pair.transfer(owner, 5);
        assertEq(pair.balanceOf(owner), 5);
        _permitAlice(1);
        assertEq(pair.nonces(owner), 2);
        assertEq(pair.balanceOf(owner), 5);
    }

    function test_Transfer_RevertWhen_InsufficientBalanceWithNonce() public {
        _permitAlice(0); // a nonce above the balance bits must not pay for a short balance
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.transfer(bob, LP + 1);
    }

    function test_TransferFrom_RevertWhen_InsufficientBalanceWithNonce() public {
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, type(uint256).max, 0, block.timestamp);
        pair.permit(owner, alice, type(uint256).max, block.timestamp, v, r, s);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        pair.transferFrom(owner, bob, LP + 1);
    }

    function testFuzz_NoncesAndBalances(uint8 permits, uint256 out, uint256 back) public {
        _checkNoncesAndBalances(permits, out, back);
    }

    function test_NoncesAndBalances_FixedInput() public {
        _checkNoncesAndBalances(3, LP, LP / 3);
    }

    // ------------------------------------------------------------------ the nonce's 32 bits

    function test_Permit_LastNonce() public {
        _setNonce(owner, MAX_NONCE - 1);
        assertEq(pair.nonces(owner), MAX_NONCE - 1);
        assertEq(pair.balanceOf(owner), LP);
        _permitAlice(MAX_NONCE - 1);
        assertEq(pair.nonces(owner), MAX_NONCE);
        assertEq(pair.balanceOf(owner), LP);
    }

    function test_Permit_RevertWhen_NoncesUsedUp() public {
        _setNonce(owner, MAX_NONCE);
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, MAX_NONCE, block.timestamp);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11)); // no wrap to nonce 0
        pair.permit(owner, alice, 1, block.timestamp, v, r, s);
        assertEq(pair.nonces(owner), MAX_NONCE);
        assertEq(pair.balanceOf(owner), LP);
        vm.prank(owner);
        pair.approve(alice, 1); // approve still works
        assertEq(pair.allowance(owner, alice), 1);
    }

    // ------------------------------------------------------------------ the supply's 224 bits

    /// @dev A token that takes balance from the pair (TestERC20's open `burn`, as a rebase down)
    /// can make each mint multiply the supply; V2 lets it grow until a product overflows 2^256.
    function test_Mint_RevertWhen_SupplyAboveUint224() public {
        uint256 supply = _inflate(2 ** 100);
        uint256 amount = MAX_BALANCE / supply; // supply * (1 + amount) > MAX_BALANCE
        _shrinkReservesToOne();
        token0.transfer(address(pair), amount);
        token1.transfer(address(pair), amount);
        vm.expectRevert(FomoERC20.SupplyOverflow.selector);
        pair.mint(owner);
    }

    function test_Mint_UpToUint224KeepsNonce() public {
        _permitAlice(0);
        uint256 supply = _inflate(2 ** 100);
        uint256 amount = MAX_BALANCE / supply - 1; // supply * (1 + amount) <= MAX_BALANCE
        _shrinkReservesToOne();
        token0.transfer(address(pair), amount);
        token1.transfer(address(pair), amount);
        uint256 liquidity = pair.mint(owner);
        assertEq(liquidity, amount * supply);
        assertLe(pair.totalSupply(), MAX_BALANCE);
        assertEq(pair.balanceOf(owner), LP + liquidity);
        assertEq(pair.nonces(owner), 1);

        vm.prank(owner);
        pair.transfer(bob, LP + liquidity); // a balance near 2^224 moves without touching a nonce
        assertEq(pair.balanceOf(bob), LP + liquidity);
        assertEq(pair.balanceOf(owner), 0);
        assertEq(pair.nonces(owner), 1);
        assertEq(pair.nonces(bob), 0);
    }

    // ------------------------------------------------------------------ helpers

    function _checkNoncesAndBalances(uint8 permits, uint256 out, uint256 back) private {
        permits = uint8(bound(permits, 0, 8));
        out = bound(out, 0, LP);
        back = bound(back, 0, out);
        for (uint256 i; i < permits; ++i) {
            _permitAlice(i);
        }
        vm.prank(owner);
        pair.transfer(bob, out);
        vm.prank(bob);
        pair.transfer(owner, back);
        assertEq(pair.nonces(owner), permits);
        assertEq(pair.nonces(bob), 0);
        assertEq(pair.balanceOf(owner), LP - out + back);
        assertEq(pair.balanceOf(bob), out - back);
    }

    /// @dev Shrinks both reserves to 1 and mints `amount` of each: supply becomes supply * (1 + amount).
    function _inflate(uint256 amount) private returns (uint256 supply) {
        _shrinkReservesToOne();
        token0.transfer(address(pair), amount);
        token1.transfer(address(pair), amount);
        pair.mint(address(this));
        supply = pair.totalSupply();
    }

    function _shrinkReservesToOne() private {
        token0.burn(address(pair), token0.balanceOf(address(pair)) - 1);
        token1.burn(address(pair), token1.balanceOf(address(pair)) - 1);
        pair.sync();
    }

    function _permitAlice(uint256 nonce) private {
        (uint8 v, bytes32 r, bytes32 s) = _sign(alice, 1, nonce, block.timestamp);
        pair.permit(owner, alice, 1, block.timestamp, v, r, s);
    }

    function _setNonce(address account, uint256 nonce) private {
        bytes32 slot = _accountSlot(account);
        uint256 balance = uint256(vm.load(address(pair), slot)) & MAX_BALANCE;
        vm.store(address(pair), slot, bytes32(nonce << 224 | balance));
    }

    function _accountSlot(address account) private pure returns (bytes32) {
        return keccak256(abi.encode(account, ACCOUNTS_SLOT));
    }

    function _sign(address spender, uint256 value, uint256 nonce, uint256 deadline)
        private
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                pair.DOMAIN_SEPARATOR(),
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonce, deadline))
            )
        );
        (v, r, s) = vm.sign(ownerKey, digest);
    }
}
