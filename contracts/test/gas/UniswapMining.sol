// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity >=0.8.20 <0.9.0;

/// @notice The calls the gas comparison makes on Uniswap's StakingRewards (the npm package
/// liquidity-staker) and MerkleDistributor (the npm package merkle-distributor).
interface IStakingRewards {
    function stake(uint256 amount) external;
    function withdraw(uint256 amount) external;
    function getReward() external;
    function notifyRewardAmount(uint256 reward) external;
    function earned(address account) external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
}

interface IMerkleDistributor {
    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata merkleProof) external;
    function isClaimed(uint256 index) external view returns (bool);
}
