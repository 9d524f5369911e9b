// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity 0.8.30;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @notice A title NFT's metadata JSON, as a base64 data URI.
/// @dev Every value is a number or a fixed word except the image base URI, which the title
/// contract checks for `"`, `\` and control characters before storing it, so the JSON is valid.
library TitleMetadata {
    /// @dev data:application/json;base64 of {name, description, image, attributes: [season, tier]}.
    function dataURI(uint32 season, uint8 tier, string memory imageBaseURI) internal pure returns (string memory) {
        string memory word = tier == 1 ? "adventurer" : "explorer"; // only tiers 1 and 2 are minted
        string memory label = tier == 1 ? "Adventurer" : "Explorer";
        string memory number = Strings.toString(season);
        // in two parts: one encoding of all sixteen pieces runs out of stack without Cancun's MCOPY (the pre-Cancun build)
        bytes memory head = abi.encodePacked(
            '{"name":"',
            label,
            ", season ",
            number,
            '","description":"FomoSwap ',
            word,
            " title, earned with the energy of adventure season ",
            number
        );
        bytes memory json = abi.encodePacked(
            head,
            '.","image":"',
            imageBaseURI,
            word,
            '.svg","attributes":[{"trait_type":"season","display_type":"number","value":',
            number,
            '},{"trait_type":"tier","value":"',
            word,
            '"}]}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }
}
