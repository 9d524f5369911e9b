/**
 * What a typed recipient is (spec section 5), after whitespace is stripped: nothing yet, an address (checksummed), a
 * name to resolve through the name-resolution port, or neither ('Invalid recipient').
 */
export type RecipientInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid'; readonly value: string }
