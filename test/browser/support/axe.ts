import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** The impacts the accessibility goal forbids (issue 30 item 9). */
const FORBIDDEN = new Set(['serious', 'critical'])

let source: Promise<string> | undefined
/** axe-core's browser build, read once from the installed package. */
function axeSource(): Promise<string> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return source
}

interface AxeNode {
  target: unknown[]
  failureSummary?: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/**
 * Runs axe-core on the page as it stands and returns one line per serious or critical violation and element: the
 * rule, its impact, the element's selector and the rule's help with what to fix. The source goes in through the
 * DevTools protocol (`evaluate`) rather than a script tag, which the app's Content Security Policy rightly refuses.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource())
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document)
    return JSON.parse(JSON.stringify(result.violations)) as unknown[]
  })
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact !== null && FORBIDDEN.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${violation.help}` +
          (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
      ),
    )
}
