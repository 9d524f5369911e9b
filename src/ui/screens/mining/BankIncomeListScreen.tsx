import { ScreenFrame } from '../../components/ScreenFrame'
import type { ScreenProps } from '../../components/ScreenProps'

/** The `bankIncomeList` route's screen; its feature comes with a later issue. */
export function BankIncomeListScreen(_props: ScreenProps) {
  return <ScreenFrame title="screen.bankIncomeList" comingWith="later" />
}
