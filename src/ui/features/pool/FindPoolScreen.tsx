import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { Button } from '../../components/controls/Button'
import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'
import { Spinner } from '../../components/Spinner'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import type { MessageId } from '../../locales/en'
import type { FindStatus } from './FindPoolStore'
import { PositionCard } from './PositionCard'

const MESSAGES: Record<FindStatus, MessageId> = {
  connect: 'find.connect',
  selectToken: 'find.selectToken',
  loading: 'find.loading',
  invalid: 'find.invalid',
  noPool: 'find.noPool',
  found: 'find.found',
  noLiquidity: 'find.noLiquidity',
}

/** `/find`: two token selectors, the pair's state, and the position in it (a pair found is saved). */
export const FindPoolScreen = observer(function FindPoolScreen(_props: ScreenProps) {
  const { findPool, tokenSelect, directory } = useStores()
  const t = useT()
  useEffect(() => findPool.watch(), [findPool])
  const { currency0, currency1, status, position } = findPool
  const native = directory.chainConfig?.nativeCurrency
  const pairPath = currency0 && currency1 ? `${currencyIdOf(currency0)}/${currencyIdOf(currency1)}` : ''
  const selector = (side: 0 | 1) => {
    const currency = side === 0 ? currency0 : currency1
    return (
      <Button
        variant="token"
        wide
        data-testid={`find-select-${side}`}
        onClick={() => tokenSelect.open((row) => findPool.select(side, row.native ? 'ETH' : row.address))}
      >
        {currency ? formatSymbol(currency.symbol) : t('pool.selectToken')}
      </Button>
    )
  }
  return (
    <ScreenFrame title="screen.find">
      <p className="muted">{t('find.tip')}</p>
      {selector(0)}
      <div className="centred">+</div>
      {selector(1)}
      <div className="pool-message" data-testid="find-status" data-status={status}>
        {status === 'loading' ? <Spinner label={t('find.loading')} /> : null}
        <p>{t(MESSAGES[status])}</p>
        {status === 'noPool' ? (
          <a href={`#/add/${pairPath}`} data-testid="find-create">
            {t('find.createPool')}
          </a>
        ) : null}
        {status === 'noLiquidity' ? (
          <a href={`#/add/${pairPath}`} data-testid="find-add">
            {t('find.addLiquidity')}
          </a>
        ) : null}
        {status === 'found' ? (
          <a href="#/pool" data-testid="find-manage">
            {t('find.manage')}
          </a>
        ) : null}
      </div>
      {status === 'found' && position && native ? <PositionCard position={position} native={native} /> : null}
    </ScreenFrame>
  )
})
