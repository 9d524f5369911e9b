/** The game types the bounty area counts (spec §3, §9): 2 yin-yang, 5 five-elements. */
export type GameType = 2 | 5

/** Every game type, in the order the screens list them. */
export const GAME_TYPES: readonly GameType[] = [2, 5]

/** The referrer table's filter (spec §7 `gameType`): 0 every game, else one game type. */
export type GameTypeFilter = 0 | GameType

/**
 * One round a game operator recorded on chain (FomoGameRecords' `RoundRecorded`): `player` bet `bet` wei of `token` in
 * round `round` of game `gameType`. The origin fields place it in its chain like a mining event: rounds apply in
 * (block, log index) order, `time` is the block's (seconds since the epoch). `player` is checksummed as the decoder
 * writes it and `token` may be either case: the bounty rules compare addresses lowercase and write lowercase. A
 * (chain, gameType, round, player) is recorded once (the contract refuses a duplicate).
 */
export interface GameRound {
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: number
  /** Seconds since the epoch, from the block header. */
  time: number
  player: string
  gameType: GameType
  token: string
  bet: bigint
  round: bigint
}
