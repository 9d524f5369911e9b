// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {FomoGameRecords} from "../../src/bounty/FomoGameRecords.sol";
import {FomoPrizePool} from "../../src/bounty/FomoPrizePool.sol";
import {FomoBridge} from "../../src/bridge/FomoBridge.sol";
import {FomoDkConverter} from "../../src/exchange/FomoDkConverter.sol";
import {FomoInvestment} from "../../src/exchange/FomoInvestment.sol";
import {FomoFactory} from "../../src/FomoFactory.sol";
import {FomoMigrator} from "../../src/FomoMigrator.sol";
import {FomoPair} from "../../src/FomoPair.sol";
import {FomoRouter} from "../../src/FomoRouter.sol";
import {FomoCapitalPool} from "../../src/mining/FomoCapitalPool.sol";
import {FomoLPMining} from "../../src/mining/FomoLPMining.sol";
import {FomoRewardDistributor} from "../../src/mining/FomoRewardDistributor.sol";
import {Multicall3} from "../../src/Multicall3.sol";
import {FomoSeasons} from "../../src/season/FomoSeasons.sol";
import {FomoTitleNFT} from "../../src/season/FomoTitleNFT.sol";
import {WHT} from "../../src/WHT.sol";
import {Test} from "../utils/Test.sol";
import {TestERC20} from "../utils/tokens/TestERC20.sol";

/// @notice The deployed AMM and programme contracts use only opcodes their EVM target has: the default (Cancun) build keeps
/// the pair's lock in transient storage; the `shanghai` and `london` builds (FOUNDRY_PROFILE) use
/// no Cancun opcode, and `london` no PUSH0 either. Run under each profile (npm run
/// test:forge:targets); under a pre-Cancun profile forge also executes every suite on that EVM.
contract EvmTargetTest is Test {
    uint8 private constant PUSH0 = 0x5f;
    uint8 private constant PUSH1 = 0x60;
    uint8 private constant PUSH32 = 0x7f;
    uint8 private constant TLOAD = 0x5c;
    uint8 private constant TSTORE = 0x5d;
    uint8 private constant MCOPY = 0x5e;
    uint8 private constant BLOBHASH = 0x49;
    uint8 private constant BLOBBASEFEE = 0x4a;

    string private profile;
    FomoFactory private factory;
    address[] private deployed;
    string[] private names;

    function setUp() public {
        profile = vm.envOr("FOUNDRY_PROFILE", string("default"));
        factory = new FomoFactory(address(this));
        WHT wht = new WHT();
        FomoRouter router = new FomoRouter(address(factory), address(wht));
        TestERC20 a = new TestERC20("A", "A", 18);
        TestERC20 b = new TestERC20("B", "B", 18);
        _add(factory.createPair(address(a), address(b)), "FomoPair");
        _add(address(factory), "FomoFactory");
        _add(address(router), "FomoRouter");
        _add(address(wht), "WHT");
        _add(address(new Multicall3()), "Multicall3");
        _add(address(new FomoMigrator(address(0xbeef), address(router))), "FomoMigrator");
        _addProgrammes(address(a), address(b));
    }

    /// @dev The programme contracts, which pre-Cancun builds compile on OpenZeppelin with its MCOPY-free Bytes.
    function _addProgrammes(address a, address b) private {
        address admin = address(this);
        address signer = address(0x5157);
        FomoRewardDistributor distributor = new FomoRewardDistributor(admin, signer);
        _add(address(distributor), "FomoRewardDistributor");
        _add(address(new FomoLPMining(admin)), "FomoLPMining");
        _add(address(new FomoCapitalPool(admin)), "FomoCapitalPool");
        _add(address(new FomoDkConverter(admin, a, b, 1000, 30, 1e18, 1e15, admin)), "FomoDkConverter");
        _add(address(new FomoInvestment(admin, signer, a, admin, 1e24, block.timestamp + 1 days)), "FomoInvestment");
        _add(address(new FomoSeasons(admin, address(distributor), 2000, 1000, 1000)), "FomoSeasons");
        _add(address(new FomoTitleNFT(admin, signer, "/titles/")), "FomoTitleNFT");
        _add(address(new FomoBridge(admin, signer, address(0x0be7), address(0xdead), 56, 200)), "FomoBridge");
        _add(address(new FomoGameRecords(admin)), "FomoGameRecords");
        _add(address(new FomoPrizePool(admin, address(distributor))), "FomoPrizePool");
    }

    function test_OpcodesOfTheTarget() public view {
        if (_isPreCancun()) {
            for (uint256 i; i < deployed.length; ++i) {
                bool[256] memory used = _opcodes(deployed[i].code);
                _assertUnused(used, TLOAD, i, "TLOAD");
                _assertUnused(used, TSTORE, i, "TSTORE");
                _assertUnused(used, MCOPY, i, "MCOPY");
                _assertUnused(used, BLOBHASH, i, "BLOBHASH");
                _assertUnused(used, BLOBBASEFEE, i, "BLOBBASEFEE");
                if (_eq(profile, "london")) _assertUnused(used, PUSH0, i, "PUSH0");
            }
        } else {
            bool[256] memory pairOps = _opcodes(deployed[0].code);
            assertTrue(pairOps[TLOAD] && pairOps[TSTORE], "the Cancun pair keeps its lock in transient storage");
        }
    }

    /// @dev Each build's factory hashes that build's pair: CREATE2 addresses and every router
    /// (which reads INIT_CODE_HASH from its factory) follow the target.
    function test_InitCodeHashIsThisBuildsPair() public view {
        assertEq(factory.INIT_CODE_HASH(), keccak256(type(FomoPair).creationCode));
        assertGt(deployed[0].code.length, 0);
    }

    function _isPreCancun() private view returns (bool) {
        return _eq(profile, "shanghai") || _eq(profile, "london");
    }

    function _add(address target, string memory name) private {
        deployed.push(target);
        names.push(name);
    }

    function _assertUnused(bool[256] memory used, uint8 op, uint256 i, string memory opName) private view {
        assertFalse(used[op], string.concat(names[i], " uses ", opName, " in the ", profile, " build"));
    }

    /// @dev The opcodes in runtime `code`, skipping PUSH data and the CBOR metadata at the end.
    function _opcodes(bytes memory code) private pure returns (bool[256] memory used) {
        uint256 end = code.length;
        if (end >= 2) {
            uint256 metadata = (uint256(uint8(code[end - 2])) << 8) | uint8(code[end - 1]);
            if (metadata + 2 <= end) end -= metadata + 2;
        }
        for (uint256 pc; pc < end; ++pc) {
            uint8 op = uint8(code[pc]);
            used[op] = true;
            if (op >= PUSH1 && op <= PUSH32) pc += op - PUSH1 + 1;
        }
    }

    function _eq(string memory a, string memory b) private pure returns (bool) {
        return keccak256(bytes(a)) == keccak256(bytes(b));
    }
}
