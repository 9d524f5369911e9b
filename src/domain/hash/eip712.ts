import type { ClaimDomain, ClaimTypes } from '../../ports/ClaimSigner'
import { Eip712StructError } from '../errors/Eip712StructError'

/** One field of an EIP-712 struct, as `eth_signTypedData_v4` lists it. */
export interface Eip712Field {
  readonly name: string
  readonly type: string
}

/** A flat EIP-712 struct (no nested structs: none of FomoSwap's has one): its name and its fields in order. */
export interface Eip712Struct {
  readonly primaryType: string
  readonly fields: readonly Eip712Field[]
}

/**
 * The struct a contract's TYPEHASH spells, read from that same string, so the two cannot drift apart (a test compares
 * each string with the contract's source).
 *
 * @example eip712Struct('Title(address account,uint32 season)') // { primaryType: 'Title', fields: [{ name: 'account', type: 'address' }, { name: 'season', type: 'uint32' }] }
 * @throws Eip712StructError for a string that is not `Name(type name,…)`: a programming error, never user input.
 */
export function eip712Struct(typeString: string): Eip712Struct {
  const match = /^(\w+)\(([^()]*)\)$/.exec(typeString)
  if (!match) throw new Eip712StructError('not a struct type', { typeString })
  const fields = match[2]!.split(',').map((member) => {
    const [type, name, extra] = member.split(' ')
    if (!type || !name || extra !== undefined) throw new Eip712StructError('not a member', { typeString, member })
    return { name, type }
  })
  return { primaryType: match[1]!, fields }
}

/** The struct's `types` as `eth_signTypedData_v4`, ethers' `signTypedData` and the ClaimSigner port take them. */
export function eip712Types(struct: Eip712Struct): ClaimTypes {
  return { [struct.primaryType]: struct.fields.map((field) => ({ ...field })) }
}

function encodable(type: string, value: unknown): unknown {
  if (type.endsWith('[]')) return (value as readonly unknown[]).map((item) => encodable(type.slice(0, -2), item))
  if (type === 'address') return (value as string).toLowerCase()
  if (/^u?int\d*$/.test(type)) return BigInt(value as number | bigint)
  return value
}

/**
 * What a signer signs: the domain (one chain and one contract, as every voucher, consent and permit here), the
 * struct's types, and each of the struct's fields taken from `source` by its name, addresses lowercase and integers as
 * bigint (EIP-712 encodes an address as a number and an integer by value, so neither changes the signature; one form
 * makes the value comparable).
 *
 * @example eip712TypedData(domain, TITLE, { account, season: 1, tier: 2, deadline }).value // { account: '0xab…', season: 1n, tier: 2n, deadline: … }
 */
export function eip712TypedData(domain: ClaimDomain, struct: Eip712Struct, source: object) {
  const fields = source as Record<string, unknown>
  const value: Record<string, unknown> = {}
  for (const field of struct.fields) {
    if (!(field.name in fields))
      throw new Eip712StructError('a field has no value', { struct: struct.primaryType, field: field.name })
    value[field.name] = encodable(field.type, fields[field.name])
  }
  return {
    domain: { ...domain, verifyingContract: domain.verifyingContract.toLowerCase() },
    types: eip712Types(struct),
    value,
  }
}
