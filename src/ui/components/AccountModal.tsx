import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { shortenAddress } from '../../domain/format/shortenAddress'
import type { WalletKind } from '../../ports/WalletConnector'
import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { Modal } from './Modal'
import { RecentTransactions } from './RecentTransactions'
import { useStores } from './useStores'
import { useT } from './useT'

const WALLET_NAMES: Readonly<Record<WalletKind, MessageId>> = {
  injected: 'wallet.injected',
  announced: 'wallet.injected',
  dev: 'wallet.dev',
  walletConnect: 'wallet.walletConnect',
}

/** The account view: shortened address, copy, explorer link, the wallet used, disconnect, recent transactions. */
export const AccountModal = observer(function AccountModal() {
  const { ui, wallet, config } = useStores()
  const t = useT()
  const [copied, setCopied] = useState(false)
  if (ui.dialog !== 'account' || !wallet.account) return null
  const account = wallet.account
  const explorer = config.chains.find((chain) => chain.chainId === wallet.chainId)?.explorerUrl
  const copy = async () => {
    await navigator.clipboard?.writeText(account).catch(() => undefined)
    setCopied(true)
  }
  return (
    <Modal title={t('account.title')} onClose={() => ui.close()} testId="account-modal">
      <div className="account-card">
        <small>
          {t('account.connectedWith', {
            wallet: wallet.announced?.name ?? t(WALLET_NAMES[wallet.kind ?? 'injected']),
          })}
        </small>
        <div className="account-address" data-testid="account-address" title={account}>
          {shortenAddress(account)}
        </div>
        <div className="account-links">
          <Button variant="link" data-testid="copy-address" onClick={() => void copy()}>
            {copied ? t('account.copied') : t('account.copy')}
          </Button>
          {explorer ? (
            <a href={`${explorer}/address/${account}`} target="_blank" rel="noreferrer" data-testid="explorer-link">
              {t('account.explorer')}
            </a>
          ) : null}
          <Button
            variant="link"
            data-testid="disconnect"
            onClick={() => void wallet.disconnect().then(() => ui.close())}
          >
            {t('account.disconnect')}
          </Button>
        </div>
      </div>
      <RecentTransactions />
    </Modal>
  )
})
