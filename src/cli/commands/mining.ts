import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { parseWholeNumber } from '../parseWholeNumber'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { miningContracts, sessionMiningPool } from '../sessionMiningPool'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { type CommandGroup, commandGroup } from './commandGroup'
import { registerMiningRecordsCommand } from './miningRecords'
import { registerMiningRewardCommands } from './miningRewards'

const DAY = 86_400

/** `fomo mining pools | position | pledge | withdraw | rewards | claim | verify`: LP mining from the terminal. */
export function registerMiningCommand(program: Command, context: CliContext): void {
  const mining = commandGroup(
    program,
    context,
    'mining',
    'LP mining: pools, pledges with locks, rewards by signed voucher',
    [registerPools, registerPosition, registerPledge, registerWithdraw],
  )
  registerMiningRewardCommands(mining, context)
  registerMiningRecordsCommand(mining, context)
}

function registerPools({ context, command: mining }: CommandGroup): void {
  addReaderOptions(
    addApiOption(
      mining
        .command('pools')
        .description('the mining pools with TVL, daily output, APR and your income (from the API server)')
        .option('--mine', 'only the pools you take part in'),
    ),
    'whose income',
  ).action(async (options: ReaderOptions & { api: string; mine?: true }) => {
    const { output } = context.config()
    const pools = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      return session.ports.miningApi(options.api).pools(session.config.chainId, account, options.mine === true)
    })
    output.result(pools, () => {
      if (pools.list.length === 0) output.line('No data')
      for (const pool of pools.list) {
        const apr = pool.apr === null ? '-' : `${(pool.apr * 100).toFixed(2)}%`
        const tvl = pool.tvlUsdt === null ? '-' : `${pool.tvlUsdt.toFixed(2)} USDT`
        output.line(
          `${pool.token.padEnd(12)} TVL ${tvl}  ${formatBalance(pool.dailyOutput, 18)} ${pool.rewardSymbol}/day  APR ${apr}  your pledge ${formatBalance(pool.myPledge, 18)} LP  income ${formatBalance(pool.income, 18)} ${pool.rewardSymbol}`,
        )
      }
      output.line(`Total locked: ${pools.totalLockedUsdt.toFixed(2)} USDT`)
    })
  })
}

function registerPosition({ context, command: mining }: CommandGroup): void {
  addReaderOptions(
    mining
      .command('position')
      .description('your pledges in a pool: demand LP and each fixed-term lock with its unlock time')
      .argument('<pair>', 'e.g. AURA/USDT'),
    'whose position',
  ).action(async (pairText: string, options: ReaderOptions) => {
    const { output } = context.config()
    const result = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      const { lpToken, label, pool } = await sessionMiningPool(session, pairText)
      const facts = await session.ports.mining.position(
        session.config.chainId,
        miningContracts(session).lpMining,
        lpToken.address,
        account,
      )
      return { pair: label, lpToken: lpToken.address, options: pool.options, ...facts }
    })
    output.result(result, () => {
      output.line(
        `${result.pair}: demand ${formatBalance(result.demand, 18)} LP, withdrawable now ${formatBalance(result.withdrawable, 18)} LP`,
      )
      for (const lock of result.locks) {
        const unlock = new Date(lock.unlockAt * 1000).toISOString()
        output.line(
          `  lock #${lock.id}: ${formatBalance(lock.amount, 18)} LP at ${lock.weight / 100}% weight, unlocks ${unlock}`,
        )
      }
    })
  })
}

function registerPledge({ context, command: mining }: CommandGroup): void {
  addSignerOptions(
    mining
      .command('pledge')
      .description(
        'pledge LP on demand (--days 0) or for a fixed term that weighs more; approves the mining contract first',
      )
      .argument('<pair>', 'e.g. AURA/USDT')
      .argument('<amount>', 'LP to pledge')
      .requiredOption('--days <days>', "the lock term: 0 (demand) or one of the pool's fixed terms", parseWholeNumber),
  ).action(async (pairText: string, amountText: string, options: SignerOptions & { days: number }) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { services, target, lpToken } = await signedMiningPool(session, pairText)
      const order = { target, lpToken, amount: amountText, lockDays: options.days }
      const prepared = await services.pledgeAction.prepare(order) // every check, before anything is approved
      const { approval, sent } = await services.pledgeAction.send(prepared)
      return { approval: approval?.hash, hash: sent.hash, amount: prepared.amount, days: options.days }
    })
    output.result(result, () => {
      const term = result.days === 0 ? 'on demand' : `for ${result.days} days (unlocks in ${result.days * DAY} s)`
      output.line(`Pledge Success: ${formatBalance(result.amount ?? 0n, 18)} LP ${term}: ${result.hash}`)
    })
  })
}

function registerWithdraw({ context, command: mining }: CommandGroup): void {
  addSignerOptions(
    mining
      .command('withdraw')
      .description('withdraw LP from your demand balance and matured locks')
      .argument('<pair>', 'e.g. AURA/USDT')
      .argument('<amount>', 'LP to withdraw'),
  ).action(async (pairText: string, amountText: string, options: SignerOptions) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { services, target, lpToken } = await signedMiningPool(session, pairText)
      const prepared = await services.lpWithdrawAction.prepare({ target, lpToken, amount: amountText }) // its check
      const sent = await services.lpWithdrawAction.withdraw(prepared)
      return { hash: sent.hash, amount: prepared.amount }
    })
    output.result(result, () =>
      output.line(`Withdrawal success: ${formatBalance(result.amount, 18)} LP: ${result.hash}`),
    )
  })
}

/** The signer's account, its services and the LP-mining target of the pool named `pairText`, with its LP token. */
async function signedMiningPool(session: ChainSession, pairText: string) {
  const { account, services } = session.signer()
  const { lpToken } = await sessionMiningPool(session, pairText)
  const target = { chainId: session.config.chainId, contract: miningContracts(session).lpMining, account }
  return { services, target, lpToken }
}
