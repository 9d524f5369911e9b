import { ADDRESS_SCHEMA } from './addressSchema'

/** The JSON schema of the route parameters of a path keyed by one `:address` (checksum checked after). */
export const ADDRESS_PARAMS_SCHEMA = { type: 'object', properties: { address: ADDRESS_SCHEMA }, required: ['address'] }
