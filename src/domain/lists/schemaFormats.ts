// The two string formats the token-lists schema uses, so that the domain needs no ajv-formats: RFC 3339 date-times
// (as ajv-formats' `date-time`, ranges checked per field, leap second allowed) and absolute URIs (a scheme, a colon,
// no whitespace: `https://…`, `ipfs://…`, `data:…`; relative references are not URIs).

/** `format: 'date-time'`: e.g. `2021-01-21T23:57:10.982Z` or `2021-01-21T23:57:10+08:00`. */
export const DATE_TIME_FORMAT =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt ](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/** `format: 'uri'`: a scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`), a colon, no whitespace. */
export const URI_FORMAT = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/
