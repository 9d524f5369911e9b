/** How a typed recipient name stands: nothing to look up, a name being resolved, or resolved (`address` null: no record). */
export type RecipientLookup =
  | { readonly status: 'none' }
  | { readonly status: 'resolving'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly address: string | null }
