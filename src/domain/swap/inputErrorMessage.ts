import type { InputError } from './InputError'

/**
 * The English text of an input error, as the button shows it (the Uniswap interface's texts, spec section 5); other
 * locales key on `error.key`.
 *
 * @example inputErrorMessage({ key: 'insufficientBalance', params: { symbol: 'HT' } }) // 'Insufficient HT balance'
 */
export function inputErrorMessage(error: InputError): string {
  switch (error.key) {
    case 'connectWallet':
      return 'Connect Wallet'
    case 'enterAmount':
      return 'Enter an amount'
    case 'selectToken':
      return 'Select a token'
    case 'enterRecipient':
      return 'Enter a recipient'
    case 'invalidRecipient':
      return 'Invalid recipient'
    case 'insufficientLiquidity':
      return 'Insufficient liquidity for this trade.'
    case 'insufficientBalance':
      return `Insufficient ${error.params.symbol} balance`
  }
}
