import { Option } from 'commander'
import { parseDeadlineInput } from '../domain/settings/parseDeadlineInput'
import { DEFAULT_DEADLINE_SECONDS } from '../domain/settings/settingsConstants'

/** `--deadline <minutes>`, parsed once into seconds (`parseDeadlineInput`: whole minutes above 0). */
export function deadlineOption(what = 'the transaction expires'): Option {
  return new Option('--deadline <minutes>', `minutes until ${what}`)
    .argParser(parseDeadlineInput)
    .default(DEFAULT_DEADLINE_SECONDS, `${DEFAULT_DEADLINE_SECONDS / 60}`)
}
