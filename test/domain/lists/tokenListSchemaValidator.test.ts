import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { tokenListValidatorSource, VALIDATOR_PATH } from '../../../scripts/generateTokenListValidator'

it('the committed precompiled token-list validator is the one the schema gives (else: npx tsx scripts/generateTokenListValidator.ts)', () => {
  const committed = readFileSync(VALIDATOR_PATH, 'utf8')
  expect(committed).toBe(tokenListValidatorSource())
  expect(committed).not.toMatch(/\brequire\(|\bimport\b|new Function|\beval\(/)
})
