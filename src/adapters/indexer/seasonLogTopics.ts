import { id } from 'ethers'

/** topic0 of FomoSeasons' events that the energy ledger reads, and of FomoTitleNFT's claims (the extend reward). */
export const SEASON_LOG_TOPICS = Object.freeze({
  seasonOpened: id('SeasonOpened(uint32,uint64,uint256,uint256)'),
  seasonFunded: id('SeasonFunded(uint32,address,uint256,uint256)'),
  energySharesSet: id('EnergySharesSet(uint16,uint16)'),
  extendRewardSet: id('ExtendRewardSet(uint16)'),
  titleClaimed: id('TitleClaimed(address,uint32,uint8,uint256)'),
})
