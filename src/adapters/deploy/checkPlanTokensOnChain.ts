import { decodeBytes32String, Interface, type JsonRpcProvider } from 'ethers'
import type { DeploymentPlan } from '../../domain/deploy/DeploymentPlan'
import { InvalidDeploymentPlanError } from '../../domain/errors/InvalidDeploymentPlanError'
import { shortRpcReason } from './shortRpcReason'

const erc20 = new Interface([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function deposit() payable',
  'function withdraw(uint256)',
])
const bytes32Symbol = new Interface(['function symbol() view returns (bytes32)'])

/**
 * Reads every token the plan names from the chain before anything is sent (a dry run too): each address holds code,
 * answers `decimals()` and `symbol()` as the plan says; the bounty's token addresses and the V1 factory hold code; and
 * the wrapped native coin (`wrappedNative`, --wrapped-native winning) has code, 18 decimals and takes `deposit()` and
 * `withdraw(0)` as WETH9 does. The first wrong field throws an InvalidDeploymentPlanError naming it.
 */
export async function checkPlanTokensOnChain(
  provider: JsonRpcProvider,
  plan: DeploymentPlan,
  options: { wrappedNative?: string; deployer: string },
): Promise<void> {
  const where = `on chain ${plan.chainId}`
  const hasCode = async (field: string, address: string, what: string) => {
    if ((await provider.getCode(address)) === '0x') {
      throw new InvalidDeploymentPlanError(
        field,
        `is ${address}, which holds no contract ${where}: give ${what}'s address on this chain`,
      )
    }
  }
  const call = (address: string, data: string, value = 0n) =>
    provider.call({ to: address, data, from: options.deployer, value })

  // read in parallel (one round trip), refused in the plan's order
  const checks = await Promise.all(
    plan.tokens.map(async (token, i) => {
      const path = `tokens[${i}]`
      const [code, decimalsData, symbol] = await Promise.all([
        provider.getCode(token.address),
        call(token.address, erc20.encodeFunctionData('decimals')).catch((error: unknown) => error),
        readSymbol(call, token.address),
      ])
      return () => {
        if (code === '0x') {
          throw new InvalidDeploymentPlanError(
            `${path}.address`,
            `is ${token.address}, which holds no contract ${where}: give the ${token.symbol} token's address on this chain`,
          )
        }
        let decimals: number
        try {
          decimals = Number(erc20.decodeFunctionResult('decimals', decimalsData as string)[0])
        } catch {
          const reason = typeof decimalsData === 'string' ? 'no answer' : shortRpcReason(decimalsData)
          throw new InvalidDeploymentPlanError(
            `${path}.address`,
            `is ${token.address}, whose contract does not answer decimals() (${reason}): give an ERC-20 token's address`,
          )
        }
        if (decimals !== token.decimals) {
          throw new InvalidDeploymentPlanError(
            `${path}.decimals`,
            `is ${token.decimals}, but the token at ${token.address} has ${decimals} decimals ${where}: write ${decimals}, or check the address`,
          )
        }
        if (symbol !== token.symbol) {
          throw new InvalidDeploymentPlanError(
            `${path}.symbol`,
            `is ${JSON.stringify(token.symbol)}, but the token at ${token.address} answers ${symbol === undefined ? 'no symbol()' : JSON.stringify(symbol)} ${where}: give the token's own symbol, or check the address`,
          )
        }
      }
    }),
  )
  for (const check of checks) check()
  const bounty = plan.bounty
  if (bounty) {
    const addresses: [string, string | undefined][] = [
      ['bounty.betToken', bounty.betToken],
      ['bounty.dailyPool.token', bounty.dailyPool.token],
      ...bounty.inviteTasks.map((task, i): [string, string] => [
        `bounty.inviteTasks[${i}].reward.token`,
        task.reward.token,
      ]),
    ]
    if (plan.v1Factory) addresses.push(['v1Factory', plan.v1Factory])
    await Promise.all(addresses.map(([field, address]) => address && hasCode(field, address, 'the contract')))
  } else if (plan.v1Factory) await hasCode('v1Factory', plan.v1Factory, 'the Uniswap V1 factory')

  const wrapped = options.wrappedNative ?? plan.wrappedNative
  if (wrapped === undefined) return // WHT is deployed
  const field = options.wrappedNative ? '--wrapped-native' : 'wrappedNative'
  await hasCode(field, wrapped, `the wrapped ${plan.nativeSymbol}`)
  const notWrapped = (what: string, error?: unknown) =>
    new InvalidDeploymentPlanError(
      field,
      `is ${wrapped}, which does not behave as a wrapped native coin (${what}${error ? `: ${shortRpcReason(error)}` : ''}): give the chain's W${plan.nativeSymbol} (WETH9-like) address, or leave it out to deploy WHT`,
    )
  const decimals = await call(wrapped, erc20.encodeFunctionData('decimals')).then(
    (data) => Number(erc20.decodeFunctionResult('decimals', data)[0]),
    (error: unknown) => {
      throw notWrapped('no decimals()', error)
    },
  )
  if (decimals !== 18) throw notWrapped(`${decimals} decimals, not 18`)
  await call(wrapped, erc20.encodeFunctionData('deposit'), 0n).catch((error: unknown) => {
    throw notWrapped('deposit() refused', error)
  })
  await call(wrapped, erc20.encodeFunctionData('withdraw', [0n])).catch((error: unknown) => {
    throw notWrapped('withdraw(0) refused', error)
  })
}

/** A token's symbol: a string, or a bytes32 as some older tokens (MKR) answer; undefined when it answers neither. */
async function readSymbol(
  call: (address: string, data: string) => Promise<string>,
  address: string,
): Promise<string | undefined> {
  const data = await call(address, erc20.encodeFunctionData('symbol')).catch(() => undefined)
  if (data === undefined || data === '0x') return undefined
  try {
    return erc20.decodeFunctionResult('symbol', data)[0] as string
  } catch {
    try {
      return decodeBytes32String(bytes32Symbol.decodeFunctionResult('symbol', data)[0] as string)
    } catch {
      return undefined
    }
  }
}
