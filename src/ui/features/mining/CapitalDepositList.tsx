import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../domain/format/formatBalance'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { CapitalDepositRow } from './CapitalPoolStore'

/**
 * The account's deposits in the capital pool, one line each (the capital pool screen): token, amount, term and unlock
 * date, read from the pool (`depositsOf`); the any-time balance of a token is one line without a date.
 */
export const CapitalDepositList = observer(function CapitalDepositList(props: { rows: readonly CapitalDepositRow[] }) {
  const t = useT()
  const format = useFormat()
  const term = (days: number | undefined) =>
    days === undefined ? '—' : days === 0 ? t('capital.anyTime') : t('capital.termDays', { days })
  return (
    <section className="mining-section" data-testid="capital-deposits">
      <h2>{t('capital.deposits')}</h2>
      {props.rows.length === 0 ? (
        <p className="muted" data-testid="capital-no-deposits">
          {t('capital.noDeposits')}
        </p>
      ) : (
        <ul className="mining-locks">
          {props.rows.map((row) => (
            <li
              key={row.key}
              className="mining-row"
              data-testid="capital-deposit-row"
              data-unlock-at={row.unlockAt ?? ''}
            >
              <span>
                <strong data-testid="capital-deposit-amount">
                  {format.numbers(formatBalance(row.amount, row.token.decimals))} {row.token.symbol}
                </strong>{' '}
                <span data-testid="capital-deposit-term">{term(row.termDays)}</span>
              </span>
              <span className="muted" data-testid="capital-deposit-unlock">
                {row.unlockAt === undefined ? '' : t('capital.unlocksAt', { date: format.dateTime(row.unlockAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
