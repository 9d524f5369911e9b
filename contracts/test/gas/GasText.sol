// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

/// @notice Text helpers for printing gas tables: integers, ratios and padding.
library GasText {
    /// @dev a / b with three decimals, rounded half up.
    function ratio(uint256 a, uint256 b) internal pure returns (string memory) {
        uint256 milli = (a * 10_000 / b + 5) / 10;
        string memory frac = itoa(milli % 1000);
        while (bytes(frac).length < 3) frac = string.concat("0", frac);
        return string.concat(itoa(milli / 1000), ".", frac);
    }

    function itoa(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        bytes memory digits;
        while (value != 0) {
            digits = bytes.concat(bytes1(uint8(48 + value % 10)), digits);
            value /= 10;
        }
        return string(digits);
    }

    function padRight(string memory s, uint256 width) internal pure returns (string memory) {
        while (bytes(s).length < width) s = string.concat(s, " ");
        return s;
    }

    function padLeft(string memory s, uint256 width) internal pure returns (string memory) {
        while (bytes(s).length < width) s = string.concat(" ", s);
        return s;
    }

    function repeat(string memory s, uint256 n) internal pure returns (string memory out) {
        for (uint256 i; i < n; ++i) {
            out = string.concat(out, s);
        }
    }
}
