import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import type { FomoRun } from '../support/runFomo'
import { type Harness, startHarness } from '../support/startHarness'

/**
 * Issue 30, items 13 to 15: one address rule and message for every command that takes an address (checksum-aware,
 * names where the chain has a name service), and a usage error (a bad value, a missing option, an unknown command, a
 * flag that conflicts or is not one of its choices) printed as one line, or as one JSON document with --json.
 */
let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ server: { mode: 'listening' } })
  await harness.waitUntilIndexed()
})
afterAll(() => harness?.close())

const base = (chainId: number) => ['--chain', `${chainId}`]
const human = (chainId: number, ...args: string[]) => harness.run([...base(chainId), ...args])
const json = async (chainId: number, ...args: string[]) => {
  const run = await harness.run(['--json', ...base(chainId), ...args])
  return { ...run, body: run.stdout ? JSON.parse(run.stdout) : undefined }
}
const api = () => ['--api', harness.url]

const nonceOf = (chainId: number, index: number) =>
  harness.chain(chainId).provider.getTransactionCount(devAccounts()[index]!.address)

/** Account 1's address with the case of its first letter flipped: 0x and 40 hex digits, failing EIP-55. */
const checksummed = devAccounts()[1]!.address
const letter = checksummed.slice(2).search(/[a-fA-F]/) + 2
const flipped = checksummed[letter] === checksummed[letter]!.toUpperCase() ? 'toLowerCase' : 'toUpperCase'
const BAD_CHECKSUM = `${checksummed.slice(0, letter)}${checksummed[letter]![flipped]()}${checksummed.slice(letter + 1)}`
const CHECKSUM_PROBLEM =
  "fails its EIP-55 checksum (a letter's case is wrong), so a character is likely mistyped: copy the address again."
const CHECKSUM_MESSAGE = `"${BAD_CHECKSUM}" ${CHECKSUM_PROBLEM}`
const MALFORMED_MESSAGE = '"0x123" is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth.'

/** Stands for `--api <the test's server>` in a command's arguments (the server starts after this module loads). */
const API = '<api>'
const withServer = (args: string[]) => args.flatMap((arg) => (arg === API ? api() : [arg]))

/** Every command that reads for `--address`, with its arguments and the chain it runs on. */
const ADDRESS_COMMANDS: readonly [number, string[]][] = [
  [128, ['tokens']],
  [128, ['tx']],
  [128, ['pool', 'list']],
  [128, ['pool', 'find', 'AURA', 'USDT']],
  [128, ['mining', 'pools', API]],
  [128, ['mining', 'rewards', API]],
  [128, ['mining', 'position', 'AURA/USDT']],
  [128, ['mining', 'verify', API]],
  [128, ['capital', 'balance', 'USDT']],
  [128, ['migrate', 'list']],
  [56, ['release', 'info', API]],
  [128, ['bridge', 'quote', '1', 'AURA', API]],
  [128, ['bridge', 'records', API]],
  [128, ['exchange', 'records', API]],
  [128, ['bounty', 'status', API]],
  [128, ['season', 'status', API]],
  [128, ['season', 'friends', API]],
  [128, ['invite', 'link']],
]

/** A failure printed for people: exactly one line on stderr, nothing on stdout, no stack trace, exit code 1. */
function expectOneLine(run: FomoRun, line: string): void {
  expect([run.code, run.stdout, run.stderr]).toEqual([1, '', `error: ${line}\n`])
}

/** A failure printed for scripts: one JSON document `{ error }` on stdout, nothing on stderr, exit code 1. */
function expectOneDocument(run: FomoRun & { body: unknown }, error: Record<string, unknown>): void {
  expect([run.code, run.stderr]).toEqual([1, ''])
  expect(run.body).toEqual({ error: expect.objectContaining(error) })
}

describe('one address rule for every command (issue 30, item 13)', () => {
  it.each(ADDRESS_COMMANDS)(
    'chain %i: fomo %j refuses a wrong checksum and a malformed address in one line',
    async (chainId, args) => {
      expectOneLine(await human(chainId, ...withServer(args), '--address', BAD_CHECKSUM), CHECKSUM_MESSAGE)
      expectOneLine(await human(chainId, ...withServer(args), '--address', '0x123'), MALFORMED_MESSAGE)
      const scripted = await json(chainId, ...withServer(args), '--address', '0x123')
      expectOneDocument(scripted, { name: 'InvalidAddressError', message: MALFORMED_MESSAGE })
      // never the server's schema text: the address is refused before anything is asked
      expect(scripted.stdout).not.toContain('params/address')
    },
  )

  it.each(ADDRESS_COMMANDS)('chain %i: fomo %j takes an all-lowercase address', async (chainId, args) => {
    const run = await json(chainId, ...withServer(args), '--address', checksummed.toLowerCase())
    expect(run.code, run.stdout + run.stderr).toBe(0)
  })

  it('takes an all-uppercase address and a name, each standing for the same account', async () => {
    const balances = async (address: string) => {
      const run = await json(128, 'tokens', '--address', address)
      expect(run.code, run.stdout + run.stderr).toBe(0)
      return run.body.tokens.map((row: { balance: string }) => row.balance)
    }
    const expected = await balances(checksummed)
    expect(await balances(`0x${checksummed.slice(2).toUpperCase()}`)).toEqual(expected)
    expect(await balances('alice.fomo.eth')).toEqual(expected) // the devnet's name of account 1
    // server-backed and session-less commands resolve the name too, then ask for the address
    const season = await json(128, 'season', 'status', '--address', 'alice.fomo.eth', ...api())
    expect([season.code, season.body?.account]).toEqual([0, checksummed.toLowerCase()])
    const link = await json(128, 'invite', 'link', '--address', 'alice.fomo.eth')
    expect([link.code, link.body?.address]).toEqual([0, checksummed.toLowerCase()])
    const pools = await json(128, 'mining', 'pools', '--address', 'alice.fomo.eth', ...api())
    expect(pools.code, pools.stdout + pools.stderr).toBe(0)
    const unknown = await human(128, 'tokens', '--address', 'nobody.fomo.eth')
    expectOneLine(unknown, 'No address is registered for the name "nobody.fomo.eth" on chain 128: give its 0x address.')
  })

  it('refuses a wrong-checksum recipient in every command that sends, sending nothing', async () => {
    const nonce = await nonceOf(128, 3)
    for (const args of [
      ['swap', '1', 'AURA', 'USDT', '--yes', '--recipient', BAD_CHECKSUM],
      ['send', '1', 'AURA', BAD_CHECKSUM],
      ['exchange', 'dk', '200000000', '--recipient', BAD_CHECKSUM],
      ['bridge', 'send', '1', 'AURA', '--yes', '--recipient', BAD_CHECKSUM, ...api()],
    ]) {
      const run = await json(128, ...args, '--account', '3')
      expectOneDocument(run, {
        name: 'InvalidRecipientError',
        message: `Invalid recipient "${BAD_CHECKSUM}": it ${CHECKSUM_PROBLEM}`,
      })
    }
    expect(await nonceOf(128, 3)).toBe(nonce)
  })
})

describe('a usage error is one line, or one JSON document (issue 30, item 14)', () => {
  const cases: readonly [string, string[], string, string][] = [
    [
      'a missing required option',
      ['mining', 'pledge', 'AURA/USDT', '1', '--account', '1'],
      "required option '--days <days>' not specified",
      'fomo mining pledge --help',
    ],
    [
      'another missing required option',
      ['capital', 'deposit', 'USDT', '10', '--account', '1'],
      "required option '--option <n>' not specified",
      'fomo capital deposit --help',
    ],
    [
      'a bad option value',
      ['mining', 'pledge', 'AURA/USDT', '1', '--days', 'x', '--account', '1'],
      `option '--days <days>' argument 'x' is invalid. "x" is not a whole number.`,
      'fomo mining pledge --help',
    ],
    ['an unknown command', ['frobnicate'], "unknown command 'frobnicate'", 'fomo --help'],
    [
      'an unknown subcommand',
      ['mining', 'plege'],
      "unknown command 'plege' (Did you mean pledge?)",
      'fomo mining --help',
    ],
    ['an unknown option', ['tokens', '--frob'], "unknown option '--frob'", 'fomo tokens --help'],
    ['a missing argument', ['swap', '1', 'AURA'], "missing required argument 'to'", 'fomo swap --help'],
    [
      'a flag outside its choices (bounty claim --from)',
      ['bounty', 'claim', '--from', 'bogus', '--account', '1', API],
      "option '--from <tab>' argument 'bogus' is invalid. Allowed choices are lp, inviter, top.",
      'fomo bounty claim --help',
    ],
    [
      'flags that exclude each other (exchange dk --to-dk --to-dk2)',
      ['exchange', 'dk', '1', '--to-dk', '--to-dk2', '--account', '1'],
      "option '--to-dk2' cannot be used with option '--to-dk'",
      'fomo exchange dk --help',
    ],
  ]

  it.each(cases)('%s', async (_, args, message, help) => {
    const nonce = await nonceOf(128, 1)
    expectOneLine(await human(128, ...withServer(args)), `${message} (see \`${help}\`)`)
    const scripted = await json(128, ...withServer(args))
    expectOneDocument(scripted, { name: 'UsageError', message })
    expect(await nonceOf(128, 1)).toBe(nonce)
  })

  it('still prints the help asked for, with exit code 0', async () => {
    const run = await human(128, 'mining', 'pledge', '--help')
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(run.stdout).toContain('Usage: fomo mining pledge [options] <pair> <amount>')
  })
})

describe('a read-only command needs no key (issue 30, item 15)', () => {
  it.each([
    ['mining', 'pools'],
    ['bridge', 'quote', '1', 'AURA'],
  ])('fomo %s %s without --address or a signer asks whose figures, not for a key', async (...args) => {
    const run = await human(128, ...args, ...api())
    expectOneLine(
      run,
      'Whose figures? Pass --address <0x… or a name>, --account <n> for a devnet account, --key <private key> (or set FOMO_PRIVATE_KEY) or --keystore <file>.',
    )
  })

  it('fomo bounty draws checks the draws without any account', async () => {
    const run = await json(128, 'bounty', 'draws', ...api())
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(run.body).toEqual({ draws: [] })
  })
})
