import type { InputError } from '../../../domain/swap/InputError'
import type { MessageId } from '../../locales/en'

/** The message id and values of a liquidity button's input error (spec section 5). */
export function inputErrorText(error: InputError): [MessageId, Record<string, string>?] {
  switch (error.key) {
    case 'connectWallet':
      return ['pool.error.connectWallet']
    case 'selectToken':
      return ['pool.error.selectToken']
    case 'insufficientBalance':
      return ['pool.error.insufficientBalance', { symbol: error.params.symbol }]
    default:
      return ['pool.error.enterAmount']
  }
}
