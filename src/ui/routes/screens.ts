import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ScreenProps } from '../components/ScreenProps'
import type { ScreenId } from './ScreenId'

/** Each screen as its own chunk, loaded when its route is first shown. */
export const SCREENS: Readonly<Record<ScreenId, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  swap: lazy(() => import('../screens/swap/SwapScreen').then((m) => ({ default: m.SwapScreen }))),
  send: lazy(() => import('../screens/swap/SendScreen').then((m) => ({ default: m.SendScreen }))),
  find: lazy(() => import('../screens/pool/FindPoolScreen').then((m) => ({ default: m.FindPoolScreen }))),
  pool: lazy(() => import('../screens/pool/PoolScreen').then((m) => ({ default: m.PoolScreen }))),
  add: lazy(() => import('../screens/pool/AddLiquidityScreen').then((m) => ({ default: m.AddLiquidityScreen }))),
  remove: lazy(() =>
    import('../screens/pool/RemoveLiquidityScreen').then((m) => ({ default: m.RemoveLiquidityScreen })),
  ),
  migrateV1: lazy(() => import('../screens/pool/MigrateV1Screen').then((m) => ({ default: m.MigrateV1Screen }))),
  migrateV1Position: lazy(() =>
    import('../screens/pool/MigrateV1PositionScreen').then((m) => ({ default: m.MigrateV1PositionScreen })),
  ),
  removeV1: lazy(() => import('../screens/pool/RemoveV1Screen').then((m) => ({ default: m.RemoveV1Screen }))),
  bankIncome: lazy(() => import('../screens/mining/BankIncomeScreen').then((m) => ({ default: m.BankIncomeScreen }))),
  bankIncomeList: lazy(() =>
    import('../screens/mining/BankIncomeListScreen').then((m) => ({ default: m.BankIncomeListScreen })),
  ),
  capitalPool: lazy(() =>
    import('../screens/mining/CapitalPoolScreen').then((m) => ({ default: m.CapitalPoolScreen })),
  ),
  nameList: lazy(() => import('../screens/bounty/NameListScreen').then((m) => ({ default: m.NameListScreen }))),
  jianghuOrder: lazy(() =>
    import('../screens/bounty/JianghuOrderScreen').then((m) => ({ default: m.JianghuOrderScreen })),
  ),
  invitationDetails: lazy(() =>
    import('../screens/invite/InvitationDetailsScreen').then((m) => ({ default: m.InvitationDetailsScreen })),
  ),
  energyDetails: lazy(() =>
    import('../screens/invite/EnergyDetailsScreen').then((m) => ({ default: m.EnergyDetailsScreen })),
  ),
  acrossChain: lazy(() =>
    import('../screens/bridge/AcrossChainScreen').then((m) => ({ default: m.AcrossChainScreen })),
  ),
  record: lazy(() => import('../screens/bridge/RecordScreen').then((m) => ({ default: m.RecordScreen }))),
  exchange: lazy(() => import('../screens/exchange/ExchangeScreen').then((m) => ({ default: m.ExchangeScreen }))),
  exchangeHjw: lazy(() =>
    import('../screens/exchange/ExchangeHjwScreen').then((m) => ({ default: m.ExchangeHjwScreen })),
  ),
  recordHjw: lazy(() => import('../screens/exchange/RecordHjwScreen').then((m) => ({ default: m.RecordHjwScreen }))),
  release: lazy(() => import('../screens/release/ReleaseScreen').then((m) => ({ default: m.ReleaseScreen }))),
  test: lazy(() => import('../screens/misc/TestScreen').then((m) => ({ default: m.TestScreen }))),
  create: lazy(() => import('../screens/misc/CreateScreen').then((m) => ({ default: m.CreateScreen }))),
}
