import { createRoot } from 'react-dom/client'
import { createDevWalletProvider } from '../adapters/browser/createDevWalletProvider'
import type { Eip1193Provider } from '../adapters/browser/Eip1193Provider'
import { FormatjsTranslator } from '../adapters/browser/FormatjsTranslator'
import { App } from './components/App'
import { StoresContext } from './components/StoresContext'
import { composeApp } from './compositionRoot'
import { loadAppConfig } from './config/loadAppConfig'
import { loadMessages } from './locales/loadMessages'
import './styles.css'

declare const __FOMO_DEV_WALLET__: boolean
declare const __FOMO_APP_VERSION__: string

/** Starts the app: configuration, composition, the stored locale, the wallet; renders once the locale has loaded. */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const config = await loadAppConfig()
    const injected = (window as { ethereum?: Eip1193Provider }).ethereum
    const stores = composeApp(config, {
      window,
      injected,
      devWallet: __FOMO_DEV_WALLET__ ? (chains) => createDevWalletProvider(chains, window.localStorage) : undefined,
      appVersion: __FOMO_APP_VERSION__,
    })
    if (__FOMO_DEV_WALLET__ && config.devnet) (window as { __fomo?: unknown }).__fomo = stores // devnet builds: test hooks
    await stores.init()
    root.render(
      <StoresContext.Provider value={stores}>
        <App />
      </StoresContext.Provider>,
    )
    await stores.wallet.init()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const translator = new FormatjsTranslator('en', await loadMessages('en'))
    root.render(<p className="fatal">{translator.format('app.loadFailed', { reason })}</p>)
  }
}

void start()
