import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ScreenProps } from '../components/ScreenProps'
import type { ScreenId } from './ScreenId'

/** Each screen as its own chunk, loaded when its route is first shown. */
export const SCREENS: Readonly<Record<ScreenId, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  swap: lazy(() => import('../features/swap/SwapScreen').then((m) => ({ default: m.SwapScreen }))),
  send: lazy(() => import('../features/swap/SendScreen').then((m) => ({ default: m.SendScreen }))),
  find: lazy(() => import('../features/pool/FindPoolScreen').then((m) => ({ default: m.FindPoolScreen }))),
  pool: lazy(() => import('../features/pool/PoolScreen').then((m) => ({ default: m.PoolScreen }))),
  add: lazy(() => import('../features/pool/AddLiquidityScreen').then((m) => ({ default: m.AddLiquidityScreen }))),
  remove: lazy(() =>
    import('../features/pool/RemoveLiquidityScreen').then((m) => ({ default: m.RemoveLiquidityScreen })),
  ),
  migrateV1: lazy(() => import('../features/pool/MigrateV1Screen').then((m) => ({ default: m.MigrateV1Screen }))),
  migrateV1Position: lazy(() =>
    import('../features/pool/MigrateV1PositionScreen').then((m) => ({ default: m.MigrateV1PositionScreen })),
  ),
  removeV1: lazy(() => import('../features/pool/RemoveV1Screen').then((m) => ({ default: m.RemoveV1Screen }))),
  bankIncome: lazy(() => import('../features/mining/BankIncomeScreen').then((m) => ({ default: m.BankIncomeScreen }))),
  bankIncomeList: lazy(() =>
    import('../features/mining/BankIncomeListScreen').then((m) => ({ default: m.BankIncomeListScreen })),
  ),
  capitalPool: lazy(() =>
    import('../features/mining/CapitalPoolScreen').then((m) => ({ default: m.CapitalPoolScreen })),
  ),
  nameList: lazy(() => import('../features/leaderboard/NameListScreen').then((m) => ({ default: m.NameListScreen }))),
  jianghuOrder: lazy(() => import('./JianghuOrderScreen').then((m) => ({ default: m.JianghuOrderScreen }))),
  invitationDetails: lazy(() =>
    import('../features/season/InvitationDetailsScreen').then((m) => ({ default: m.InvitationDetailsScreen })),
  ),
  energyDetails: lazy(() =>
    import('../features/season/EnergyDetailsScreen').then((m) => ({ default: m.EnergyDetailsScreen })),
  ),
  acrossChain: lazy(() =>
    import('../features/bridge/AcrossChainScreen').then((m) => ({ default: m.AcrossChainScreen })),
  ),
  record: lazy(() => import('../features/bridge/RecordScreen').then((m) => ({ default: m.RecordScreen }))),
  exchange: lazy(() => import('../features/exchange/ExchangeScreen').then((m) => ({ default: m.ExchangeScreen }))),
  exchangeHjw: lazy(() =>
    import('../features/exchange/ExchangeHjwScreen').then((m) => ({ default: m.ExchangeHjwScreen })),
  ),
  recordHjw: lazy(() => import('../features/exchange/RecordHjwScreen').then((m) => ({ default: m.RecordHjwScreen }))),
  release: lazy(() => import('../features/release/ReleaseScreen').then((m) => ({ default: m.ReleaseScreen }))),
  test: lazy(() => import('../features/misc/TestScreen').then((m) => ({ default: m.TestScreen }))),
  create: lazy(() => import('../features/misc/CreateScreen').then((m) => ({ default: m.CreateScreen }))),
}
