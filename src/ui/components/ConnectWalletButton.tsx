import { observer } from 'mobx-react-lite'
import { Button } from './controls/Button'
import { useStores } from './useStores'
import { useT } from './useT'

/** The full-width primary Connect Wallet button a screen shows without a wallet. */
export const ConnectWalletButton = observer(function ConnectWalletButton() {
  const { wallet, ui } = useStores()
  const t = useT()
  if (wallet.status === 'connected') return null
  return (
    <Button variant="primary" wide data-testid="screen-connect" onClick={() => ui.open('wallet')}>
      {t('wallet.connect')}
    </Button>
  )
})
