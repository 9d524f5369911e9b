import { observer } from 'mobx-react-lite'
import { networkName } from './networkName'
import { useStores } from './useStores'
import { useT } from './useT'

/** While the server cannot reach the shown chain's node: a banner saying its data may be out of date. */
export const ChainDegradedBanner = observer(function ChainDegradedBanner() {
  const { wallet, chainHealth } = useStores()
  const t = useT()
  if (!chainHealth.isDegraded(wallet.chainId)) return null
  return (
    <section className="banner wrong" role="status" data-testid="chain-degraded">
      <strong>{t('network.degraded', { name: networkName(t, wallet.chainId) })}</strong>
      <p>{t('network.degradedBody')}</p>
    </section>
  )
})
