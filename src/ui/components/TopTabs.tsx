import { observer } from 'mobx-react-lite'
import type { MessageId } from '../locales/en'
import type { ScreenId } from '../routes/ScreenId'
import { useStores } from './useStores'
import { useT } from './useT'

const TABS: readonly { label: MessageId; href: string; screens: readonly ScreenId[] }[] = [
  { label: 'tabs.mining', href: '#/bankIncomeList', screens: ['bankIncomeList', 'bankIncome'] },
  { label: 'tabs.addLiquidity', href: '#/add', screens: ['add'] },
  { label: 'tabs.capitalPool', href: '#/capitalPool', screens: ['capitalPool'] },
]

/** The top tab bar (liquidity mining, adding liquidity, capital pool), the active tab highlighted. */
export const TopTabs = observer(function TopTabs() {
  const { router } = useStores()
  const t = useT()
  const resolution = router.resolution
  const current = resolution.kind === 'screen' ? resolution.screen : undefined
  return (
    <nav className="top-tabs" data-testid="top-tabs">
      {TABS.map((tab) => {
        const active = current !== undefined && tab.screens.includes(current)
        return (
          <a
            key={tab.label}
            href={tab.href}
            className={active ? 'active' : undefined}
            aria-current={active ? 'page' : undefined}
          >
            {t(tab.label)}
          </a>
        )
      })}
    </nav>
  )
})
