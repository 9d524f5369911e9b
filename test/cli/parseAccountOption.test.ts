import { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { parseAccountOption } from '../../src/cli/parseAccountOption'
import { parseAddressOption } from '../../src/cli/parseAddressOption'
import { parseRecipientOption } from '../../src/cli/parseRecipientOption'
import { usageErrorOf } from '../../src/cli/usageErrorOf'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LOWER = CHECKSUMMED.toLowerCase()
const BAD_CHECKSUM = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

describe('the address rule of every command (issue 30, item 13)', () => {
  it.each([
    [CHECKSUMMED, { kind: 'address', address: LOWER }],
    [LOWER, { kind: 'address', address: LOWER }],
    [`0x${LOWER.slice(2).toUpperCase()}`, { kind: 'address', address: LOWER }],
    [' alice.fomo.eth ', { kind: 'name', name: 'alice.fomo.eth' }],
    ['Alice.Fomo.ETH', { kind: 'name', name: 'alice.fomo.eth' }],
  ])('--address %s is %j', (typed, parsed) => {
    expect(parseAccountOption(typed)).toEqual(parsed)
  })

  it.each([
    [BAD_CHECKSUM, `"${BAD_CHECKSUM}" fails its EIP-55 checksum`],
    ['0x123', '"0x123" is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth.'],
    ['bob', '"bob" is not an address'],
  ])('--address %s is refused: %s', (typed, message) => {
    expect(() => parseAccountOption(typed)).toThrow(expect.objectContaining({ name: 'InvalidAddressError' }))
    expect(() => parseAccountOption(typed)).toThrow(message)
  })

  it('refuses the same texts as a recipient (Invalid recipient) and, where no name service is, names', () => {
    expect(parseRecipientOption(LOWER)).toEqual({ kind: 'address', address: CHECKSUMMED })
    expect(() => parseRecipientOption(BAD_CHECKSUM)).toThrow(`Invalid recipient "${BAD_CHECKSUM}": it fails`)
    expect(parseAddressOption(CHECKSUMMED)).toBe(LOWER)
    expect(() => parseAddressOption('alice.fomo.eth')).toThrow(
      '"alice.fomo.eth" is not an address: give 0x and 40 hex digits.',
    )
  })
})

describe('usageErrorOf: one line and the --help that shows the usage (issue 30, item 14)', () => {
  const program = () => {
    const fomo = new Command('fomo').exitOverride().configureOutput({ outputError: () => {} })
    fomo.option('--chain <id>').option('--json')
    const mining = fomo.command('mining')
    mining
      .command('pledge')
      .argument('<pair>')
      .requiredOption('--days <days>')
      .action(() => {})
    mining.command('pools').action(() => {})
    return fomo
  }
  const refusal = async (argv: string[]) => {
    const fomo = program()
    try {
      await fomo.parseAsync(argv, { from: 'user' })
    } catch (error) {
      return usageErrorOf(fomo, error as never, argv)
    }
    throw new Error('commander took it')
  }

  it.each([
    [
      ['--chain', 'mining', 'mining', 'pledge', 'X'],
      "required option '--days <days>' not specified",
      'fomo mining pledge --help',
    ],
    [['mining', 'plege'], "unknown command 'plege' (Did you mean pledge?)", 'fomo mining --help'],
    [['--json', 'frobnicate'], "unknown command 'frobnicate'", 'fomo --help'],
    [['mining', 'pledge', '--days=1'], "missing required argument 'pair'", 'fomo mining pledge --help'],
  ])('%j: %s (%s)', async (argv, message, help) => {
    const error = await refusal(argv)
    expect([error.name, error.message, error.help]).toEqual(['UsageError', message, help])
  })
})
