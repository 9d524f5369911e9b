import { observer } from 'mobx-react-lite'
import type { WalletKind } from '../../ports/WalletConnector'
import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { Modal } from './Modal'
import { useStores } from './useStores'
import { useT } from './useT'

const OPTIONS: Readonly<Record<WalletKind, { title: MessageId; hint: MessageId }>> = {
  injected: { title: 'wallet.injected', hint: 'wallet.injectedHint' },
  dev: { title: 'wallet.dev', hint: 'wallet.devHint' },
  walletConnect: { title: 'wallet.walletConnect', hint: 'wallet.walletConnectHint' },
}

/**
 * Choosing a wallet: the injected one (or the install hint without it), the Dev wallet on a devnet, WalletConnect when
 * configured.
 */
export const WalletModal = observer(function WalletModal() {
  const { ui, wallet } = useStores()
  const t = useT()
  if (ui.dialog !== 'wallet') return null
  const choose = async (kind: WalletKind) => {
    await wallet.connect(kind)
    if (wallet.status === 'connected') ui.close()
  }
  const kinds: WalletKind[] = wallet.hasInjected ? wallet.available : ['injected', ...wallet.available]
  return (
    <Modal title={t('wallet.chooseTitle')} onClose={() => ui.close()} testId="wallet-modal">
      <div className="option-list">
        {kinds.map((kind) => (
          <Button
            variant="plain"
            key={kind}
            className="option"
            data-testid={`wallet-option-${kind}`}
            onClick={() => void choose(kind)}
          >
            <strong>{t(OPTIONS[kind].title)}</strong>
            <small>{kind === 'injected' && !wallet.hasInjected ? t('wallet.metaMask') : t(OPTIONS[kind].hint)}</small>
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
