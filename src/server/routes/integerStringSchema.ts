/**
 * The JSON schema of a numeric parameter: a short string (a repeated query key, an array, is refused here); its
 * digits and bounds are checked by parseIntegerParam, whose message names the range. Never `type: 'integer'`: ajv
 * would coerce `Infinity`, `1e400` or `0x10` into numbers that slip past the bounds.
 */
export const INTEGER_STRING_SCHEMA = Object.freeze({ type: 'string', maxLength: 40 })
