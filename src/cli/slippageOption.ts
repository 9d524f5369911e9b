import { Option } from 'commander'
import { parseSlippageInput } from '../domain/settings/parseSlippageInput'
import { DEFAULT_SLIPPAGE_BIPS } from '../domain/settings/settingsConstants'

/** `--slippage <percent>`, parsed once into basis points (`parseSlippageInput`: below 50%, two decimals at most). */
export function slippageOption(): Option {
  return new Option('--slippage <percent>', 'slippage tolerance in percent, below 50')
    .argParser(parseSlippageInput)
    .default(DEFAULT_SLIPPAGE_BIPS, `${DEFAULT_SLIPPAGE_BIPS / 100}`)
}
