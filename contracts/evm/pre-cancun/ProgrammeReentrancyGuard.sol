// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice The programme contracts' reentrancy guard on a chain without Cancun: OpenZeppelin's, in storage.
/// @dev Selected by the `evm-target/` remapping of the pre-Cancun profiles; the Cancun twin uses transient storage.
abstract contract ProgrammeReentrancyGuard is ReentrancyGuard {}
