import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Whether the focused element shows a focus ring: an outline of at least 2 px on it or on the framed panel around it
 * (a borderless amount field shows the ring on its panel). Returns what it found, to be read in a failure.
 */
export async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused'
    for (let element: HTMLElement | null = focused, depth = 0; element && depth < 4; element = element.parentElement) {
      const style = getComputedStyle(element)
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) return 'ring'
      depth += 1
    }
    return `no ring on ${focused.outerHTML.slice(0, 120)}`
  })
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element matches `selector`, as a keyboard user moves
 * through the page; every control passed on the way must show its focus ring. Fails after `max` presses.
 */
export async function tabTo(page: Page, selector: string, options: { backwards?: boolean; max?: number } = {}) {
  const { backwards = false, max = 60 } = options
  for (let presses = 0; presses <= max; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    expect(await focusRing(page)).toBe('ring')
  }
  throw new Error(`${selector} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`)
}

/** Whether the focused element lies inside the element `selector` picks. */
export function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((within) => document.querySelector(within)?.contains(document.activeElement) ?? false, selector)
}

/** The focused element's test id (or its tag name without one). */
export function focusedTestId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement
    return focused?.getAttribute('data-testid') ?? focused?.tagName.toLowerCase() ?? ''
  })
}
