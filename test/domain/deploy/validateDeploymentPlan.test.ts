import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDeploymentPlan } from '../../../src/domain/deploy/validateDeploymentPlan'
import { InvalidDeploymentPlanError } from '../../../src/domain/errors/InvalidDeploymentPlanError'

const readExample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8'))
const EXAMPLE = readExample('plan.example.json')
/** The withdraw chain's plan: closeTime 0 and the release terms. */
const WITHDRAW_EXAMPLE = readExample('plan.example-withdraw.json')
const NOW = 1_800_000_000
const ZERO = `0x${'0'.repeat(40)}`
const DEAD = '0x000000000000000000000000000000000000dEaD'
const WBNB = '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' // a real checksummed address
const REMOVE = Symbol('remove')

type Node = Record<string, unknown>

/** The segments of `roles.admin`, `tokens[2].address`, `bridge.tokens.AURA.serviceBps`, `pairs[0][1]`. */
const segments = (path: string) => path.split(/[.[\]]+/).filter((segment) => segment !== '')

/** A deep copy of the example with `path` set to `value` (or removed), for each change given. */
function exampleWith(...changes: [path: string, value: unknown][]): Node {
  return planWith(EXAMPLE, ...changes)
}

/** A deep copy of `base` with `path` set to `value` (or removed), for each change given. */
function planWith(base: unknown, ...changes: [path: string, value: unknown][]): Node {
  const plan = structuredClone(base) as Node
  for (const [path, value] of changes) {
    const keys = segments(path)
    const last = keys.pop()!
    const parent = keys.reduce<Node>((node, key) => node[key] as Node, plan)
    if (value === REMOVE) delete parent[last]
    else parent[last] = value
  }
  return plan
}

/** The field and message the plan is refused with. */
function refusal(plan: unknown, now = NOW): { field: string; message: string } {
  try {
    validateDeploymentPlan(plan, now)
  } catch (error) {
    if (!(error instanceof InvalidDeploymentPlanError)) throw error
    return { field: error.field, message: error.message }
  }
  throw new Error('the plan was accepted')
}

/** Every object property of `value` by path (array items are walked through, not listed themselves). */
function propertyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => propertyPaths(item, `${path}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => {
    const here = path === '' ? key : `${path}.${key}`
    return [here, ...propertyPaths(item, here)]
  })
}

const OPTIONAL = /^(wrappedNative|mining|capitalPool|dkConverter|investment|seasons|bridge|bounty|v1Factory)$/
const OPTIONAL_NESTED = /^(bounty\.betToken|bridge\.tokens\.[^.]+)$/
const REQUIRED_PATHS = propertyPaths(EXAMPLE).filter((path) => !OPTIONAL.test(path) && !OPTIONAL_NESTED.test(path))

describe('validateDeploymentPlan', () => {
  it('accepts the example plan and returns it as read', () => {
    expect(validateDeploymentPlan(EXAMPLE, NOW)).toEqual(EXAMPLE)
  })

  it('accepts a plan with no programmes, and then no relayer', () => {
    const plan = exampleWith(
      ...['wrappedNative', 'mining', 'capitalPool', 'dkConverter', 'investment', 'seasons', 'bridge', 'bounty'].map(
        (key): [string, unknown] => [key, REMOVE],
      ),
      ['v1Factory', REMOVE],
      ['roles.relayer', REMOVE],
    )
    expect(Object.keys(validateDeploymentPlan(plan, NOW)).sort()).toEqual(
      ['chainId', 'evmTarget', 'name', 'nativeSymbol', 'pairs', 'roles', 'tokens'].sort(),
    )
  })

  it.each<[string, unknown]>([
    ['a checksummed address', WBNB],
    ['an all-lowercase address', WBNB.toLowerCase()],
    ['an all-uppercase address', `0x${WBNB.slice(2).toUpperCase()}`],
  ])('accepts %s', (_, address) => {
    expect(validateDeploymentPlan(exampleWith(['wrappedNative', address]), NOW).wrappedNative).toBe(address)
  })

  it('accepts a close time one second after now, a bounty without betToken and a shanghai chain', () => {
    const plan = exampleWith(['investment.closeTime', NOW + 1], ['bounty.betToken', REMOVE], ['evmTarget', 'shanghai'])
    expect(validateDeploymentPlan(plan, NOW).investment?.closeTime).toBe(NOW + 1)
    // W plus the native symbol is the wrapped coin, listed or not
    const wrappedPair = exampleWith(['pairs', [['WBNB', 'USDT']]], ['mining', REMOVE])
    expect(validateDeploymentPlan(wrappedPair, NOW).pairs).toEqual([['WBNB', 'USDT']])
    expect(refusal(exampleWith(['pairs', [['WHT', 'USDT']]], ['mining', REMOVE])).field).toBe('pairs[0][0]')
  })

  it.each<[string, unknown, string, string]>([
    // the four: a missing role, a zero address, a cap of 0, a close time in the past
    ['roles.admin', REMOVE, 'roles.admin', 'is missing: give an address'],
    ['roles.operator', ZERO, 'roles.operator', 'is the zero address'],
    ['mining.payoutCaps[0].dailyCap', '0', 'mining.payoutCaps[0].dailyCap', 'a cap of 0 pays nothing'],
    ['investment.closeTime', NOW - 1, 'investment.closeTime', 'a close time in the past'],
    ['investment.closeTime', 1, 'investment.closeTime', 'or 0 where the chain only pays the release'],
    ['investment.closeTime', NOW, 'investment.closeTime', 'a close time in the past'],
    // a close time in milliseconds (the year 58,000) reads as such
    [
      'investment.closeTime',
      (NOW + 86_400) * 1000,
      'investment.closeTime',
      'that reads as milliseconds; give unix seconds',
    ],
    // unknown keys: a typo is refused, at the top and inside
    ['minning', {}, 'minning', 'is not a plan field: remove it or fix its spelling'],
    ['roles.relayr', WBNB, 'roles.relayr', 'is not a plan field'],
    ['bounty.betTokn', WBNB, 'bounty.betTokn', 'is not a plan field'],
    ['tokens[1].decimal', 18, 'tokens[1].decimal', 'is not a plan field'],
    // the chain
    ['chainId', 0, 'chainId', 'give a whole number from 1'],
    ['chainId', 56.5, 'chainId', 'whole number'],
    ['chainId', '56', 'chainId', 'whole number'],
    ['chainId', 2 ** 53, 'chainId', 'whole number'],
    ['evmTarget', 'paris', 'evmTarget', 'give "cancun", or "shanghai" or "london"'],
    ['evmTarget', REMOVE, 'evmTarget', 'is missing'],
    ['name', '', 'name', "give the chain's display name"],
    ['nativeSymbol', '  ', 'nativeSymbol', "the native coin's symbol"],
    // addresses
    ['tokens[2].address', '0x1234', 'tokens[2].address', 'give an address, 0x and 40 hex digits'],
    ['tokens[2].address', `0x${'g'.repeat(40)}`, 'tokens[2].address', '0x and 40 hex digits'],
    ['tokens[2].address', WBNB.slice(2), 'tokens[2].address', '0x and 40 hex digits'],
    ['wrappedNative', WBNB.replace('bb4C', 'bb4c'), 'wrappedNative', 'fails the EIP-55 checksum'],
    ['wrappedNative', ZERO, 'wrappedNative', 'zero address'],
    ['roles.signer', 42, 'roles.signer', '0x and 40 hex digits'],
    ['dkConverter.feeRecipient', ZERO, 'dkConverter.feeRecipient', 'zero address'],
    ['investment.lockAddress', 'nobody', 'investment.lockAddress', '0x and 40 hex digits'],
    ['bridge.destroyAddress', ZERO, 'bridge.destroyAddress', `to burn, ${DEAD}`],
    ['bridge.tokens.HJW.remote', ZERO, 'bridge.tokens.HJW.remote', 'zero address'],
    ['v1Factory', 'uniswap', 'v1Factory', '0x and 40 hex digits'],
    // roles
    ['roles.relayer', REMOVE, 'roles.relayer', "is missing: give the bridge's payout operator"],
    ['roles.relayer', '0x5160000000000000000000000000000000000001', 'roles.relayer', 'its own key'],
    ['roles', REMOVE, 'roles', 'is missing: give an object'],
    // tokens
    ['tokens[3].symbol', 'USDT', 'tokens[3].symbol', 'as tokens[0].symbol is: give each token its own'],
    ['tokens[3].symbol', 'usdt', 'tokens[3].symbol', 'give each token its own'],
    ['tokens[3].address', '0x70C0000000000000000000000000000000000001', 'tokens[3].address', "tokens[0]'s address"],
    ['tokens[0].decimals', 37, 'tokens[0].decimals', 'from 0 to 36'],
    ['tokens[0].decimals', 6.5, 'tokens[0].decimals', 'from 0 to 36'],
    ['tokens[0].name', '', 'tokens[0].name', 'non-empty string'],
    ['tokens', {}, 'tokens', 'give a list of tokens'],
    // every symbol referenced must be in tokens, naming the referencing field
    ['pairs[0][1]', 'BUSD', 'pairs[0][1]', 'names "BUSD", which is not in tokens'],
    ['mining.rewardToken', 'CAKE', 'mining.rewardToken', 'not in tokens'],
    ['mining.pools[0].pair[0]', 'CAKE', 'mining.pools[0].pair[0]', 'not in tokens'],
    ['mining.payoutCaps[1].token', 'CAKE', 'mining.payoutCaps[1].token', 'not in tokens'],
    ['capitalPool.tokens[1]', 'CAKE', 'capitalPool.tokens[1]', 'not in tokens'],
    ['dkConverter.dk2', 'DK3', 'dkConverter.dk2', 'not in tokens'],
    ['investment.token', 'HJW2', 'investment.token', 'not in tokens'],
    ['investment.dailyCaps[0].token', 'HJW2', 'investment.dailyCaps[0].token', 'not in tokens'],
    [
      'bridge.tokens.CAKE',
      { remote: WBNB, serviceBps: 1, dailyCap: '1', minAmount: '1' },
      'bridge.tokens.CAKE',
      'is not in tokens',
    ],
    // pairs
    ['pairs[1]', ['USDT', 'USDT'], 'pairs[1]', 'pairs USDT with itself'],
    ['pairs[1]', ['USDT', 'AURA'], 'pairs[1]', 'the same pair as pairs[0]'],
    ['pairs[1]', ['USDT', 'AURA', 'HJW'], 'pairs[1]', 'has 3 entries'],
    ['mining.pools[1].pair', ['PNC', 'AURA'], 'mining.pools[1].pair', 'is PNC/AURA, which is not in pairs'],
    ['mining.pools[1].pair', ['USDT', 'AURA'], 'mining.pools[1].pair', 'open one pool per pair'],
    // wei amounts: digits only, no leading zero, caps and emissions above 0
    ['mining.pools[0].rewardPerSecond', '0', 'mining.pools[0].rewardPerSecond', 'a pool emitting 0 pays nobody'],
    ['mining.pools[0].rewardPerSecond', '010', 'mining.pools[0].rewardPerSecond', 'decimal string of digits'],
    ['mining.pools[0].rewardPerSecond', '1e16', 'mining.pools[0].rewardPerSecond', 'decimal string of digits'],
    ['mining.pools[0].rewardPerSecond', '-1', 'mining.pools[0].rewardPerSecond', 'decimal string of digits'],
    ['mining.pools[0].rewardPerSecond', '0.5', 'mining.pools[0].rewardPerSecond', 'decimal string of digits'],
    [
      'mining.pools[0].rewardPerSecond',
      1000,
      'mining.pools[0].rewardPerSecond',
      'write it as a string of digits ("1000")',
    ],
    [
      'mining.payoutCaps[0].dailyCap',
      (1n << 112n).toString(),
      'mining.payoutCaps[0].dailyCap',
      'more than the contract can hold',
    ],
    ['investment.dailyCaps[0].dailyCap', '0', 'investment.dailyCaps[0].dailyCap', 'a cap of 0 pays nothing'],
    ['bridge.tokens.AURA.dailyCap', '0', 'bridge.tokens.AURA.dailyCap', 'a cap of 0 pays nothing'],
    ['bridge.tokens.AURA.minAmount', '0', 'bridge.tokens.AURA.minAmount', 'the smallest amount worth a payout'],
    ['bridge.tokens.AURA.minAmount', undefined, 'bridge.tokens.AURA.minAmount', ''],
    ['bridge.tokens.AURA.minAmount', '.5', 'bridge.tokens.AURA.minAmount', 'decimal string of digits'],
    [
      'bridge.tokens.AURA.minAmount',
      '500000000000000000000001',
      'bridge.tokens.AURA.minAmount',
      'above bridge.tokens.AURA.dailyCap',
    ],
    [
      'bridge.tokens.AURA.dailyCap',
      (1n << 96n).toString(),
      'bridge.tokens.AURA.dailyCap',
      'more than the contract can hold',
    ],
    ['investment.max', '0', 'investment.max', 'a maximum of 0 takes nothing'],
    ['dkConverter.baseNumber', '0', 'dkConverter.baseNumber', 'cannot be 0'],
    ['dkConverter.minDk', '', 'dkConverter.minDk', 'decimal string of digits'],
    ['bounty.nodeDirectBet', '100.5', 'bounty.nodeDirectBet', 'decimal string of digits'],
    ['bounty.inviteTasks[2].reward.amount', 1, 'bounty.inviteTasks[2].reward.amount', 'write it as a string'],
    // mining's other rules
    ['mining.pools', [], 'mining.pools', 'open at least one pool, or leave mining out'],
    ['mining.payoutCaps[1].token', 'AURA', 'mining.payoutCaps[1].token', 'repeats AURA of mining.payoutCaps[0].token'],
    ['mining.payoutCaps', [{ token: 'USDT', dailyCap: '1' }], 'mining.payoutCaps', 'no cap for AURA, the reward token'],
    // lock options
    ['mining.lockOptions[1].days', 3651, 'mining.lockOptions[1].days', 'from 0 to 3650'],
    ['mining.lockOptions[1].days', -7, 'mining.lockOptions[1].days', 'from 0 to 3650'],
    ['mining.lockOptions[2].days', 7, 'mining.lockOptions[2].days', 'repeats 7 of mining.lockOptions[1].days'],
    ['mining.lockOptions[0].weight', 0, 'mining.lockOptions[0].weight', 'from 1 to'],
    ['mining.lockOptions[0].energyRatio', -1, 'mining.lockOptions[0].energyRatio', 'from 0 to'],
    ['mining.lockOptions', [], 'mining.lockOptions', 'offer at least one lock option'],
    // capital pool
    ['capitalPool.options[2].option', 256, 'capitalPool.options[2].option', 'from 0 to 255'],
    ['capitalPool.options[2].option', 1, 'capitalPool.options[2].option', 'repeats 1 of capitalPool.options[1].option'],
    ['capitalPool.options[1].termDays', -30, 'capitalPool.options[1].termDays', 'from 0 to 3650'],
    ['capitalPool.tokens[1]', 'USDT', 'capitalPool.tokens[1]', 'list each token once'],
    // DK converter
    ['dkConverter.dk2', 'DK', 'dkConverter.dk2', 'the same token as dk'],
    ['dkConverter.feeBps', 1001, 'dkConverter.feeBps', 'from 0 to 1000'],
    // investment
    ['investment.closeTime', '4102444800', 'investment.closeTime', 'whole number'],
    [
      'investment.dailyCaps[1]',
      { token: 'HJW', dailyCap: '1' },
      'investment.dailyCaps[1].token',
      'give each token one cap',
    ],
    // seasons
    ['seasons.directBps', 10_001, 'seasons.directBps', 'from 0 to 10000'],
    ['seasons.diffusedBps', 8_001, 'seasons.diffusedBps', 'makes 10001 bps'],
    ['seasons.extendRewardBps', 1.5, 'seasons.extendRewardBps', 'basis points'],
    ['seasons.titleImageBaseUri', 'https://fomoswap.example/titles', 'seasons.titleImageBaseUri', 'end it with /'],
    // bridge
    ['bridge.peerChainId', 56, 'bridge.peerChainId', 'this chain itself'],
    ['bridge.peerChainId', 0, 'bridge.peerChainId', 'from 1 to'],
    ['bridge.peerChainId', 2 ** 32, 'bridge.peerChainId', 'from 1 to 4294967295'],
    ['bridge.destroyBps', 5001, 'bridge.destroyBps', 'from 0 to 5000'],
    ['bridge.tokens.AURA.serviceBps', 1001, 'bridge.tokens.AURA.serviceBps', 'from 0 to 1000'],
    ['bridge.tokens.AURA.serviceBps', '30', 'bridge.tokens.AURA.serviceBps', 'basis points'],
    [
      'bridge.tokens.HJW.remote',
      '0x7e30000000000000000000000000000000000002',
      'bridge.tokens.HJW.remote',
      'its own twin',
    ],
    ['bridge.tokens', {}, 'bridge.tokens', 'leave bridge out'],
    ['bridge.tokens', [], 'bridge.tokens', 'give an object'],
    // bounty
    ['bounty.nodeTeam', -1, 'bounty.nodeTeam', 'from 0 to'],
    ['bounty.nodeDirectPeople', 2.5, 'bounty.nodeDirectPeople', 'whole number'],
    ['bounty.betToken', 'USDT', 'bounty.betToken', '0x and 40 hex digits'],
    ['bounty.dailyPool.token', ZERO, 'bounty.dailyPool.token', 'zero address'],
    ['bounty.weights.5', REMOVE, 'bounty.weights.5', 'is missing'],
    ['bounty.weights.2', 1_000_001, 'bounty.weights.2', 'from 0 to 1000000'],
    ['bounty.weights.3', 10_000, 'bounty.weights.3', 'is not a plan field'],
    ['bounty.lpExtRewardBps', 10_001, 'bounty.lpExtRewardBps', 'from 0 to 10000'],
    ['bounty.inviteTasks[2].id', 1, 'bounty.inviteTasks[2].id', 'repeats 1 of bounty.inviteTasks[0].id'],
    ['bounty.inviteTasks[0].id', -1, 'bounty.inviteTasks[0].id', 'whole number'],
    ['bounty.inviteTasks[0].invites', 0, 'bounty.inviteTasks[0].invites', 'from 1 to'],
  ])('refuses %s = %j, naming %s', (path, value, field, fragment) => {
    const { field: named, message } = refusal(exampleWith([path, value]))
    expect(named).toBe(field)
    expect(message).toContain(fragment)
    expect(message).toMatch(new RegExp(`^Deployment plan: ${field.replace(/[.[\]]/g, '\\$&')} `))
  })

  it.each<[string, unknown]>([
    ['an array', []],
    ['null', null],
    ['a string', 'plan.json'],
  ])('refuses %s as the plan', (_, input) => {
    expect(refusal(input)).toEqual({ field: '(plan)', message: expect.stringContaining('must be a JSON object') })
  })

  it('refuses the deletion of any required field, naming it', () => {
    expect(REQUIRED_PATHS).toContain('roles.admin')
    expect(REQUIRED_PATHS).toContain('bridge.tokens.AURA.dailyCap')
    expect(REQUIRED_PATHS).not.toContain('bridge.tokens.AURA')
    fc.assert(
      fc.property(fc.constantFrom(...REQUIRED_PATHS), (path) => {
        const { field, message } = refusal(exampleWith([path, REMOVE]))
        expect(field).toBe(path)
        expect(message).toContain('is missing')
      }),
      { numRuns: REQUIRED_PATHS.length * 3 },
    )
  })

  it('accepts the deletion of any optional field', () => {
    const optional = propertyPaths(EXAMPLE).filter((path) => OPTIONAL.test(path) || OPTIONAL_NESTED.test(path))
    fc.assert(
      fc.property(fc.constantFrom(...optional), (path) => {
        expect(() => validateDeploymentPlan(exampleWith([path, REMOVE]), NOW)).not.toThrow()
      }),
    )
  })

  it('refuses any unknown top-level key, naming it', () => {
    const known = new Set(Object.keys(EXAMPLE as Node))
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((key) => !known.has(key) && key !== '__proto__'),
        fc.jsonValue(),
        (key, value) => {
          const plan = { ...(EXAMPLE as Node), [key]: value }
          expect(refusal(plan).field).toBe(key)
        },
      ),
    )
  })

  it('takes any whole amount of wei written in digits, and refuses it with a leading zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }), (amount) => {
        const path = 'mining.pools[0].rewardPerSecond'
        const read = validateDeploymentPlan(exampleWith([path, amount.toString()]), NOW)
        expect(read.mining?.pools[0]?.rewardPerSecond).toBe(amount.toString())
        expect(refusal(exampleWith([path, `0${amount}`])).field).toBe(path)
      }),
      { numRuns: 50 },
    )
  })
})

describe('validateDeploymentPlan on the withdraw chain (investment.release)', () => {
  const withdrawWith = (...changes: [path: string, value: unknown][]) => planWith(WITHDRAW_EXAMPLE, ...changes)
  const releaseOf = (plan: unknown) => validateDeploymentPlan(plan, NOW).investment?.release

  it('accepts the withdraw example (closeTime 0, the release terms) and returns it as read', () => {
    expect(validateDeploymentPlan(WITHDRAW_EXAMPLE, NOW)).toEqual(WITHDRAW_EXAMPLE)
    expect(releaseOf(WITHDRAW_EXAMPLE)).toEqual({
      investmentChainId: 128,
      ratio: '1.5',
      start: 1_767_225_600,
      cliffSeconds: 2_592_000,
      durationSeconds: 31_536_000,
    })
  })

  it.each<[string, unknown]>([
    ['1', '1'],
    ['2', '2'],
    ['0.25', '0.25'],
    ['18 decimal places', '0.000000000000000001'],
  ])('accepts a ratio of %s', (_, ratio) => {
    expect(releaseOf(withdrawWith(['investment.release.ratio', ratio]))?.ratio).toBe(ratio)
  })

  it('accepts a cliff of 0 and a cliff as long as the duration, a start in the past and a one-second release', () => {
    expect(releaseOf(withdrawWith(['investment.release.cliffSeconds', 0]))?.cliffSeconds).toBe(0)
    const whole = withdrawWith(['investment.release.cliffSeconds', 31_536_000])
    expect(releaseOf(whole)?.cliffSeconds).toBe(31_536_000)
    expect(releaseOf(withdrawWith(['investment.release.start', 0]))?.start).toBe(0)
    const instant = withdrawWith(['investment.release.durationSeconds', 1], ['investment.release.cliffSeconds', 1])
    expect(releaseOf(instant)?.durationSeconds).toBe(1)
  })

  it.each<[string, unknown, string, string]>([
    // closeTime 0 and release go together
    ['investment.release', REMOVE, 'investment.release', 'is missing: closeTime 0 makes this the withdraw chain'],
    ['investment.closeTime', NOW + 1, 'investment.release', 'the withdraw chain takes no investments'],
    ['investment.release', 'soon', 'investment.release', 'give an object'],
    ['investment.release.rate', '1', 'investment.release.rate', 'is not a plan field'],
    ['investment.release.start', NOW * 1000, 'investment.release.start', 'that reads as milliseconds'],
    // the released token needs a daily cap
    ['investment.dailyCaps', [], 'investment.dailyCaps', 'has no cap for HJW, the released token'],
    ['investment.dailyCaps', [{ token: 'USDT', dailyCap: '1' }], 'investment.dailyCaps', 'the release pays nothing'],
    // the investment chain
    ['investment.release.investmentChainId', 56, 'investment.release.investmentChainId', 'this chain itself'],
    ['investment.release.investmentChainId', 0, 'investment.release.investmentChainId', 'from 1 to'],
    ['investment.release.investmentChainId', '128', 'investment.release.investmentChainId', 'whole number'],
    // the ratio: a decimal string above 0
    ['investment.release.ratio', '0', 'investment.release.ratio', 'a plain decimal above 0'],
    ['investment.release.ratio', '0.0', 'investment.release.ratio', 'a plain decimal above 0'],
    ['investment.release.ratio', '-1', 'investment.release.ratio', 'such as "1" or "1.5"'],
    ['investment.release.ratio', '1.', 'investment.release.ratio', 'a plain decimal'],
    ['investment.release.ratio', '.5', 'investment.release.ratio', 'a plain decimal'],
    ['investment.release.ratio', '1e3', 'investment.release.ratio', 'a plain decimal'],
    ['investment.release.ratio', '3/2', 'investment.release.ratio', 'a plain decimal'],
    ['investment.release.ratio', '0.0000000000000000001', 'investment.release.ratio', 'at most 18 decimal places'],
    ['investment.release.ratio', 1.5, 'investment.release.ratio', 'is the number 1.5: give a plain decimal'],
    ['investment.release.ratio', '', 'investment.release.ratio', 'as a string'],
    // the schedule
    ['investment.release.start', -1, 'investment.release.start', 'unix seconds'],
    ['investment.release.start', '1767225600', 'investment.release.start', 'whole number'],
    ['investment.release.durationSeconds', 0, 'investment.release.durationSeconds', 'from 1 to'],
    ['investment.release.durationSeconds', 1.5, 'investment.release.durationSeconds', 'whole number'],
    ['investment.release.cliffSeconds', -1, 'investment.release.cliffSeconds', 'from 0 to 31536000'],
    ['investment.release.cliffSeconds', 31_536_001, 'investment.release.cliffSeconds', 'at most durationSeconds'],
  ])('refuses %s = %j, naming %s', (path, value, field, fragment) => {
    const { field: named, message } = refusal(withdrawWith([path, value]))
    expect(named).toBe(field)
    expect(message).toContain(fragment)
    expect(message).toMatch(new RegExp(`^Deployment plan: ${field.replace(/[.[\]]/g, '\\$&')} `))
  })

  it('refuses closeTime 0 on the investing example, which gives no release', () => {
    expect(refusal(exampleWith(['investment.closeTime', 0]))).toEqual({
      field: 'investment.release',
      message: expect.stringContaining(
        'give its terms (investmentChainId, ratio, start, cliffSeconds, durationSeconds)',
      ),
    })
  })

  it('refuses the deletion of any field of the release, naming it', () => {
    const paths = propertyPaths(WITHDRAW_EXAMPLE).filter((path) => path.startsWith('investment.release.'))
    expect(paths).toHaveLength(5)
    for (const path of paths) {
      const { field, message } = refusal(withdrawWith([path, REMOVE]))
      expect(field).toBe(path)
      expect(message).toContain('is missing')
    }
  })
})
