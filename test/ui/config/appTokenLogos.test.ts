import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { SEED_TOKENS } from '../../../src/adapters/devnet/seedPlan'
import { APP_TOKEN_LOGOS, appTokenLogoPath } from '../../../src/ui/config/appTokenLogos'

const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'public')

it('ships a logo for every devnet token, native coin and Fomo-LP, each a file of its own', () => {
  const symbols = [...SEED_TOKENS.map((token) => token.symbol), 'HT', 'BNB', 'WHT', 'WBNB', 'FOMO', 'Fomo-LP']
  const files = new Set(readdirSync(join(PUBLIC, 'images', 'token')))
  for (const symbol of symbols) {
    const path = appTokenLogoPath(symbol)
    expect(path, symbol).toBe(`images/token/${symbol}.svg`)
    expect(files.has(`${symbol}.svg`), symbol).toBe(true)
  }
  expect(appTokenLogoPath('UNKNOWN')).toBeUndefined()
})

it('gives no two logos the same colour', () => {
  const fills = [...APP_TOKEN_LOGOS].map((symbol) => {
    const svg = readFileSync(join(PUBLIC, 'images', 'token', `${symbol}.svg`), 'utf8')
    return /<circle[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1]?.toLowerCase()
  })
  expect(fills.every((fill) => fill !== undefined)).toBe(true)
  expect(new Set(fills).size).toBe(fills.length)
})
