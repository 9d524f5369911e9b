import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { RemoveV1State } from '../../../domain/migrate/RemoveV1State'
import { Button } from '../../components/controls/Button'
import type { ScreenProps } from '../../components/ScreenProps'
import { useStores } from '../../components/useStores'
import { useT } from '../../components/useT'
import { V1PositionView } from './V1PositionView'

const REMOVE_TEXT = {
  [RemoveV1State.REMOVING]: 'migrate.removing',
  [RemoveV1State.SUCCESS]: 'migrate.success',
} as const

/**
 * `/remove/v1/{token}`: one V1 position and what it withdraws, then Remove → Removing → Success
 * (`removeLiquidity(amount, 1, 1, deadline)` on the V1 exchange); disabled at balance 0.
 */
export const RemoveV1Screen = observer(function RemoveV1Screen(props: ScreenProps) {
  const { removeV1: store } = useStores()
  const t = useT()
  const { address } = props.params
  useEffect(() => store.load(address), [store, address])
  useEffect(() => store.watch(), [store])
  const { state } = store
  return (
    <V1PositionView
      title="screen.removeV1"
      intro="migrate.removeIntro"
      state={state}
      token={store.token}
      account={store.account}
      invalid={state === RemoveV1State.INVALID}
      loading={state === RemoveV1State.LOADING}
      liquidity={store.position.liquidity}
      worth={store.worth}
      empty={state === RemoveV1State.DISABLED}
      failed={store.failed}
      actionError={store.actionError}
    >
      <Button
        variant="primary"
        wide
        data-testid="v1-remove"
        disabled={state !== RemoveV1State.READY}
        onClick={() => void store.remove()}
      >
        {t(REMOVE_TEXT[state as keyof typeof REMOVE_TEXT] ?? 'migrate.remove')}
      </Button>
    </V1PositionView>
  )
})
