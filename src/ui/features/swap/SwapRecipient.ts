import { reaction, runInAction } from 'mobx'
import { classifyRecipient } from '../../../domain/input/classifyRecipient'
import type { RecipientLookup } from '../../../domain/swap/RecipientLookup'
import { type RecipientProblem, recipientProblem } from '../../../domain/swap/recipientProblem'
import type { Clock } from '../../../ports/Clock'
import type { NameResolver } from '../../../ports/NameResolver'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'

/** Spec section 9: a typed recipient name is looked up 200 ms after the last keystroke. */
export const RECIPIENT_DEBOUNCE_MS = 200

/** The recipient field as the lookup sees it: whether it shows, and its text. */
export interface RecipientField {
  readonly showRecipient: boolean
  readonly state: { readonly recipient: string | null }
}

/**
 * The swap form's recipient: a typed name is resolved 200 ms after the last keystroke, and what is wrong with the
 * typed text (not an address, a name not found, the zero address) is the domain's `recipientProblem`.
 */
export class SwapRecipient {
  lookup: RecipientLookup = { status: 'none' }

  constructor(
    private readonly field: RecipientField,
    private readonly directory: Pick<CurrencyDirectory, 'chainId'>,
    private readonly names: NameResolver,
    private readonly clock: Clock,
  ) {
    observableExcept(this, ['field', 'directory', 'names', 'clock'])
  }

  /** Why the typed recipient cannot receive (the field says it), `undefined` when it can or it cannot tell yet. */
  get problem(): RecipientProblem | undefined {
    return this.field.showRecipient ? recipientProblem(this.field.state.recipient ?? '', this.lookup) : undefined
  }

  /** Resolves each typed name once typing pauses (an address or other text needs none); returns the stop function. */
  watch(): () => void {
    let cancelLookup: (() => void) | undefined
    const dispose = reaction(
      () => (this.field.showRecipient ? classifyRecipient(this.field.state.recipient ?? '') : undefined),
      (typed) => {
        cancelLookup?.()
        if (typed?.kind !== 'name') {
          runInAction(() => (this.lookup = { status: 'none' }))
          return
        }
        runInAction(() => (this.lookup = { status: 'resolving', name: typed.name }))
        const chainId = this.directory.chainId
        cancelLookup = this.clock.schedule(RECIPIENT_DEBOUNCE_MS, () => {
          void this.names
            .resolveName(chainId, typed.name)
            .catch(() => null)
            .then((address) =>
              runInAction(() => {
                if (this.lookup.status === 'resolving' && this.lookup.name === typed.name) {
                  this.lookup = { status: 'resolved', name: typed.name, address }
                }
              }),
            )
        })
      },
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    )
    return () => {
      dispose()
      cancelLookup?.()
    }
  }
}
