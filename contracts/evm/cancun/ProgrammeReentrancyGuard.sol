// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @notice The programme contracts' reentrancy guard on a Cancun chain: OpenZeppelin's, in transient storage.
/// @dev Selected by the `evm-target/` remapping; the pre-Cancun twin is OpenZeppelin's storage guard.
abstract contract ProgrammeReentrancyGuard is ReentrancyGuardTransient {}
