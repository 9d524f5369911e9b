import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useStores } from './useStores'

// each dialog is its own chunk, loaded when it first opens: the swap page's JavaScript carries none of them (issue 31)
const WalletModal = lazy(() => import('./WalletModal').then(({ WalletModal }) => ({ default: WalletModal })))
const AccountModal = lazy(() => import('./AccountModal').then(({ AccountModal }) => ({ default: AccountModal })))
const LanguageModal = lazy(() => import('./LanguageModal').then(({ LanguageModal }) => ({ default: LanguageModal })))
const SettingsModal = lazy(() => import('./SettingsModal').then(({ SettingsModal }) => ({ default: SettingsModal })))
const ManageListsModal = lazy(() =>
  import('./lists/ManageListsModal').then(({ ManageListsModal }) => ({ default: ManageListsModal })),
)
const TokenSelectModal = lazy(() =>
  import('./tokens/TokenSelectModal').then(({ TokenSelectModal }) => ({ default: TokenSelectModal })),
)

/** The app-wide dialogs (wallet, account, language, settings, lists, token selection), each mounted while open. */
export const Dialogs = observer(function Dialogs() {
  const { ui, tokenSelect } = useStores()
  return (
    <Suspense fallback={null}>
      {ui.dialog === 'wallet' && <WalletModal />}
      {ui.dialog === 'account' && <AccountModal />}
      {ui.dialog === 'language' && <LanguageModal />}
      {ui.dialog === 'settings' && <SettingsModal />}
      {ui.dialog === 'lists' && <ManageListsModal />}
      {tokenSelect.isOpen && <TokenSelectModal />}
    </Suspense>
  )
})
