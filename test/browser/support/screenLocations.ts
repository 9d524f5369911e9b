/** The phone width for the screenshot set and the accessibility pass (other browser tests use PHONE). */
export const PHONE_375 = { width: 375, height: 812 }

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
/** One location per screen of the route table (src/ui/routes), for the tests that visit every screen. */
export const SCREEN_LOCATIONS: Record<string, string> = {
  swap: '/swap',
  send: '/send',
  find: '/find',
  pool: '/pool',
  add: `/add/HT/${B}`,
  remove: `/remove/${A}/${B}`,
  migrateV1: '/migrate/v1',
  migrateV1Position: `/migrate/v1/${A}`,
  removeV1: `/remove/v1/${A}`,
  bankIncome: '/bankIncome',
  bankIncomeList: '/bankIncomeList',
  capitalPool: '/capitalPool',
  nameList: '/nameList',
  jianghuOrder: '/jianghuOrder',
  invitationDetails: '/invitationDetails',
  energyDetails: '/energyDetails',
  acrossChain: '/acrossChain',
  exchange: '/exchange',
  exchangeHjw: '/exchangeHjw',
  recordHjw: '/recordHjw',
  record: '/record/2',
  release: '/release',
  test: '/test',
  create: '/create',
}
