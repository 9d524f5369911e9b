import type { LocaleFormat } from '../format/LocaleFormat'
import { useStores } from './useStores'

/** The app's formatter of dates, times, countdowns and numbers in the current language (observe it in an observer). */
export function useFormat(): LocaleFormat {
  return useStores().locale.format
}
