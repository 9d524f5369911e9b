import { observer } from 'mobx-react-lite'
import type { InviteTaskView } from '../../../ports/BountyApi'
import { Button } from '../../components/controls/Button'
import { useFormat } from '../../components/useFormat'
import { useT } from '../../components/useT'
import type { BountyStore } from './BountyStore'
import { bountyAmount } from './bountyAmount'

/**
 * The invite tasks (spec §3, §4): each with its target and reward, ongoing (with how many friends are missing),
 * completed in blocks not final yet (pending), or completed, and a receive button live only for a task completed at
 * the final heads and not received yet (it pays once).
 */
export const InviteTasks = observer(function InviteTasks(props: { store: BountyStore }) {
  const { store } = props
  const t = useT()
  const tasks = store.status?.tasks ?? []
  return (
    <div data-testid="bounty-tasks">
      <h3 className="season-subtitle">{t('bounty.tasks.title')}</h3>
      {tasks.length === 0 ? (
        <p className="muted">{t('bounty.noData')}</p>
      ) : (
        <ul className="exchange-records">
          {tasks.map((task) => (
            <TaskRow key={task.id} store={store} task={task} />
          ))}
        </ul>
      )}
    </div>
  )
})

const TaskRow = observer(function TaskRow(props: { store: BountyStore; task: InviteTaskView }) {
  const { store, task } = props
  const t = useT()
  const format = useFormat()
  const amount = bountyAmount(store, format)
  const live = task.complete && !task.received
  const state = task.received
    ? t('bounty.task.received')
    : task.complete
      ? t('bounty.task.completed')
      : task.pending
        ? t('bounty.task.confirming')
        : t('bounty.task.ongoing', { count: task.missingFriends })
  const [value, symbol] = amount(task.reward.token, task.reward.amount).split(' ')
  return (
    <li
      className="exchange-record"
      data-testid="bounty-task"
      data-task-id={task.id}
      data-state={task.received ? 'received' : task.complete ? 'completed' : task.pending ? 'pending' : 'ongoing'}
    >
      <div className="mining-row">
        <strong>{t('bounty.task.content', { count: task.invites })}</strong>
        <span data-testid="bounty-task-state">{state}</span>
      </div>
      <div className="mining-row">
        <span className="muted">{t('bounty.task.reward', { amount: value ?? '', symbol: symbol ?? '' })}</span>
        <Button
          variant="primary"
          small
          data-testid="bounty-task-receive"
          greyed={!live}
          disabled={!live || store.receiving !== undefined}
          onClick={() => void store.receiveTask(task.id)}
        >
          {store.receiving === task.id ? t('bounty.receiving') : t('bounty.receive')}
        </Button>
      </div>
    </li>
  )
})
