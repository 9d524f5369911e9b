import { observer } from 'mobx-react-lite'
import { Button } from './controls/Button'
import { networkName } from './networkName'
import { useStores } from './useStores'
import { useT } from './useT'

/** On a network without FomoSwap: `unsupported network id` and a button per FomoSwap network to switch (or add). */
export const UnsupportedNetworkBanner = observer(function UnsupportedNetworkBanner() {
  const { wallet, config } = useStores()
  const t = useT()
  if (!wallet.unsupportedNetwork) return null
  return (
    <section className="banner wrong" role="alert" data-testid="unsupported-network">
      <strong>{t('network.unsupported')}</strong>
      <p>{t('network.unsupportedBody', { chainId: wallet.chainId })}</p>
      <div className="banner-actions">
        {config.chains.map((chain) => (
          <Button
            variant="primary"
            small
            key={chain.chainId}
            data-testid={`switch-to-${chain.chainId}`}
            onClick={() => void wallet.switchNetwork(chain.chainId)}
          >
            {t('network.switchTo', { name: networkName(t, chain.chainId) })}
          </Button>
        ))}
      </div>
    </section>
  )
})
