/**
 * How to fetch a list URL: try these HTTP(S) URLs in order; or first resolve `name`'s contenthash through the
 * name-resolution port, then fetch `nameListUrls(contenthash, path)`.
 */
export type ListUrlResolution =
  | { readonly kind: 'urls'; readonly urls: readonly string[] }
  | { readonly kind: 'name'; readonly name: string; readonly path: string }
