/**
 * A draw of FomoPrizePool as its events tell it (`DrawCommitted`, then `DrawRevealed` or `DrawVoided`): prize i (in
 * the committed order) of `token` goes to the draw's i-th winner (drawWinners) once it is revealed.
 */
export interface PrizeDraw {
  drawId: bigint
  token: string
  /** Seconds: the draw's eligibility closes here (rounds before it count). */
  closeTime: number
  prizes: readonly bigint[]
  /** The revealed seed (32 bytes hex); absent until revealed. */
  seed?: string
  /** Voided (not revealed in time): its prizes went back to the pool, nobody wins. */
  void?: boolean
}
