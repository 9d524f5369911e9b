import type { Container } from 'inversify'
import type { Output } from './output'

/** What every command gets from the program: the resolved global options and the composition root. */
export interface CliContext {
  config(): { devnetDir: string; output: Output }
  container(): Container
}
