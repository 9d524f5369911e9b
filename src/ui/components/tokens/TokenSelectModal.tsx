import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import { Button } from '../controls/Button'
import { TextInput } from '../controls/TextInput'
import { listErrorText } from '../lists/listErrorText'
import { Modal } from '../Modal'
import { useStores } from '../useStores'
import { useT } from '../useT'
import { ImportTokenWarning } from './ImportTokenWarning'
import { TokenLogo } from './TokenLogo'
import { TokenRowView } from './TokenRowView'

/**
 * The token selection modal (spec section 2): search by name, symbol or address, the common bases, the currency list,
 * 'Found by address (Add)' for an unlisted token with the import warning, and a link to Manage Lists.
 */
export const TokenSelectModal = observer(function TokenSelectModal() {
  const { tokenSelect, ui } = useStores()
  const t = useT()
  const { isOpen } = tokenSelect
  // balances for whoever is connected, fresh every block while the modal is open
  useEffect(() => tokenSelect.watchBalances(), [tokenSelect])
  if (!isOpen) return null
  const { lookup, importing, listError } = tokenSelect
  return (
    <Modal title={t('tokenSelect.title')} onClose={() => tokenSelect.close()} testId="token-select">
      {importing ? (
        <ImportTokenWarning
          token={importing}
          onCancel={() => tokenSelect.cancelImport()}
          onContinue={() => void tokenSelect.confirmImport()}
        />
      ) : (
        <div className="token-select">
          <TextInput
            data-testid="token-search"
            autoFocus
            placeholder={t('tokenSelect.search')}
            value={tokenSelect.query}
            onChange={(event) => tokenSelect.setQuery(event.target.value)}
          />
          <h3 className="currency-list-title">{t('tokenSelect.commonBases')}</h3>
          <div className="common-bases" data-testid="common-bases">
            {tokenSelect.commonBases.map((row) => (
              <Button
                variant="chip"
                key={row.address}
                className="common-base"
                data-testid="common-base"
                data-symbol={row.symbol}
                onClick={() => tokenSelect.select(row)}
              >
                <TokenLogo symbol={row.symbol} logoURI={row.logoURI} />
                {formatSymbol(row.symbol)}
              </Button>
            ))}
          </div>
          <h3 className="currency-list-title">{t('tokenSelect.currencyList')}</h3>
          {listError ? (
            <p className="problem" data-testid="token-list-error">
              {listErrorText(listError, listError.listUrl, t)}
            </p>
          ) : null}
          <div className="currency-list" data-testid="currency-list">
            {tokenSelect.rows.map((row) => (
              <TokenRowView key={row.address} row={row} onSelect={(chosen) => tokenSelect.select(chosen)} />
            ))}
            {lookup?.status === 'loading' ? <p className="token-empty">{t('app.loading')}</p> : null}
            {lookup?.status === 'found' ? (
              <div className="token-found" data-testid="token-found">
                <span>{t('tokenSelect.foundByAddress')}</span>
                <strong>{formatSymbol(lookup.token.symbol)}</strong>
                <span>{lookup.token.name}</span>
                <Button variant="primary" data-testid="token-import" onClick={() => tokenSelect.startImport()}>
                  {t('tokenSelect.add')}
                </Button>
              </div>
            ) : null}
            {tokenSelect.rows.length === 0 && (lookup === undefined || lookup.status === 'notFound') ? (
              <p className="token-empty" data-testid="token-empty">
                {t('tokenSelect.noResults')}
              </p>
            ) : null}
          </div>
          <Button small className="token-manage" data-testid="token-manage" onClick={() => ui.open('lists')}>
            {t('tokenSelect.manage')}
          </Button>
        </div>
      )}
    </Modal>
  )
})
