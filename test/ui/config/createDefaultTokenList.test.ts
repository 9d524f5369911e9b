import { expect, it } from 'vitest'
import { validateTokenList } from '../../../src/domain/lists/validateTokenList'
import { createAppConfig } from '../../../src/ui/config/createAppConfig'
import { createDefaultTokenList } from '../../../src/ui/config/createDefaultTokenList'
import { appConfigFixture } from '../stores/appConfigFixture'

const records = appConfigFixture().chains.map((chain) => ({
  ...chain.deployment,
  tokens: [
    { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
    { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'FOMO', name: 'FomoSwap', decimals: 18 },
    { address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', symbol: 'NEW', name: 'No logo yet', decimals: 18 },
  ],
}))

it('lists every seeded token of every chain with its logo on the app host, and passes the list schema', () => {
  const list = createDefaultTokenList(records, 'http://127.0.0.1:8080/', new Date('2026-01-01T00:00:00Z'))
  expect(validateTokenList(JSON.parse(JSON.stringify(list)))).toEqual(list)
  expect(list.tokens.map((token) => [token.chainId, token.symbol, token.logoURI])).toEqual([
    [128, 'USDT', 'http://127.0.0.1:8080/images/token/USDT.svg'],
    [128, 'FOMO', 'http://127.0.0.1:8080/images/token/FOMO.svg'],
    [128, 'NEW', undefined], // the app ships no logo for it: none is claimed
    [56, 'USDT', 'http://127.0.0.1:8080/images/token/USDT.svg'],
    [56, 'FOMO', 'http://127.0.0.1:8080/images/token/FOMO.svg'],
    [56, 'NEW', undefined],
  ])
})

it('makes the first record the default network of config.json, and lets a deploy point RPCs elsewhere', () => {
  const config = createAppConfig(records, { devnet: false, rpcUrls: { 56: 'https://bsc.example/rpc' } })
  expect(config.defaultChainId).toBe(128)
  expect(config.pollingIntervalMs).toBe(15_000)
  expect(config.chains.map((chain) => chain.rpcUrl)).toEqual(['http://127.0.0.1:128', 'https://bsc.example/rpc'])
  expect(() => createAppConfig([], { devnet: true })).toThrow('at least one deployment record')
})

it('gives each chain its block time, and a new-heads WebSocket where one is named or on a devnet (anvil’s own port)', () => {
  const deployed = createAppConfig(records, { devnet: false, wsUrls: { 128: 'wss://heco.example/ws' } })
  expect(deployed.chains.map((chain) => [chain.chainId, chain.wsUrl, chain.blockTimeMs])).toEqual([
    [128, 'wss://heco.example/ws', 3_000],
    [56, undefined, 3_000],
  ])
  const devnet = createAppConfig(records, { devnet: true })
  expect(devnet.chains.map((chain) => chain.wsUrl)).toEqual(['ws://127.0.0.1:128', 'ws://127.0.0.1:56'])
})
