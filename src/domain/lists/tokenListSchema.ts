// The token-lists JSON schema (https://uniswap.org/tokenlist.schema.json, package @uniswap/token-lists), written out
// from knowledge of its 2020–2021 (v1/v2) form rather than downloaded: nothing is fetched at build or run time. Same
// shape and constraints: list name 1–20 word characters or spaces, RFC 3339 timestamp, version of three non-negative
// integers, 1 to 10,000 tokens, each with chain id ≥ 1, `0x` + 40 hex address, decimals 0–255, name 1–40 and symbol
// 1–20 characters from the schema's character sets, optional `uri` logo, up to 10 tag ids (1–10 word characters)
// and up to 10 extensions (ids 1–40 word characters; values primitives, strings up to 42 characters, nested up to
// two levels); up to 20 unique keywords and 20 tag definitions. No other property is allowed anywhere. The later
// `tokenMap` property is not part of this form.

const primitiveExtensionValue = {
  anyOf: [{ type: 'string', minLength: 1, maxLength: 42 }, { type: 'boolean' }, { type: 'number' }, { type: 'null' }],
}

const extensionObject = (valueRef: string) => ({
  type: 'object',
  propertyNames: { $ref: '#/definitions/ExtensionIdentifier' },
  additionalProperties: { $ref: valueRef },
  maxProperties: 10,
})

/** The token-lists schema as a JSON Schema draft-07 document, for ajv. */
export const tokenListSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://uniswap.org/tokenlist.schema.json',
  title: 'Uniswap Token List',
  description: 'Schema for lists of tokens compatible with the Uniswap Interface',
  definitions: {
    Version: {
      type: 'object',
      description: 'The version of the list, used in change detection',
      properties: {
        major: { type: 'integer', minimum: 0 },
        minor: { type: 'integer', minimum: 0 },
        patch: { type: 'integer', minimum: 0 },
      },
      required: ['major', 'minor', 'patch'],
      additionalProperties: false,
    },
    TagIdentifier: { type: 'string', minLength: 1, maxLength: 10, pattern: '^[\\w]+$' },
    ExtensionIdentifier: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[\\w]+$' },
    ExtensionPrimitiveValue: primitiveExtensionValue,
    ExtensionValueInner1: { anyOf: [{ $ref: '#/definitions/ExtensionPrimitiveValue' }] },
    ExtensionValueInner0: {
      anyOf: [{ $ref: '#/definitions/ExtensionPrimitiveValue' }, extensionObject('#/definitions/ExtensionValueInner1')],
    },
    ExtensionValue: {
      anyOf: [{ $ref: '#/definitions/ExtensionPrimitiveValue' }, extensionObject('#/definitions/ExtensionValueInner0')],
    },
    ExtensionMap: extensionObject('#/definitions/ExtensionValue'),
    TagDefinition: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[ \\w]+$' },
        description: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[ \\w\\.,:]+$' },
      },
      required: ['name', 'description'],
      additionalProperties: false,
    },
    TokenInfo: {
      type: 'object',
      properties: {
        chainId: { type: 'integer', minimum: 1 },
        address: { type: 'string', pattern: '^0x[a-fA-F0-9]{40}$' },
        decimals: { type: 'integer', minimum: 0, maximum: 255 },
        name: { type: 'string', minLength: 1, maxLength: 40, pattern: "^[ \\w.'+\\-%/À-ÖØ-öø-ÿ:&\\[\\]\\(\\)]+$" },
        symbol: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-zA-Z0-9+\\-%/$.]+$' },
        logoURI: { type: 'string', format: 'uri' },
        tags: { type: 'array', items: { $ref: '#/definitions/TagIdentifier' }, maxItems: 10 },
        extensions: { $ref: '#/definitions/ExtensionMap' },
      },
      required: ['chainId', 'address', 'decimals', 'name', 'symbol'],
      additionalProperties: false,
    },
  },
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[\\w ]+$' },
    timestamp: { type: 'string', format: 'date-time' },
    version: { $ref: '#/definitions/Version' },
    tokens: { type: 'array', items: { $ref: '#/definitions/TokenInfo' }, minItems: 1, maxItems: 10_000 },
    keywords: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[\\w ]+$' },
      maxItems: 20,
      uniqueItems: true,
    },
    tags: {
      type: 'object',
      propertyNames: { $ref: '#/definitions/TagIdentifier' },
      additionalProperties: { $ref: '#/definitions/TagDefinition' },
      maxProperties: 20,
    },
    logoURI: { type: 'string', format: 'uri' },
  },
  required: ['name', 'timestamp', 'version', 'tokens'],
  additionalProperties: false,
} as const
