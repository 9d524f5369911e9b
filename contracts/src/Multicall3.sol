// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Batches calls and reads block values in one request; the canonical Multicall3's ABI.
/// @dev Same functions, structs and semantics as mds1/multicall's Multicall3, with custom errors
/// instead of its revert strings. Calls are made with `call` from this contract, so msg.sender is
/// Multicall3: never approve it or leave coins in it (anyone can spend them).
contract Multicall3 {
    /// @dev A call flagged as required (allowFailure false, or requireSuccess true) reverted;
    /// `index` is its position in the batch.
    error CallFailed(uint256 index);
    /// @dev `aggregate3Value` got a msg.value different from the sum of the calls' values.
    error ValueMismatch();

    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Calls every target; reverts if any call fails.
    function aggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        uint256 length = calls.length;
        returnData = new bytes[](length);
        for (uint256 i; i < length; ++i) {
            bool success;
            (success, returnData[i]) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i);
        }
    }

    /// @notice Calls every target; a failure reverts only if `requireSuccess`.
    function tryAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i; i < length; ++i) {
            Result memory result = returnData[i];
            (result.success, result.returnData) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !result.success) revert CallFailed(i);
        }
    }

    /// @notice `tryAggregate` with the block number and hash.
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// @notice `tryBlockAndAggregate` requiring every call to succeed.
    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        (blockNumber, blockHash, returnData) = tryBlockAndAggregate(true, calls);
    }

    /// @notice Calls every target; each call says whether its failure may pass.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i; i < length; ++i) {
            Result memory result = returnData[i];
            Call3 calldata calli = calls[i];
            (result.success, result.returnData) = calli.target.call(calli.callData);
            if (!calli.allowFailure && !result.success) revert CallFailed(i);
        }
    }

    /// @notice `aggregate3` with a native-coin value per call; msg.value must equal their sum.
    function aggregate3Value(Call3Value[] calldata calls) external payable returns (Result[] memory returnData) {
        uint256 valAccumulator;
        uint256 length = calls.length;
        returnData = new Result[](length);
        for (uint256 i; i < length; ++i) {
            Result memory result = returnData[i];
            Call3Value calldata calli = calls[i];
            uint256 val = calli.value;
            unchecked {
                valAccumulator += val; // cannot overflow in practice: checked against msg.value below
            }
            (result.success, result.returnData) = calli.target.call{value: val}(calli.callData);
            if (!calli.allowFailure && !result.success) revert CallFailed(i);
        }
        if (msg.value != valAccumulator) revert ValueMismatch();
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice block.prevrandao since the Merge (the canonical name is kept for its ABI).
    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getLastBlockHash() external view returns (bytes32 blockHash) {
        unchecked {
            blockHash = blockhash(block.number - 1); // block.number >= 1 on every live chain
        }
    }

    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}
