/** The most characters an amount field accepts (spec sections 5 and 9), as the HTML `maxLength` of the input. */
export const AMOUNT_INPUT_MAX_LENGTH = 79

/** What an empty amount field shows. */
export const AMOUNT_INPUT_PLACEHOLDER = '0.0'
