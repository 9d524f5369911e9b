import { runInAction } from 'mobx'
import type { Clock } from '../../ports/Clock'
import { observableExcept } from './observableExcept'

/** Spec section 9: notices show for 2 s, counted down each second. */
export const NOTICE_SECONDS = 2

/** A notice: an API message (`error`, red) or a success, with the seconds left before it closes. */
export interface Notice {
  kind: 'error' | 'success'
  text: string
  secondsLeft: number
}

/** The 2-second notices for API messages and successes (spec section 8): the newest replaces the shown one. */
export class NoticeStore {
  notice: Notice | undefined = undefined
  private cancel: (() => void) | undefined

  constructor(private readonly clock: Clock) {
    observableExcept(this, ['clock', 'cancel'])
  }

  show(kind: Notice['kind'], text: string): void {
    this.cancel?.()
    this.notice = { kind, text, secondsLeft: NOTICE_SECONDS }
    this.tick()
  }

  close(): void {
    this.cancel?.()
    this.notice = undefined
  }

  private tick(): void {
    this.cancel = this.clock.schedule(1000, () =>
      runInAction(() => {
        if (!this.notice) return
        this.notice.secondsLeft -= 1
        if (this.notice.secondsLeft <= 0) this.notice = undefined
        else this.tick()
      }),
    )
  }
}
