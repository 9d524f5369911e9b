import { sliderPercent } from '../../../domain/liquidity/sliderPercent'
import type { Clock } from '../../../ports/Clock'
import { observableExcept } from '../../stores/observableExcept'

/** Spec section 5: the percent slider's changes reach the form 100 ms after the last move. */
export const SLIDER_DEBOUNCE_MS = 100

/** The remove screen's percent slider: it shows where it is at once; the form hears of it 100 ms after the last move. */
export class PercentSlider {
  /** The slider's own whole percent while its change waits for the debounce. */
  pending: number | undefined = undefined
  private cancel: (() => void) | undefined

  constructor(
    private readonly clock: Clock,
    private readonly settle: (percent: number) => void,
  ) {
    observableExcept(this, ['clock', 'settle', 'cancel'])
  }

  /** The slider moved to `position` (0–100, clamped and rounded). */
  move(position: number): void {
    const whole = sliderPercent(position)
    this.pending = whole
    this.cancel?.()
    this.cancel = this.clock.schedule(SLIDER_DEBOUNCE_MS, () => this.settle(whole))
  }

  /** Drops a waiting move (the form was typed, reset or left). */
  stop(): void {
    this.cancel?.()
    this.cancel = undefined
    this.pending = undefined
  }
}
