import type { MessageId } from '../locales/en'
import { Button } from './controls/Button'
import { useT } from './useT'

/** The wrong-network notice of the HJW exchange (goToHecoEx) and the release (goToBscEx), with the switch button. */
export function WrongNetwork(props: { message: MessageId; onSwitch: () => void }) {
  const t = useT()
  return (
    <div className="exchange-wrong-network" data-testid="exchange-wrong-network">
      <p className="pool-message">{t(props.message)}</p>
      <Button variant="primary" wide data-testid="exchange-switch-network" onClick={props.onSwitch}>
        {t('exchange.switchNetwork')}
      </Button>
    </div>
  )
}
