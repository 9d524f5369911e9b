import { runInAction } from 'mobx'

/**
 * The latest request wins: a store's reads numbered as they start, so that an older one answering late (the account
 * or chain changed meanwhile) is dropped instead of overwriting what the newer one shows.
 *
 * @example await this.latest.run(() => reads.termsOf(chainId, contract), (terms) => (this.terms = terms), fail)
 */
export class LatestRequest {
  private latest = 0

  /**
   * Starts a request that replaces any under way and awaits `load`: its answer goes to `show`, its failure to `fail`
   * (each in an action), each only while no newer request (or `drop`) has come since.
   */
  async run<T>(load: () => Promise<T>, show: (answer: T) => void, fail: (error: unknown) => void): Promise<void> {
    const request = ++this.latest
    try {
      const answer = await load()
      runInAction(() => {
        if (request === this.latest) show(answer)
      })
    } catch (error) {
      runInAction(() => {
        if (request === this.latest) fail(error)
      })
    }
  }

  /**
   * `run` for what the connected `account` sees; with no account there is nothing to read: a request under way is
   * dropped and `show` gets `undefined` at once.
   */
  async runForAccount<T>(
    account: string | undefined,
    load: (account: string) => Promise<T>,
    show: (answer: T | undefined) => void,
    fail: (error: unknown) => void,
  ): Promise<void> {
    if (!account) {
      this.drop()
      show(undefined)
      return
    }
    await this.run(() => load(account), show, fail)
  }

  /** Drops the answer of any request under way (there is nothing to read now). */
  drop(): void {
    this.latest++
  }
}
