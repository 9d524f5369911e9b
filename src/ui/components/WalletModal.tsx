import { observer } from 'mobx-react-lite'
import type { WalletConnector, WalletKind } from '../../ports/WalletConnector'
import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { Modal } from './Modal'
import { useStores } from './useStores'
import { useT } from './useT'

const OPTIONS: Readonly<Record<WalletKind, { title: MessageId; hint: MessageId }>> = {
  injected: { title: 'wallet.injected', hint: 'wallet.injectedHint' },
  announced: { title: 'wallet.injected', hint: 'wallet.announcedHint' },
  dev: { title: 'wallet.dev', hint: 'wallet.devHint' },
  walletConnect: { title: 'wallet.walletConnect', hint: 'wallet.walletConnectHint' },
}

/** One entry of the list: an announced wallet by its own name and icon, the others by their kind. */
type Entry = Pick<WalletConnector, 'id' | 'kind' | 'announced'>

/**
 * Choosing a wallet: each wallet the browser announces (EIP-6963, its name and icon) beside the legacy injected one
 * (or the install hint without any), the Dev wallet on a devnet, WalletConnect when configured.
 */
export const WalletModal = observer(function WalletModal() {
  const { ui, wallet } = useStores()
  const t = useT()
  if (ui.dialog !== 'wallet') return null
  const choose = async (id: string) => {
    await wallet.connect(id)
    if (wallet.status === 'connected') ui.close()
  }
  const entries: readonly Entry[] = wallet.hasInjected
    ? wallet.options
    : [{ id: 'injected', kind: 'injected' }, ...wallet.options]
  return (
    <Modal title={t('wallet.chooseTitle')} onClose={() => ui.close()} testId="wallet-modal">
      <div className="option-list">
        {entries.map((entry) => (
          <Button
            variant="plain"
            key={entry.id}
            className="option"
            data-testid={`wallet-option-${entry.id}`}
            onClick={() => void choose(entry.id)}
          >
            <span className="wallet-name">
              {/* an announced icon is a checked data: URI; as an <img> it cannot run scripts */}
              {entry.announced ? <img className="wallet-icon" src={entry.announced.icon} alt="" /> : null}
              <strong>{entry.announced?.name ?? t(OPTIONS[entry.kind].title)}</strong>
            </span>
            <small>
              {entry.kind === 'injected' && !wallet.hasInjected ? t('wallet.metaMask') : t(OPTIONS[entry.kind].hint)}
            </small>
          </Button>
        ))}
      </div>
      {wallet.problem ? (
        <p className="problem" role="alert" data-testid="wallet-problem">
          {t(wallet.problem)}
        </p>
      ) : null}
    </Modal>
  )
})
