import { reaction } from 'mobx'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { Field } from '../../../domain/input/SwapState'
import { resolveUrlSymbol, type UrlSymbolResolution } from '../../../domain/lists/resolveUrlSymbol'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'

/** A URL currency the swap form could not take, for the form to say why. */
export interface UrlSymbolProblem {
  readonly kind: 'notToken' | 'ambiguous'
  readonly symbol: string
}

/**
 * The swap URL's currencies given as symbols (`/swap/AURA`, `?inputCurrency=usdt`): each is selected once the list
 * names its token (the domain's `resolveUrlSymbol`), or reported as naming no token (or several) once the list has
 * loaded. Selecting a currency on that side forgets the request.
 */
export class SwapUrlSymbols {
  requests: Partial<Record<Field, string>> = {}

  constructor(
    private readonly directory: Pick<CurrencyDirectory, 'tokens' | 'listSettled'>,
    private readonly select: (field: Field, currencyId: string) => void,
  ) {
    observableExcept(this, ['directory', 'select'])
  }

  /** Takes the URL's raw value for `field` when the form could not read it as a currency id (`currencyId` ''). */
  request(field: Field, raw: unknown, currencyId: string): void {
    if (typeof raw === 'string' && raw.trim() !== '' && currencyId === '') this.requests[field] = raw.trim()
    else delete this.requests[field]
  }

  forget(field: Field): void {
    delete this.requests[field]
  }

  private get resolutions(): [Field, string, UrlSymbolResolution][] {
    const { tokens, listSettled } = this.directory
    return [Field.INPUT, Field.OUTPUT].flatMap((field) => {
      const symbol = this.requests[field]
      return symbol === undefined ? [] : [[field, symbol, resolveUrlSymbol(symbol, tokens, listSettled)]]
    })
  }

  /** The first URL currency that names no listed token (or several). */
  get problem(): UrlSymbolProblem | undefined {
    for (const [, symbol, resolution] of this.resolutions) {
      if (resolution.kind === 'notToken' || resolution.kind === 'ambiguous') return { kind: resolution.kind, symbol }
    }
    return undefined
  }

  /** Selects each requested symbol's token as soon as the list names it; returns the stop function. */
  watch(): () => void {
    return reaction(
      () =>
        this.resolutions.flatMap(([field, , resolution]) =>
          resolution.kind === 'token' ? [{ field, resolution }] : [],
        ),
      (found) => {
        for (const { field, resolution } of found) {
          if (resolution.kind !== 'token') continue
          this.forget(field)
          this.select(field, currencyIdOf(resolution.token))
        }
      },
      { fireImmediately: true },
    )
  }
}
