import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { SlowFirstSequencer } from './slowFirstSequencer'

const ROOT = '/repo'

/** A sequencer over a results cache holding `cached` (key `project:path`) and file sizes `sizes`. */
function sequencer(cached: Record<string, { duration: number; failed: boolean }>, sizes: Record<string, number>) {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => cached[key],
      getFileStats: (key: string) => ({ size: sizes[key.split(':')[1]!] ?? 0 }),
    },
  }
  return new SlowFirstSequencer(ctx as unknown as Vitest)
}
const spec = (path: string) => ({ moduleId: join(ROOT, path), project: { name: 'p' } }) as unknown as TestSpecification
const paths = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.slice(ROOT.length + 1))

describe('SlowFirstSequencer', () => {
  it('starts the files known to be slow first on a clean clone, the rest in vitest’s order (largest first)', async () => {
    const files = [
      'test/domain/a.test.ts',
      'test/server/programmes/seasonSettlementKill.test.ts',
      'test/domain/b.test.ts',
    ]
    const sorted = await sequencer({}, { 'test/domain/a.test.ts': 10, 'test/domain/b.test.ts': 20 }).sort(
      files.map(spec),
    )
    expect(paths(sorted)).toEqual([
      'test/server/programmes/seasonSettlementKill.test.ts',
      'test/domain/b.test.ts',
      'test/domain/a.test.ts',
    ])
  })

  it('takes a file’s seconds from the results cache where it has them, and a failed file first', async () => {
    const kill = 'test/server/programmes/seasonSettlementKill.test.ts'
    const cached = {
      [`p:${kill}`]: { duration: 1_000, failed: false },
      'p:test/domain/slow.test.ts': { duration: 300_000, failed: false },
      'p:test/domain/failed.test.ts': { duration: 5, failed: true },
    }
    const files = [kill, 'test/domain/slow.test.ts', 'test/domain/failed.test.ts']
    expect(paths(await sequencer(cached, {}).sort(files.map(spec)))).toEqual([
      'test/domain/failed.test.ts',
      'test/domain/slow.test.ts',
      kill,
    ])
  })
})
