import { observer } from 'mobx-react-lite'
import { networkName } from './networkName'
import { useStores } from './useStores'
import { useT } from './useT'

/** The network the app shows, marked read-only without a wallet and red on an unsupported network. */
export const NetworkBadge = observer(function NetworkBadge() {
  const { wallet } = useStores()
  const t = useT()
  const className = wallet.unsupportedNetwork ? 'network-badge wrong' : 'network-badge'
  return (
    <span className={className} data-testid="network-badge" data-chain-id={wallet.chainId}>
      {wallet.unsupportedNetwork ? t('network.unsupported') : networkName(t, wallet.chainId)}
      {wallet.status === 'readOnly' ? <small>{t('wallet.readOnly')}</small> : null}
    </span>
  )
})
