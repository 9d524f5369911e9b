import { observer } from 'mobx-react-lite'
import { Button } from '../../components/controls/Button'
import { useT } from '../../components/useT'
import type { BountyStore, ReceiveTarget } from './BountyStore'

/** A receive button (spec §4): grey at 0, busy while a claim is under way; `data-amount` is what it pays, in wei. */
export const ReceiveButton = observer(function ReceiveButton(props: { store: BountyStore; target: ReceiveTarget }) {
  const { store, target } = props
  const t = useT()
  const amount = store.claimable(target)
  const live = amount > 0n
  return (
    <Button
      variant="primary"
      small
      data-testid={`bounty-receive-${target}`}
      data-amount={amount.toString()}
      greyed={!live}
      disabled={store.claiming !== undefined}
      onClick={() => void store.claim(target)}
    >
      {store.claiming !== undefined ? t('bounty.receiving') : t('bounty.receive')}
    </Button>
  )
})
