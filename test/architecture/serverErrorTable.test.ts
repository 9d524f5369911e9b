import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ChainNotServedError } from '../../src/domain/errors/ChainNotServedError'
import { FomoError } from '../../src/domain/errors/FomoError'
import { NoTitleToClaimError } from '../../src/domain/errors/NoTitleToClaimError'
import { InviteRejectedError } from '../../src/domain/invite/InviteRejectedError'
import { ApiFailure } from '../../src/server/http/ApiFailure'
import { answerOf, DOMAIN_ERROR_ANSWERS } from '../../src/server/http/domainErrorAnswers'

const root = join(import.meta.dirname, '..', '..')

/** Where the server's code goes: itself, the domain and the database adapters (followed through relative imports). */
const FOLLOWED = /\/src\/(server|domain|adapters\/db)\//

/** Named errors the server's code can build that no request meets, each with the reason; the rest need a row. */
const NOT_REQUEST_ERRORS: Record<string, string> = {
  ConfigError: 'the configuration, refused at start',
  UnknownTimeZoneError: 'the leaderboard time zone, checked at start',
  WriterLockLostError: 'the indexer writer (a worker)',
  SettlementInvariantError: 'the season settler (a worker)',
  PrizeCreditsExceedDrawError: "the bounty crediter's cap on a draw's credits (a worker)",
  InvalidBountyTermsError: "a broken deployment record's bounty terms (the FomoError default answers it)",
  InvalidBridgeCodeError: 'a broken invariant: the code is the reservation store’s own',
  InvalidHexError: "a broken invariant: the signer's own signature",
  InvalidHexBytesError: 'a broken invariant: hashing bytes the server built',
  Eip712StructError: "a broken invariant: a voucher's struct is the code's own, filled from its own voucher",
}

/** The error classes (declared `class X extends FomoError`, or of a subclass) under src, by name. */
function fomoErrorClasses(): Set<string> {
  const parents = new Map<string, string>()
  for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue
    for (const match of readFileSync(join(root, 'src', file), 'utf8').matchAll(/class (\w+) extends (\w+)/g)) {
      parents.set(match[1]!, match[2]!)
    }
  }
  const isFomo = (name: string, depth = 0): boolean =>
    name === 'FomoError' || (depth < 5 && parents.has(name) && isFomo(parents.get(name)!, depth + 1))
  return new Set([...parents.keys()].filter((name) => name !== 'FomoError' && isFomo(name)))
}

/** Each named error built (`new XError(`) in the server's code and what it reaches, with the first file building it. */
function errorsTheServerBuilds(): Map<string, string> {
  const named = fomoErrorClasses()
  const queue = readdirSync(join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(root, 'src/server', file))
  const seen = new Set<string>()
  const built = new Map<string, string>()
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, path] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
      const target = `${resolve(dirname(file), path!)}.ts`
      if (FOLLOWED.test(target) && existsSync(target)) queue.push(target)
    }
    for (const [, name] of text.matchAll(/new\s+(\w+)\(/g)) {
      if (named.has(name!) && !built.has(name!)) built.set(name!, relative(root, file))
    }
  }
  return built
}

describe("the server's one table of named errors (issue 28, item 2)", () => {
  it('finds the named errors the server builds, down through the domain', () => {
    const built = errorsTheServerBuilds()
    expect(built.get('NoTitleToClaimError')).toBe('src/domain/season/SeasonTitleService.ts')
    expect(built.get('NothingReleasedError')).toBe('src/domain/release/releasePosition.ts')
    expect(built.get('UnknownBridgeCodeError')).toBe('src/adapters/db/PgBridgeReservations.ts')
    expect(built.has('ConfigError')).toBe(true)
  })

  it('has a row for every named error a request can meet', () => {
    const rows = new Set([...DOMAIN_ERROR_ANSWERS.keys()].map((type) => type.name))
    const missing = [...errorsTheServerBuilds()]
      .filter(([name]) => !rows.has(name) && !(name in NOT_REQUEST_ERRORS))
      .map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })

  it('answers a row with its status and the error’s own message', () => {
    expect(answerOf(new NoTitleToClaimError('0xab', 2))).toEqual({
      status: 400,
      message: 'No explorer title to claim: none earned in a settled season, or all minted',
    })
    expect(answerOf(new ChainNotServedError(7))).toEqual({ status: 400, message: 'Chain 7 is not served here' })
    expect(answerOf(new InviteRejectedError('cycle', 'A cycle'))).toEqual({ status: 409, message: 'A cycle' })
    expect(answerOf(new ApiFailure(429, 'Too many'))).toEqual({ status: 429, message: 'Too many' })
  })

  it('answers by the exact class: an error the table does not name is left to the default', () => {
    class UnlistedError extends ChainNotServedError {}
    expect(answerOf(new UnlistedError(7))).toBeUndefined()
    expect(answerOf(new FomoError('bare'))).toBeUndefined()
    expect(answerOf('text')).toBeUndefined()
  })
})
