import { type IReactionOptions, reaction } from 'mobx'

/**
 * A MobX reaction whose effect starts something that must stop before the next run (a live watch of the wallet's
 * balances, say): each time `expression` changes, the previous run's stop is called, then `effect` runs and may return
 * the next one. Returns the function that stops the reaction and the last run.
 *
 * @example const stop = restartingReaction(() => [this.session.chainId, this.session.account] as const,
 *   ([chainId, account]) => account ? watchSpendable(this.live, { chainId, owner: account, … }, …) : undefined,
 *   { fireImmediately: true })
 */
export function restartingReaction<T>(
  expression: () => T,
  effect: (value: T) => (() => void) | undefined,
  options?: IReactionOptions<T, boolean>,
): () => void {
  const nothing = () => {}
  let stopRun = nothing
  const stopReaction = reaction(
    expression,
    (value) => {
      stopRun()
      stopRun = nothing // stays so when the effect throws
      stopRun = effect(value) ?? nothing
    },
    options,
  )
  return () => {
    stopReaction()
    stopRun()
  }
}
