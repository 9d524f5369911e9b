import type { MessageId } from '../locales/en'
import { useT } from './useT'

/** A link at a screen's foot: the route it opens, its test id and its text's message id. */
export interface ScreenLink {
  readonly href: string
  readonly testId: string
  readonly label: MessageId
}

/**
 * The links at the foot of a programme screen (to its records, the other exchanges, the details pages): plain hash
 * links in one row. A `false` entry is a link the screen leaves out in its present state.
 */
export function ScreenLinks({ links }: { readonly links: readonly (ScreenLink | false)[] }) {
  const t = useT()
  return (
    <nav className="exchange-links">
      {links.map(
        (link) =>
          link && (
            <a key={link.href} href={link.href} data-testid={link.testId}>
              {t(link.label)}
            </a>
          ),
      )}
    </nav>
  )
}
