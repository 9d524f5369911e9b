import { describe, expect, it } from 'vitest'
import { parseHashLocation } from '../../../src/ui/routes/parseHashLocation'
import { resolveRoute } from '../../../src/ui/routes/resolveRoute'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const B_UPPER = '0x2222222222222222222222222222222222222222'.toUpperCase().replace('0X', '0x')
const BAD = '0x123'

describe('resolveRoute: screens', () => {
  it.each([
    ['/swap', 'swap', {}],
    ['/SWAP', 'swap', {}],
    ['/send', 'send', {}],
    ['/find', 'find', {}],
    ['/pool', 'pool', {}],
    ['/add', 'add', {}],
    ['/add/', 'add', {}],
    ['/add/HT', 'add', { currencyIdA: 'HT' }],
    [`/add/${A}/`, 'add', { currencyIdA: A }],
    [`/add/${A}/${B}`, 'add', { currencyIdA: A, currencyIdB: B }],
    [`/add/HT/${B}/`, 'add', { currencyIdA: 'HT', currencyIdB: B }],
    [`/remove/${A}/${B}`, 'remove', { currencyIdA: A, currencyIdB: B }],
    [`/remove/HT/${B}`, 'remove', { currencyIdA: 'HT', currencyIdB: B }],
    ['/migrate/v1', 'migrateV1', {}],
    [`/migrate/v1/${A}`, 'migrateV1Position', { address: A }],
    [`/remove/v1/${A}`, 'removeV1', { address: A }],
    ['/bankIncome', 'bankIncome', {}],
    ['/bankIncomeList', 'bankIncomeList', {}],
    ['/capitalPool', 'capitalPool', {}],
    ['/nameList', 'nameList', {}],
    ['/jianghuOrder', 'jianghuOrder', {}],
    ['/invitationDetails', 'invitationDetails', {}],
    ['/energyDetails', 'energyDetails', {}],
    ['/acrossChain', 'acrossChain', {}],
    ['/exchange', 'exchange', {}],
    ['/exchangeHjw', 'exchangeHjw', {}],
    ['/recordHjw', 'recordHjw', {}],
    ['/release', 'release', {}],
    ['/record/1', 'record', { sendType: '1' }],
    ['/record/2', 'record', { sendType: '2' }],
    ['/test', 'test', {}],
    ['/create', 'create', {}],
  ])('%s shows %s', (path, screen, params) => {
    expect(resolveRoute(path, '?x=1', 56)).toEqual({ kind: 'screen', screen, params, search: '?x=1' })
  })
})

describe('resolveRoute: redirects', () => {
  it.each([
    ['/swap/0xabc', '', '/swap?outputCurrency=0xabc'],
    ['/swap/HT', '?exactAmount=1', '/swap?exactAmount=1&outputCurrency=HT'],
    [`/add/${A}-${B}`, '', `/add/${A}/${B}`],
    [`/add/${A}/${A}`, '', `/add/${A}`],
    [`/add/${B}/${B_UPPER}`, '', `/add/${B}`],
    ['/add/HT/HT', '', '/add/HT'],
    [`/remove/${A}-${B}`, '', `/remove/${A}/${B}`],
    ['/remove/HT', '', '/pool'],
    [`/remove/${A}-${BAD}`, '', '/pool'],
    ['/remove/', '', '/pool'],
    [`/remove/${A}/${B}/extra`, '', '/pool'],
    ['/remove/v1', '', '/pool'],
    ['/nowhere', '', '/send'],
    ['/swap/', '', '/send'],
    ['/pool/', '', '/send'],
    ['/send/', '', '/send'],
    ['/remove', '', '/send'],
    [`/add/${A}/${B}/x`, '', '/send'],
    ['/add//x', '', '/send'],
    ['/migrate', '', '/send'],
    ['/migrate/v1/', '', '/send'],
    ['/record', '', '/send'],
    ['/record/', '', '/send'],
    ['/record/1/2', '', '/send'],
  ])('%s%s redirects to %s', (path, search, to) => {
    expect(resolveRoute(path, search, 56)).toEqual({ kind: 'redirect', to })
  })

  it.each([`/remove/v1/${BAD}`, '/remove/v1/HT', `/migrate/v1/${BAD}`, '/migrate/v1/not-an-address'])(
    '%s has an invalid address: redirects to /migrate/v1 and says why, to be logged',
    (path) => {
      expect(resolveRoute(path, '?x=1', 56)).toEqual({
        kind: 'redirect',
        to: '/migrate/v1',
        problem: 'invalid address',
      })
    },
  )

  it('sends the home screen to /exchangeHjw on network 128 and to /swap elsewhere, keeping the query', () => {
    expect(resolveRoute('/', '?paddr=0x1&theme=dark', 128)).toEqual({
      kind: 'redirect',
      to: '/exchangeHjw?paddr=0x1&theme=dark',
    })
    expect(resolveRoute('/', '?theme=dark', 56)).toEqual({ kind: 'redirect', to: '/swap?theme=dark' })
    expect(resolveRoute('/', '', 1)).toEqual({ kind: 'redirect', to: '/swap' })
    expect(resolveRoute('', '?', 128)).toEqual({ kind: 'redirect', to: '/exchangeHjw' })
    expect(resolveRoute('/', '?x=1', undefined)).toEqual({ kind: 'waitingForNetwork' })
    expect(resolveRoute('/pool', '', undefined).kind).toBe('screen') // only the home screen waits for the network
  })

  it('never redirects to a location that redirects again, except through the home screen', () => {
    const paths = [
      '/swap/x',
      `/add/${A}-${B}`,
      `/add/${A}/${A}`,
      `/remove/${A}-${B}`,
      '/remove/x',
      '/remove/v1/x',
      '/x',
    ]
    for (const path of paths) {
      const first = resolveRoute(path, '', 56)
      if (first.kind !== 'redirect') throw new Error(`${path} should redirect`)
      const { path: next, search } = parseHashLocation(first.to)
      expect(resolveRoute(next, search, 56).kind).toBe('screen')
    }
  })
})

describe('parseHashLocation', () => {
  it.each([
    ['', '/', ''],
    ['#', '/', ''],
    ['#/', '/', ''],
    ['#/swap', '/swap', ''],
    ['#/swap?theme=dark', '/swap', '?theme=dark'],
    ['#?theme=dark', '/', '?theme=dark'],
    ['/pool', '/pool', ''],
  ])('%s is path %s and search %s', (hash, path, search) => {
    expect(parseHashLocation(hash)).toEqual({ path, search })
  })
})
