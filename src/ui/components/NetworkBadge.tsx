import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { Button } from './controls/Button'
import { networkName } from './networkName'
import { useDialogFocus } from './useDialogFocus'
import { useStores } from './useStores'
import { useT } from './useT'

/**
 * The network the app shows, marked read-only without a wallet and red on an unsupported network. With a connected
 * wallet (injected or the Dev wallet) it opens a choice of the FomoSwap chains, which asks the wallet to switch — the
 * same action as the wrong-network banner's buttons (switch, then add the chain when the wallet answers 4902).
 */
export const NetworkBadge = observer(function NetworkBadge() {
  const { wallet, ui } = useStores()
  const t = useT()
  const className = wallet.unsupportedNetwork ? 'network-badge wrong' : 'network-badge'
  const label = wallet.unsupportedNetwork ? t('network.unsupported') : networkName(t, wallet.chainId)
  if (wallet.status !== 'connected') {
    return (
      <span className={className} data-testid="network-badge" data-chain-id={wallet.chainId}>
        {label}
        {wallet.status === 'readOnly' ? <small>{t('wallet.readOnly')}</small> : null}
      </span>
    )
  }
  const open = ui.dialog === 'network'
  return (
    <div className="network-choice">
      <Button
        variant="plain"
        className={className}
        data-testid="network-badge"
        data-chain-id={wallet.chainId}
        aria-haspopup="true"
        aria-expanded={open}
        title={t('network.choose')}
        onClick={() => ui.toggle('network')}
      >
        {label}
      </Button>
      {open ? <NetworkMenu /> : null}
    </div>
  )
})

/** The choice of chains, while open: the keyboard stays in it, Escape closes it and focus goes back to the badge. */
const NetworkMenu = observer(function NetworkMenu() {
  const { wallet, ui, config } = useStores()
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useDialogFocus(ref, () => ui.close())
  return (
    <div className="network-menu" data-testid="network-menu" ref={ref}>
      {config.chains.map((chain) => (
        <Button
          variant="plain"
          key={chain.chainId}
          data-testid={`network-choice-${chain.chainId}`}
          aria-current={chain.chainId === wallet.chainId ? 'true' : undefined}
          onClick={() => {
            ui.close()
            void wallet.switchNetwork(chain.chainId)
          }}
        >
          {networkName(t, chain.chainId)}
        </Button>
      ))}
    </div>
  )
})
