// The counting of `npm test` (scripts/test.mjs): what was skipped and why, and the closing line.

const REASON = /\(skipped: ([^)]*)\)/

/**
 * The skipped and todo tests of a vitest JSON report as `{ where, why }`: `why` is the `(skipped: …)` that its title or
 * a describe around it carries, else undefined (skipped quietly).
 */
export function vitestSkips(report, root) {
  const skips = []
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (!['pending', 'skipped', 'todo'].includes(test.status)) continue
      const titles = [...(test.ancestorTitles ?? []), test.title]
      const why = titles.map((title) => REASON.exec(title)?.[1]).find(Boolean)
      skips.push({ where: `${file.name.replace(`${root}/`, '')} > ${titles.join(' > ')}`, why })
    }
  }
  return skips
}

/** The tests forge reports as `[SKIP: reason] test_Name()` (vm.skip); a bare `[SKIP]` has no reason. */
export function forgeSkips(stdout) {
  return [...stdout.matchAll(/^\[SKIP(?::\s*([^\]]*))?\]\s+(\S+)/gm)].map((match) => ({
    where: `forge ${match[2]}`,
    why: match[1] || undefined,
  }))
}

/** The lines listing what was skipped and why (none when nothing was). */
export function skippedLines(skips) {
  if (skips.length === 0) return []
  return [
    'skipped:',
    ...skips.map((skip) => `  ${skip.where}: ${skip.why ?? 'NO REASON GIVEN: put "(skipped: why)" in its title'}`),
  ]
}

/** The one plain closing line of `npm test`. */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`
}
