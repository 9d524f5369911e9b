import { observer } from 'mobx-react-lite'
import type { MessageId } from '../locales/en'
import type { TransactionStatus } from '../stores/TransactionsViewStore'
import { Button } from './controls/Button'
import { DownloadCsvButton } from './DownloadCsvButton'
import { transactionSummaryText } from './transactionSummaryText'
import { useStores } from './useStores'
import { useT } from './useT'

const STATUS: Readonly<Record<TransactionStatus, MessageId>> = {
  pending: 'tx.pending',
  confirmed: 'tx.confirmed',
  failed: 'tx.failed',
}

/**
 * The account view's recent transactions of the shown network, with their status, Clear all and Download CSV (read
 * back from the chain, as `fomo tx --csv`).
 */
export const RecentTransactions = observer(function RecentTransactions() {
  const { transactions, transactionRecords, wallet, config } = useStores()
  const t = useT()
  const list = transactions.forChain(wallet.chainId)
  const explorer = config.chains.find((chain) => chain.chainId === wallet.chainId)?.explorerUrl
  return (
    <div className="recent" data-testid="recent-transactions">
      <div className="recent-head">
        <h3>{t('account.recent')}</h3>
        {list.length > 0 ? (
          <Button
            variant="link"
            data-testid="clear-transactions"
            onClick={() => void transactions.clearAll(wallet.chainId)}
          >
            {t('account.clearAll')}
          </Button>
        ) : null}
      </div>
      {list.length > 0 ? (
        <DownloadCsvButton
          csv={() => transactionRecords.csv()}
          fileName={`fomo-transactions-${wallet.chainId}.csv`}
          testId="transactions-csv"
        />
      ) : null}
      {list.length === 0 ? (
        <p className="muted" data-testid="no-transactions">
          {t('account.none')}
        </p>
      ) : (
        <ul className="tx-list">
          {list.map((tx) => {
            const status = transactions.statusOf(tx)
            const label =
              tx.summary !== undefined
                ? transactionSummaryText(tx.summary, t)
                : `${tx.hash.slice(0, 10)}...${tx.hash.slice(-6)}`
            return (
              <li key={tx.hash} data-testid="transaction" data-status={status}>
                {explorer ? (
                  <a href={`${explorer}/tx/${tx.hash}`} target="_blank" rel="noreferrer">
                    {label}
                  </a>
                ) : (
                  <span>{label}</span>
                )}
                <span className={`tx-status ${status}`}>{t(STATUS[status])}</span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
})
