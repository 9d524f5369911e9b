#!/usr/bin/env node
// The `fomo` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli/main.ts')
