import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { BlockStatus } from './BlockStatus'
import { BottomBar } from './BottomBar'
import { ChainDegradedBanner } from './ChainDegradedBanner'
import { ConnectionErrorBanner } from './ConnectionErrorBanner'
import { Dialogs } from './Dialogs'
import { Header } from './Header'
import { MenuPanel } from './MenuPanel'
import { NoticeToast } from './NoticeToast'
import { PopupStack } from './PopupStack'
import { ScreenView } from './ScreenView'
import { TopTabs } from './TopTabs'
import { UnsupportedNetworkBanner } from './UnsupportedNetworkBanner'
import { useStores } from './useStores'

/** The shell: header, tab bars, the routed screen, the shared dialogs; follows redirects, theme and blocks. */
export const App = observer(function App() {
  const { router, theme, wallet, blocks, ui, transactions, invites, chainHealth } = useStores()
  useEffect(
    () =>
      reaction(
        () => router.resolution,
        (resolution) => {
          if (resolution.kind !== 'redirect') return
          if (resolution.problem) console.warn(`${resolution.problem} in ${router.path}`)
          router.replace(resolution.to)
        },
        { fireImmediately: true },
      ),
    [router],
  )
  // `?theme=` works in the page's query (`/?theme=dark#/swap`) as well as the hash's; the hash's, applied after, wins
  useEffect(() => void theme.applyQuery(window.location.search), [theme])
  useEffect(
    () =>
      reaction(
        () => router.search,
        (search) => void theme.applyQuery(search),
        { fireImmediately: true },
      ),
    [router, theme],
  )
  useEffect(
    () =>
      // a dialog closes when the screen changes, not when a screen rewrites its own query (the swap page drops
      // `?inputCurrency=…` once read): a wallet menu opened meanwhile stays open
      reaction(
        () => router.path,
        () => ui.close(),
      ),
    [router, ui],
  )
  useEffect(
    () =>
      reaction(
        () => theme.theme,
        (next) => (document.documentElement.dataset.theme = next),
        { fireImmediately: true },
      ),
    [theme],
  )
  useEffect(
    () =>
      reaction(
        // a network without FomoSwap has no node here to follow
        () =>
          wallet.status === 'connecting' || wallet.status === 'error' || wallet.unsupportedNetwork
            ? undefined
            : wallet.chainId,
        (chainId) => chainId !== undefined && blocks.watch(chainId),
        { fireImmediately: true },
      ),
    [wallet, blocks],
  )
  useEffect(
    () =>
      reaction(
        () => [wallet.chainId, blocks.blockNumber(wallet.chainId)] as const,
        ([chainId, blockNumber]) => blockNumber !== undefined && void transactions.onBlock(chainId, blockNumber),
      ),
    [wallet, blocks, transactions],
  )
  useEffect(() => invites.watch(), [invites])
  useEffect(() => chainHealth.watch(), [chainHealth])
  return (
    <div className="app" data-wallet-status={wallet.status}>
      <Header />
      <MenuPanel />
      <TopTabs />
      <main className="main">
        <ConnectionErrorBanner />
        <UnsupportedNetworkBanner />
        <ChainDegradedBanner />
        <ScreenView />
        <BlockStatus />
      </main>
      <BottomBar />
      <Dialogs />
      <NoticeToast />
      <PopupStack />
    </div>
  )
})
