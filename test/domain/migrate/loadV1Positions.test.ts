import { describe, expect, it } from 'vitest'
import { loadV1Positions } from '../../../src/domain/migrate/loadV1Positions'
import { InMemoryV1Liquidity } from '../../doubles/InMemoryV1Liquidity'
import { hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'

const ACCOUNT = '0x4444444444444444444444444444444444444444'
const lookup = {
  chainId: 128,
  factory: '0x5555555555555555555555555555555555555555',
  migrator: '0x66',
  account: ACCOUNT,
}
const reads = (liquidity: bigint) => ({
  liquidity,
  totalSupply: 100n,
  ethReserve: 10n,
  tokenReserve: 20n,
  allowance: 0n,
})

describe('loadV1Positions', () => {
  const v1 = new InMemoryV1Liquidity()
  v1.setExchange(128, hecoUsdt.address, '0x1000000000000000000000000000000000000001')
  v1.setExchange(128, hecoWht.address, '0x1000000000000000000000000000000000000002')
  v1.setReads(128, ACCOUNT, '0x1000000000000000000000000000000000000001', reads(5n))
  v1.setReads(128, ACCOUNT, '0x1000000000000000000000000000000000000002', reads(0n))

  it('lists the exchanges where the account holds LP, leaving out tokens without an exchange', async () => {
    expect(await loadV1Positions(v1, lookup, [hecoUsdt, hecoHusd, hecoWht])).toEqual([
      { exchange: '0x1000000000000000000000000000000000000001', token: hecoUsdt, ...reads(5n) },
    ])
  })

  it('keeps empty positions when asked, for the one-token screen', async () => {
    const positions = await loadV1Positions(v1, lookup, [hecoWht], { includeEmpty: true })
    expect(positions.map((p) => [p.token.symbol, p.liquidity])).toEqual([[hecoWht.symbol, 0n]])
  })

  it('finds nothing for tokens without exchanges', async () => {
    expect(await loadV1Positions(v1, lookup, [hecoHusd])).toEqual([])
  })
})
