/** Every screen the route table of spec section 2 can show; `home` is the redirect screen of `/`. */
export const SCREEN_IDS = [
  'swap',
  'send',
  'find',
  'pool',
  'add',
  'remove',
  'migrateV1',
  'migrateV1Position',
  'removeV1',
  'bankIncome',
  'bankIncomeList',
  'capitalPool',
  'nameList',
  'jianghuOrder',
  'invitationDetails',
  'energyDetails',
  'acrossChain',
  'exchange',
  'exchangeHjw',
  'recordHjw',
  'record',
  'release',
  'test',
  'create',
] as const

/** A screen of the route table. */
export type ScreenId = (typeof SCREEN_IDS)[number]
