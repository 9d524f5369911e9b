import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `bankIncome` route's screen; its feature comes with a later issue. */
export function BankIncomeScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.bankIncome" comingWith="later" />
}
