import { observer } from 'mobx-react-lite'
import { useStores } from './useStores'

/** The latest block of the shown network, as a live-connection sign: bottom right, or closing the column on a phone. */
export const BlockStatus = observer(function BlockStatus() {
  const { blocks, wallet } = useStores()
  const blockNumber = blocks.blockNumber(wallet.chainId)
  if (blockNumber === undefined) return null
  return (
    <div className="block-status" data-testid="block-number" title={String(blockNumber)}>
      <span className="dot" />
      {blockNumber}
    </div>
  )
})
