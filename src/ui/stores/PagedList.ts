import { runInAction } from 'mobx'
import type { SeasonPage } from '../../ports/SeasonApi'
import { observableExcept } from './observableExcept'

/**
 * A list read a page at a time from page 1 with "look more" (spec section 2): the rows read so far, the last page's
 * answer (its header figures: the superior, the top player...), and whether more follow. `reload()` starts again from
 * page 1 and drops any answer to a read made before it, so a tab or account left behind never shows.
 */
export class PagedList<Row, Page extends SeasonPage<Row>> {
  rows: Row[] = []
  last: Page | undefined = undefined
  loading = false
  /** Whether page 1 has answered since the last reload (an empty list then means no data). */
  loaded = false
  private generation = 0

  /** `read` answers `undefined` when there is nothing to read (no account connected). */
  constructor(private readonly read: (page: number) => Promise<Page> | undefined) {
    observableExcept(this, ['read', 'generation'])
  }

  get page(): number {
    return this.last?.page ?? 0
  }

  get hasMore(): boolean {
    return this.last?.hasMore ?? false
  }

  async reload(): Promise<void> {
    this.generation += 1
    this.rows = []
    this.last = undefined
    this.loaded = false
    this.loading = false
    await this.more()
  }

  /** Reads the next page. */
  async more(): Promise<void> {
    if (this.loading) return
    const pending = this.read(this.page + 1)
    if (!pending) return
    const generation = this.generation
    this.loading = true
    try {
      const answer = await pending
      runInAction(() => {
        if (generation !== this.generation) return
        this.rows = [...this.rows, ...answer.list]
        this.last = answer
        this.loaded = true
      })
    } catch {
      // the reporting API has shown it in the red notice
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false
      })
    }
  }
}
