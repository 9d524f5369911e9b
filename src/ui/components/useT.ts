import type { MessageId } from '../locales/en'
import { useStores } from './useStores'

/** The current locale's message formatter, for an `observer` component. */
export function useT(): (id: MessageId, values?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useStores()
  return (id, values) => locale.t(id, values)
}
