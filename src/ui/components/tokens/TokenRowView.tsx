import { formatBalance } from '../../../domain/format/formatBalance'
import { formatSymbol } from '../../../domain/format/formatSymbol'
import type { TokenRow } from '../../stores/TokenSelectStore'
import { Button } from '../controls/Button'
import { useFormat } from '../useFormat'
import { useT } from '../useT'
import { TokenLogo } from './TokenLogo'

/** One 56 px row of the currency list: logo, symbol (abbreviated), name, tags and the balance (6 significant digits). */
export function TokenRowView(props: { row: TokenRow; onSelect: (row: TokenRow) => void }) {
  const t = useT()
  const format = useFormat()
  const { row } = props
  return (
    <Button
      variant="plain"
      className="token-row"
      data-testid="token-row"
      data-symbol={row.symbol}
      data-address={row.address}
      onClick={() => props.onSelect(row)}
    >
      <TokenLogo symbol={row.symbol} logoURI={row.logoURI} />
      <span className="token-row-names">
        <span className="token-row-symbol" data-testid="token-symbol" title={row.symbol}>
          {formatSymbol(row.symbol)}
        </span>
        <span className="token-row-name">{row.name}</span>
      </span>
      <span className="token-row-tags">
        {row.imported ? (
          <span className="token-tag" data-testid="token-tag-imported">
            {t('tokenSelect.imported')}
          </span>
        ) : null}
        {row.tags.map((tag) => (
          <span key={tag.id} className="token-tag" title={tag.description} data-testid="token-tag">
            {tag.name}
          </span>
        ))}
      </span>
      <span className="token-row-balance" data-testid="token-balance">
        {row.balance === undefined ? '' : format.numbers(formatBalance(row.balance, row.decimals))}
      </span>
    </Button>
  )
}
