import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatLpBalance } from '../../../domain/format/formatLpBalance'
import { ChoiceGroup } from '../../components/ChoiceGroup'
import { Button } from '../../components/controls/Button'
import { Modal } from '../../components/Modal'
import { TokenSpendField } from '../../components/TokenSpendField'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import { basisPointsMultiple, percentOrDash } from './miningFigures'
import type { PledgeStore } from './PledgeStore'

/**
 * The pledge modal (spec sections 4 and 5): demand and fixed-term options with days, weight, APY and energy ratio;
 * the amount with MAX; Approve first, after which the pledge continues by itself.
 */
export const PledgeModal = observer(function PledgeModal(props: { store: PledgeStore; lpBalance: bigint | undefined }) {
  const { store } = props
  const t = useT()
  const format = useFormat()
  useEffect(() => store.watch(), [store])
  const busy = store.step.busy(store.sending)
  const action = {
    sending: () => t('mining.modal.pledging'),
    approving: () => t('mining.modal.approving'),
    approve: () => t('mining.modal.approve'),
    ready: () => t('mining.pledge'),
  }[store.step.phase(store.sending)]()
  return (
    <Modal title={t('mining.modal.title')} onClose={() => store.close()} testId="pledge-modal">
      <ChoiceGroup
        choices={store.options}
        idOf={(option) => option.day}
        isChosen={(option) => option.day === store.lockDays}
        onChoose={(option) => store.chooseDays(option.day)}
        label={(option) => (
          <>
            <strong>
              {option.day === 0 ? t('mining.modal.demand') : t('mining.modal.days', { days: option.day })}
            </strong>{' '}
            <span>{t('mining.modal.weight', { weight: basisPointsMultiple(option.weight) })}</span> ·{' '}
            <span>{t('mining.modal.apy', { apy: format.numbers(percentOrDash(option.apy)) })}</span> ·{' '}
            <span>{t('mining.modal.energy', { ratio: basisPointsMultiple(option.energyRatio) })}</span>
          </>
        )}
        testId="pledge-option"
      />
      <TokenSpendField
        id="pledge-amount"
        maxTestId="pledge-max"
        label={t('mining.modal.amount')}
        balance={{
          text: t('mining.modal.balance', {
            amount: props.lpBalance === undefined ? '…' : format.numbers(formatLpBalance(props.lpBalance)),
          }),
        }}
        value={store.amountText}
        maxText={t('mining.modal.max')}
        onType={(value) => store.type(value)}
        onMax={() => store.setMax()}
      />
      <Button variant="primary" wide data-testid="pledge-submit" disabled={busy} onClick={() => void store.submit()}>
        {action}
      </Button>
    </Modal>
  )
})
