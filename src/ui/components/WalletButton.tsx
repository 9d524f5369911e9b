import { observer } from 'mobx-react-lite'
import { shortenAddress } from '../../domain/format/shortenAddress'
import { Button } from './controls/Button'
import { Spinner } from './Spinner'
import { useStores } from './useStores'
import { useT } from './useT'

/** The header's wallet button: Connect Wallet, the spinner while connecting (after 600 ms), or the account. */
export const WalletButton = observer(function WalletButton() {
  const { wallet, ui } = useStores()
  const t = useT()
  if (wallet.status === 'connecting') {
    return (
      <span className="wallet-button pending" data-testid="wallet-connecting">
        {wallet.showSpinner ? <Spinner label={t('wallet.connecting')} /> : null}
      </span>
    )
  }
  if (wallet.status === 'connected' && wallet.account) {
    return (
      <Button
        variant="plain"
        className="wallet-button account"
        data-testid="account-button"
        onClick={() => ui.open('account')}
      >
        <span className="dot" />
        {shortenAddress(wallet.account)}
      </Button>
    )
  }
  return (
    <Button
      variant="plain"
      className="wallet-button connect"
      data-testid="connect-button"
      onClick={() => ui.open('wallet')}
    >
      {t('wallet.connect')}
    </Button>
  )
})
