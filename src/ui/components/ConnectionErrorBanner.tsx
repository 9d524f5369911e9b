import { observer } from 'mobx-react-lite'
import { useStores } from './useStores'
import { useT } from './useT'

/** When neither a wallet nor the read-only network connects: `unknown error`. */
export const ConnectionErrorBanner = observer(function ConnectionErrorBanner() {
  const { wallet } = useStores()
  const t = useT()
  if (wallet.status !== 'error') return null
  return (
    <section className="banner wrong" role="alert" data-testid="connection-error">
      <strong>{t('wallet.unknownError')}</strong>
    </section>
  )
})
