/**
 * Why a swap, add or remove button is disabled (spec section 5), as a key for the locale files plus its parameters;
 * `inputErrorMessage` gives the English text.
 */
export type InputError =
  | { readonly key: 'connectWallet' }
  | { readonly key: 'enterAmount' }
  | { readonly key: 'selectToken' }
  | { readonly key: 'enterRecipient' }
  | { readonly key: 'invalidRecipient' }
  | { readonly key: 'insufficientLiquidity' }
  | { readonly key: 'insufficientBalance'; readonly params: { readonly symbol: string } }
