import { Spinner } from '../../components/Spinner'
import { useT } from '../../components/useT'

/** A liquidity confirm dialog's body while the wallet is asked: a spinner and `Waiting for confirmation`. */
export function PoolWaiting(props: { testId: string }) {
  const t = useT()
  return (
    <div className="centred" data-testid={props.testId}>
      <Spinner label={t('pool.waiting')} />
      <p>{t('pool.waiting')}</p>
    </div>
  )
}
