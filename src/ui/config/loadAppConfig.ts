import type { AppConfig } from './AppConfig'

/** Fetches `config.json` from beside the app and checks its shape enough to fail with a clear message. */
export async function loadAppConfig(url = 'config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`Cannot load the app configuration ${url}: HTTP ${response.status}`)
  const config = (await response.json()) as AppConfig
  if (!Array.isArray(config.chains) || config.chains.length === 0 || typeof config.defaultChainId !== 'number') {
    throw new Error(`The app configuration ${url} names no chains`)
  }
  return config
}
