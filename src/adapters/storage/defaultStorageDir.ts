import { homedir } from 'node:os'
import { join } from 'node:path'

/** Where the terminal keeps its stores: `$FOMO_HOME` when set, else `~/.fomo/`. */
export function defaultStorageDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FOMO_HOME && env.FOMO_HOME !== '' ? env.FOMO_HOME : join(homedir(), '.fomo')
}
