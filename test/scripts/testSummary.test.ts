import { describe, expect, it } from 'vitest'
import { closingLine, forgeSkips, skippedLines, vitestSkips } from '../../scripts/testSummary.mjs'

const report = {
  testResults: [
    {
      name: '/repo/test/adapters/db/writerLock.test.ts',
      assertionResults: [
        {
          status: 'skipped',
          ancestorTitles: ['the indexer writer lock on PostgreSQL (skipped: no DATABASE_URL)'],
          title: 'lets one store write at a time',
        },
        { status: 'passed', ancestorTitles: [], title: 'counts' },
      ],
    },
    {
      name: '/repo/test/quiet.test.ts',
      assertionResults: [{ status: 'pending', ancestorTitles: ['a suite'], title: 'skipped without a word' }],
    },
  ],
}

describe('the counting of npm test', () => {
  it('ends with one plain line that counts the skipped tests', () => {
    expect(closingLine({ passed: 1040, failed: 0, skipped: 1 })).toBe('1040 passed, 0 failed, 1 skipped')
  })

  it('finds vitest’s skipped tests with the reason their titles give, and none for a quiet skip', () => {
    expect(vitestSkips(report, '/repo')).toEqual([
      {
        where:
          'test/adapters/db/writerLock.test.ts > the indexer writer lock on PostgreSQL (skipped: no DATABASE_URL) > lets one store write at a time',
        why: 'no DATABASE_URL',
      },
      { where: 'test/quiet.test.ts > a suite > skipped without a word', why: undefined },
    ])
  })

  it('finds forge’s skipped tests with their reasons', () => {
    const stdout = '[PASS] test_A() (gas: 1)\n[SKIP: needs a fork] test_B() (gas: 0)\n[SKIP] test_C() (gas: 0)\n'
    expect(forgeSkips(stdout)).toEqual([
      { where: 'forge test_B()', why: 'needs a fork' },
      { where: 'forge test_C()', why: undefined },
    ])
  })

  it('lists each skip with why, and says so when a skip gives no reason', () => {
    expect(skippedLines([])).toEqual([])
    expect(
      skippedLines([
        { where: 'x > y', why: 'no DATABASE_URL' },
        { where: 'z', why: undefined },
      ]),
    ).toEqual(['skipped:', '  x > y: no DATABASE_URL', '  z: NO REASON GIVEN: put "(skipped: why)" in its title'])
  })
})
