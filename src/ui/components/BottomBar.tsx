import { observer } from 'mobx-react-lite'
import { showsBottomBar } from '../../domain/chains/showsBottomBar'
import { Button } from './controls/Button'
import { Logo } from './Logo'
import { useStores } from './useStores'
import { useT } from './useT'

/** The bottom bar (Swap, Pool, the centre icon, Bridge, More with Reword and NFT), hidden on network 128. */
export const BottomBar = observer(function BottomBar() {
  const { wallet, ui, router, config } = useStores()
  const t = useT()
  if (!showsBottomBar(wallet.chainId)) return null
  const screen = router.resolution.kind === 'screen' ? router.resolution.screen : undefined
  const current = (ids: string[]) => (screen && ids.includes(screen) ? 'page' : undefined)
  return (
    <nav className="bottom-bar" data-testid="bottom-bar">
      <a href="#/swap" aria-current={current(['swap', 'send'])}>
        {t('bottom.swap')}
      </a>
      <a href="#/pool" aria-current={current(['pool', 'add', 'remove', 'find'])}>
        {t('bottom.pool')}
      </a>
      <a href="#/" className="centre" aria-label={t('menu.home')}>
        <Logo />
      </a>
      <a href="#/acrossChain" aria-current={current(['acrossChain', 'exchange', 'exchangeHjw', 'record', 'recordHjw'])}>
        {t('bottom.bridge')}
      </a>
      <div className="more">
        <Button
          variant="plain"
          data-testid="more-button"
          aria-expanded={ui.dialog === 'more'}
          onClick={() => ui.toggle('more')}
        >
          {t('bottom.more')}
        </Button>
        {ui.dialog === 'more' ? (
          <div className="more-menu" data-testid="more-menu">
            <a href="#/jianghuOrder">{t('bottom.reword')}</a>
            {config.links?.nft ? (
              <a href={config.links.nft} target="_blank" rel="noreferrer">
                {t('bottom.nft')}
              </a>
            ) : (
              <span aria-disabled="true">{t('bottom.nft')}</span>
            )}
          </div>
        ) : null}
      </div>
    </nav>
  )
})
