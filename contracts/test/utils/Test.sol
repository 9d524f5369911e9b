// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.20 <0.9.0;

/// @notice The forge cheatcodes FomoSwap's suites use, declared by their canonical signatures.
/// @dev forge answers any call to `VM_ADDRESS`; a signature declared here but unknown to forge
/// reverts only when called, so keep this list to cheatcodes exercised by `Test.t.sol` or a suite.
interface Vm {
    /// @dev What forge is running (same order as forge-std's VmSafe.ForgeContext).
    enum ForgeContext {
        TestGroup,
        Test,
        Coverage,
        Snapshot,
        ScriptGroup,
        ScriptDryRun,
        ScriptBroadcast,
        ScriptResume,
        Unknown
    }

    /// @dev The gas of the last call made by the test (`lastCallGas`).
    struct Gas {
        uint64 gasLimit;
        uint64 gasTotalUsed;
        uint64 gasMemoryUsed;
        int64 gasRefunded;
        uint64 gasRemaining;
    }

    /// @dev A log captured by `recordLogs`.
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    // environment
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function chainId(uint256 newChainId) external;
    function fee(uint256 newBasefee) external;
    function txGasPrice(uint256 newGasPrice) external;
    function getBlockTimestamp() external view returns (uint256);
    function getBlockNumber() external view returns (uint256);
    function setBlockhash(uint256 blockNumber, bytes32 blockHash) external;
    function envOr(string calldata name, string calldata defaultValue) external view returns (string memory value);

    // callers
    function prank(address msgSender) external;
    function prank(address msgSender, address txOrigin) external;
    function startPrank(address msgSender) external;
    function startPrank(address msgSender, address txOrigin) external;
    function stopPrank() external;

    // state
    function deal(address account, uint256 newBalance) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function store(address target, bytes32 slot, bytes32 value) external;
    function load(address target, bytes32 slot) external view returns (bytes32 data);
    function getNonce(address account) external view returns (uint64 nonce);
    function setNonce(address account, uint64 newNonce) external;
    function cool(address target) external;
    function record() external;
    function accesses(address target) external returns (bytes32[] memory readSlots, bytes32[] memory writeSlots);
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
    function revertToStateAndDelete(uint256 snapshotId) external returns (bool success);

    // expectations
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectPartialRevert(bytes4 revertData) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;
    function expectCall(address callee, bytes calldata data) external;
    function mockCall(address callee, bytes calldata data, bytes calldata returnData) external;
    function clearMockedCalls() external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);

    // keys and signatures
    function addr(uint256 privateKey) external pure returns (address keyAddr);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function label(address account, string calldata newLabel) external;

    // context
    function isContext(ForgeContext context) external view returns (bool result);

    // fuzzing
    function assume(bool condition) external pure;
    function skip(bool skipTest) external;

    // files and artifacts (paths relative to contracts/, see fs_permissions in foundry.toml)
    function readFile(string calldata path) external view returns (string memory data);
    function parseJsonBytes(string calldata json, string calldata key) external pure returns (bytes memory);
    function parseJsonUint(string calldata json, string calldata key) external pure returns (uint256);
    function parseJsonAddress(string calldata json, string calldata key) external pure returns (address);
    function parseJsonBytes32(string calldata json, string calldata key) external pure returns (bytes32);
    function getCode(string calldata artifactPath) external view returns (bytes memory creationBytecode);
    function toString(uint256 value) external pure returns (string memory);
    function toString(address value) external pure returns (string memory);

    // gas
    function pauseGasMetering() external;
    function lastCallGas() external view returns (Gas memory gas);
    function resumeGasMetering() external;

    // assertions: forge reverts with a readable message when one fails
    function assertTrue(bool condition) external pure;
    function assertTrue(bool condition, string calldata error) external pure;
    function assertFalse(bool condition) external pure;
    function assertFalse(bool condition, string calldata error) external pure;
    function assertEq(bool left, bool right) external pure;
    function assertEq(bool left, bool right, string calldata error) external pure;
    function assertEq(uint256 left, uint256 right) external pure;
    function assertEq(uint256 left, uint256 right, string calldata error) external pure;
    function assertEq(int256 left, int256 right) external pure;
    function assertEq(int256 left, int256 right, string calldata error) external pure;
    function assertEq(address left, address right) external pure;
    function assertEq(address left, address right, string calldata error) external pure;
    function assertEq(bytes32 left, bytes32 right) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata error) external pure;
    function assertEq(string calldata left, string calldata right) external pure;
    function assertEq(string calldata left, string calldata right, string calldata error) external pure;
    function assertEq(bytes calldata left, bytes calldata right) external pure;
    function assertEq(bytes calldata left, bytes calldata right, string calldata error) external pure;
    function assertEq(uint256[] calldata left, uint256[] calldata right) external pure;
    function assertEq(uint256[] calldata left, uint256[] calldata right, string calldata error) external pure;
    function assertNotEq(uint256 left, uint256 right) external pure;
    function assertNotEq(uint256 left, uint256 right, string calldata error) external pure;
    function assertNotEq(address left, address right) external pure;
    function assertNotEq(address left, address right, string calldata error) external pure;
    function assertGt(uint256 left, uint256 right) external pure;
    function assertGt(uint256 left, uint256 right, string calldata error) external pure;
    function assertGe(uint256 left, uint256 right) external pure;
    function assertGe(uint256 left, uint256 right, string calldata error) external pure;
    function assertLt(uint256 left, uint256 right) external pure;
    function assertLt(uint256 left, uint256 right, string calldata error) external pure;
    function assertLe(uint256 left, uint256 right) external pure;
    function assertLe(uint256 left, uint256 right, string calldata error) external pure;
    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta) external pure;
    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta, string calldata error) external pure;
    function assertApproxEqRel(uint256 left, uint256 right, uint256 maxPercentDelta) external pure;
    function assertApproxEqRel(uint256 left, uint256 right, uint256 maxPercentDelta, string calldata error)
        external
        pure;
}

/// @notice A minimal forge test base: cheatcodes, assertions, `bound`, address helpers and
/// invariant target registration under the names forge looks for (forge-std's surface).
/// @dev Assertions are forge cheatcodes, so a failing one reverts the test with its message.
abstract contract Test {
    /// @dev `bound` was called with `max < min`.
    error BoundMaxBelowMin(uint256 min, uint256 max);
    /// @dev `deployCode` produced no contract: the init code reverted or was empty.
    error DeployFailed();

    /// @dev A target contract and the selectors the invariant fuzzer may call on it.
    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    /// @dev An artifact ("File.sol:Name") and the selectors the fuzzer may call on its deployments.
    struct FuzzArtifactSelector {
        string artifact;
        bytes4[] selectors;
    }

    /// @dev A target address and the artifacts whose ABIs describe it.
    struct FuzzInterface {
        address addr;
        string[] artifacts;
    }

    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    bool public IS_TEST = true;

    address[] private targetedContracts;
    address[] private excludedContracts;
    address[] private targetedSenders;
    address[] private excludedSenders;
    string[] private targetedArtifacts;
    string[] private excludedArtifacts;
    FuzzSelector[] private targetedSelectors;
    FuzzSelector[] private excludedSelectors;
    FuzzArtifactSelector[] private targetedArtifactSelectors;
    FuzzInterface[] private targetedInterfaces;

    // ------------------------------------------------------------------ invariant targets

    function targetContracts() public view returns (address[] memory) {
        return targetedContracts;
    }

    function excludeContracts() public view returns (address[] memory) {
        return excludedContracts;
    }

    function targetSenders() public view returns (address[] memory) {
        return targetedSenders;
    }

    function excludeSenders() public view returns (address[] memory) {
        return excludedSenders;
    }

    function targetArtifacts() public view returns (string[] memory) {
        return targetedArtifacts;
    }

    function excludeArtifacts() public view returns (string[] memory) {
        return excludedArtifacts;
    }

    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return targetedSelectors;
    }

    function excludeSelectors() public view returns (FuzzSelector[] memory) {
        return excludedSelectors;
    }

    function targetArtifactSelectors() public view returns (FuzzArtifactSelector[] memory) {
        return targetedArtifactSelectors;
    }

    function targetInterfaces() public view returns (FuzzInterface[] memory) {
        return targetedInterfaces;
    }

    function targetContract(address target) internal {
        targetedContracts.push(target);
    }

    function excludeContract(address target) internal {
        excludedContracts.push(target);
    }

    function targetSender(address sender) internal {
        targetedSenders.push(sender);
    }

    function excludeSender(address sender) internal {
        excludedSenders.push(sender);
    }

    function targetArtifact(string memory artifact) internal {
        targetedArtifacts.push(artifact);
    }

    function excludeArtifact(string memory artifact) internal {
        excludedArtifacts.push(artifact);
    }

    function targetSelector(FuzzSelector memory selector) internal {
        targetedSelectors.push(selector);
    }

    function excludeSelector(FuzzSelector memory selector) internal {
        excludedSelectors.push(selector);
    }

    function targetArtifactSelector(FuzzArtifactSelector memory selector) internal {
        targetedArtifactSelectors.push(selector);
    }

    function targetInterface(FuzzInterface memory target) internal {
        targetedInterfaces.push(target);
    }

    // ------------------------------------------------------------------ fuzz helpers

    /// @dev Maps `x` into [min, max]: values already inside are kept (so fixed inputs stay fixed),
    /// the smallest and largest few map to the edges, anything else wraps modulo the range size.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (min > max) revert BoundMaxBelowMin(min, max);
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1; // cannot overflow: [0, max uint] keeps every x above
        if (x <= 3 && size > x) return min + x; // 0..3 hit the lower edge exactly
        if (x >= type(uint256).max - 3 && size > type(uint256).max - x) return max - (type(uint256).max - x);
        if (x > max) {
            uint256 rem = (x - max) % size;
            return rem == 0 ? max : min + rem - 1;
        }
        uint256 remBelow = (min - x) % size;
        return remBelow == 0 ? min : max - remBelow + 1;
    }

    /// @dev `bound` for signed values, by shifting into the unsigned range and back.
    function bound(int256 x, int256 min, int256 max) internal pure returns (int256) {
        uint256 offset = uint256(type(int256).max) + 1; // maps int256.min to 0, order preserved
        uint256 ux;
        uint256 umin;
        uint256 umax;
        unchecked {
            ux = uint256(x) + offset; // overflow is desired: two's complement shift
            umin = uint256(min) + offset;
            umax = uint256(max) + offset;
        }
        uint256 r = bound(ux, umin, umax);
        unchecked {
            return int256(r - offset);
        }
    }

    /// @dev True under `forge coverage`, which compiles without the optimizer (other bytecode,
    /// other init-code hashes).
    function isCoverage() internal view returns (bool) {
        return vm.isContext(Vm.ForgeContext.Coverage);
    }

    /// @dev A deterministic address named for the logs: the key is keccak256(name).
    function makeAddr(string memory name) internal returns (address account) {
        (account,) = makeAddrAndKey(name);
    }

    /// @dev Like `makeAddr`, also returning the private key for `vm.sign`.
    function makeAddrAndKey(string memory name) internal returns (address account, uint256 privateKey) {
        privateKey = uint256(keccak256(bytes(name)));
        account = vm.addr(privateKey);
        vm.label(account, name);
    }

    /// @dev Deploys `creationCode` with abi-encoded constructor `args` appended (pass "" for none).
    function deployCode(bytes memory creationCode, bytes memory args) internal returns (address deployed) {
        bytes memory initCode = bytes.concat(creationCode, args);
        assembly ("memory-safe") {
            deployed := create(0, add(initCode, 0x20), mload(initCode))
        }
        if (deployed == address(0)) revert DeployFailed();
    }

    /// @dev Deploys a compiled artifact ("File.sol:Name" or "out/File.sol/Name.json") with `args`.
    function deployCode(string memory artifact, bytes memory args) internal returns (address) {
        return deployCode(vm.getCode(artifact), args);
    }

    // ------------------------------------------------------------------ assertions

    function assertTrue(bool condition) internal pure {
        vm.assertTrue(condition);
    }

    function assertTrue(bool condition, string memory err) internal pure {
        vm.assertTrue(condition, err);
    }

    function assertFalse(bool condition) internal pure {
        vm.assertFalse(condition);
    }

    function assertFalse(bool condition, string memory err) internal pure {
        vm.assertFalse(condition, err);
    }

    function assertEq(bool left, bool right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(bool left, bool right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(uint256 left, uint256 right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(int256 left, int256 right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(int256 left, int256 right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(address left, address right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(address left, address right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(bytes32 left, bytes32 right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(bytes32 left, bytes32 right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(string memory left, string memory right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(string memory left, string memory right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(bytes memory left, bytes memory right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(bytes memory left, bytes memory right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertEq(uint256[] memory left, uint256[] memory right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(uint256[] memory left, uint256[] memory right, string memory err) internal pure {
        vm.assertEq(left, right, err);
    }

    function assertNotEq(uint256 left, uint256 right) internal pure {
        vm.assertNotEq(left, right);
    }

    function assertNotEq(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertNotEq(left, right, err);
    }

    function assertNotEq(address left, address right) internal pure {
        vm.assertNotEq(left, right);
    }

    function assertNotEq(address left, address right, string memory err) internal pure {
        vm.assertNotEq(left, right, err);
    }

    function assertGt(uint256 left, uint256 right) internal pure {
        vm.assertGt(left, right);
    }

    function assertGt(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertGt(left, right, err);
    }

    function assertGe(uint256 left, uint256 right) internal pure {
        vm.assertGe(left, right);
    }

    function assertGe(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertGe(left, right, err);
    }

    function assertLt(uint256 left, uint256 right) internal pure {
        vm.assertLt(left, right);
    }

    function assertLt(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertLt(left, right, err);
    }

    function assertLe(uint256 left, uint256 right) internal pure {
        vm.assertLe(left, right);
    }

    function assertLe(uint256 left, uint256 right, string memory err) internal pure {
        vm.assertLe(left, right, err);
    }

    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta) internal pure {
        vm.assertApproxEqAbs(left, right, maxDelta);
    }

    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta, string memory err) internal pure {
        vm.assertApproxEqAbs(left, right, maxDelta, err);
    }

    /// @dev `maxPercentDelta` is scaled by 1e18 (1e18 = 100%).
    function assertApproxEqRel(uint256 left, uint256 right, uint256 maxPercentDelta) internal pure {
        vm.assertApproxEqRel(left, right, maxPercentDelta);
    }

    function assertApproxEqRel(uint256 left, uint256 right, uint256 maxPercentDelta, string memory err)
        internal
        pure
    {
        vm.assertApproxEqRel(left, right, maxPercentDelta, err);
    }
}
