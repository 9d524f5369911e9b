export interface Skip {
  where: string
  why: string | undefined
}
export function vitestSkips(report: unknown, root: string): Skip[]
export function forgeSkips(stdout: string): Skip[]
export function skippedLines(skips: Skip[]): string[]
export function closingLine(counts: { passed: number; failed: number; skipped: number }): string
