import type { JsonRpcProvider, Provider } from 'ethers'
import { readGameRounds, readPrizeDrawEvents } from '../adapters/indexer/readBountyEvents'
import { readMiningEvents } from '../adapters/indexer/readMiningEvents'
import { readSeasonEvents } from '../adapters/indexer/readSeasonEvents'
import { HttpTokenListFetcher } from '../adapters/lists/HttpTokenListFetcher'
import { EthersMulticall } from '../adapters/multicall/EthersMulticall'
import { MulticallCapitalPoolReads } from '../adapters/multicall/MulticallCapitalPoolReads'
import { MulticallChainReads } from '../adapters/multicall/MulticallChainReads'
import { MulticallInvestmentReads } from '../adapters/multicall/MulticallInvestmentReads'
import { MulticallLiquidityTokenReads } from '../adapters/multicall/MulticallLiquidityTokenReads'
import { MulticallTokenAllowances } from '../adapters/multicall/MulticallTokenAllowances'
import { MulticallV1Liquidity } from '../adapters/multicall/MulticallV1Liquidity'
import { RegistryNameResolver } from '../adapters/names/RegistryNameResolver'
import { RestExchangeApi } from '../adapters/rest/RestExchangeApi'
import { RestMiningApi } from '../adapters/rest/RestMiningApi'
import { RestSeasonClaimsApi } from '../adapters/rest/RestSeasonClaimsApi'
import { ChainBlockNumbers } from '../adapters/rpc/ChainBlockNumbers'
import { EthersMiningReads } from '../adapters/rpc/EthersMiningReads'
import { EthersTransactionReceipts } from '../adapters/rpc/EthersTransactionReceipts'
import { RpcAccountCode } from '../adapters/rpc/RpcAccountCode'
import { RpcExchangeChainReads } from '../adapters/rpc/RpcExchangeChainReads'
import { RpcMiningRecordEvents } from '../adapters/rpc/RpcMiningRecordEvents'
import { RpcSettledTransactions } from '../adapters/rpc/RpcSettledTransactions'
import { EthersMessageVerifier } from '../adapters/signer/EthersMessageVerifier'
import { JsonFileStore } from '../adapters/storage/JsonFileStore'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import type { AccountCode } from '../ports/AccountCode'
import type { CapitalPoolReads } from '../ports/CapitalPoolReads'
import type { ChainHistory } from '../ports/ChainHistory'
import type { ChainReads } from '../ports/ChainReads'
import type { Clock } from '../ports/Clock'
import type { ExchangeApi } from '../ports/ExchangeApi'
import type { ExchangeChainReads } from '../ports/ExchangeChainReads'
import type { InvestmentReads } from '../ports/InvestmentReads'
import type { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import type { ListsStore, StoredLists } from '../ports/ListsStore'
import type { MiningApi } from '../ports/MiningApi'
import type { MiningReads } from '../ports/MiningReads'
import type { MiningRecordEvents } from '../ports/MiningRecordEvents'
import type { NameResolver } from '../ports/NameResolver'
import type { SeasonClaimsApi } from '../ports/SeasonClaimsApi'
import type { SettingsStore, StoredSettings } from '../ports/SettingsStore'
import type { SettledTransactions } from '../ports/SettledTransactions'
import type { SignedMessageVerifier } from '../ports/SignedMessageVerifier'
import type { TokenAllowances } from '../ports/TokenAllowances'
import type { TokenListFetcher } from '../ports/TokenListFetcher'
import type { TransactionReceipts } from '../ports/TransactionReceipts'
import type { StoredTransactions, TransactionsStore } from '../ports/TransactionsStore'
import type { V1Liquidity } from '../ports/V1Liquidity'

/** The ports a command reads through on its chain (bound in this root; commands never construct an adapter). */
export interface ChainPorts {
  /** Balances (tokens and the native coin) and reserves, read once. */
  reads: ChainReads
  lpTokens: LiquidityTokenReads
  allowances: TokenAllowances
  v1: V1Liquidity
  receipts: TransactionReceipts
  /** Mined transactions with their logs, gas and block time (`fomo tx --csv`). */
  settled: SettledTransactions
  /** The mining contracts' payouts to an account (`fomo mining records`). */
  miningRecords: MiningRecordEvents
  transactions: TransactionsStore
  lists: ListsStore
  settings: SettingsStore
  names: NameResolver
  listFetcher: TokenListFetcher
  mining: MiningReads
  /** The capital pool's options and an account's figures per token (listing, deposits), in one multicall. */
  capitalPool: CapitalPoolReads
  investment: InvestmentReads
  /** The FomoSwap API server at `baseUrl` (its mining endpoints). */
  miningApi(baseUrl: string): MiningApi
  /** The DK converter's terms and the investment contract's close time, read from the chain. */
  exchange: ExchangeChainReads
  /** The FomoSwap API server at `baseUrl` (its exchange and release endpoints). */
  exchangeApi(baseUrl: string): ExchangeApi
  /** The chain's history read straight from its node (`fomo mining|season verify`). */
  history: ChainHistory
  /** The FomoSwap API server at `baseUrl` (its title vouchers and settled seasons). */
  seasonClaimsApi(baseUrl: string): SeasonClaimsApi
  /** Whether an address holds contract code on the session's chain (an inviter may not). */
  code: AccountCode
  /** Who signed a personal message (`fomo season verify` checks each invitation binding's invitee). */
  messages: SignedMessageVerifier
}

/** The format versions of the files the terminal keeps in its storage folder, written with each document. */
const TRANSACTIONS_STORE_VERSION = 1
const LISTS_STORE_VERSION = 1
const SETTINGS_STORE_VERSION = 1

/**
 * The session chain's node, alone and keyed by chain id (as the Ethers adapters take it), and the other chains' nodes,
 * connected when first asked.
 */
export interface SessionNodes {
  provider: JsonRpcProvider
  providers: Map<number, Provider>
  providerOf: (chainId: number) => Promise<Provider>
}

/** The ports a command reads through, over the session chain's node (one multicall batches its per-block reads). */
export function createChainPorts(
  config: { chainId: number; storageDir: string },
  record: DeploymentRecord,
  { provider, providers, providerOf }: SessionNodes,
  clock: Clock,
): ChainPorts {
  const blocks = new ChainBlockNumbers(new Map([[config.chainId, () => provider.getBlockNumber()]]), clock)
  const multicall = new EthersMulticall(
    [{ chainId: config.chainId, multicallAddress: record.contracts.multicall, provider }],
    blocks,
    clock,
  )
  const names = new RegistryNameResolver([
    { chainId: config.chainId, registry: record.contracts.nameRegistry, provider },
  ])
  const store = <T>(name: string, version: number) => new JsonFileStore<T>({ dir: config.storageDir, name, version })
  const multicallAddress = () => record.contracts.multicall
  return {
    reads: new MulticallChainReads(multicall, multicallAddress),
    lpTokens: new MulticallLiquidityTokenReads(multicall),
    allowances: new MulticallTokenAllowances(multicall),
    v1: new MulticallV1Liquidity(multicall, multicallAddress),
    receipts: new EthersTransactionReceipts(providers),
    settled: new RpcSettledTransactions((_chainId, method, params) => provider.send(method, params)),
    miningRecords: new RpcMiningRecordEvents((_chainId, method, params) => provider.send(method, params)),
    transactions: store<StoredTransactions>('transactions', TRANSACTIONS_STORE_VERSION),
    lists: store<StoredLists>('lists', LISTS_STORE_VERSION),
    settings: store<StoredSettings>('settings', SETTINGS_STORE_VERSION),
    names,
    listFetcher: new HttpTokenListFetcher({ names, nameChainId: config.chainId }),
    mining: new EthersMiningReads(providers),
    capitalPool: new MulticallCapitalPoolReads(multicall),
    investment: new MulticallInvestmentReads(multicall, multicallAddress),
    miningApi: (baseUrl) => new RestMiningApi(baseUrl),
    exchange: new RpcExchangeChainReads(new Map([[config.chainId, provider]])),
    exchangeApi: (baseUrl) => new RestExchangeApi(baseUrl),
    history: chainHistory(provider, config.chainId, record),
    seasonClaimsApi: (baseUrl) => new RestSeasonClaimsApi(baseUrl),
    // the bridge asks the target chain too: its node is the one its deployment record names, connected when asked
    code: new RpcAccountCode(async (chainId, address) => (await providerOf(chainId)).getCode(address)),
    messages: new EthersMessageVerifier(),
  }
}

/** The chain's history read straight from its node, per programme, from the record's start block (`verify`). */
function chainHistory(provider: JsonRpcProvider, chainId: number, record: DeploymentRecord): ChainHistory {
  return {
    head: () => provider.getBlockNumber(),
    blockTime: async (number) => (await provider.getBlock(number))?.timestamp ?? 0,
    blockHash: async (number) => (await provider.getBlock(number))?.hash ?? undefined,
    miningEvents: (toBlock) =>
      record.contracts.lpMining
        ? readMiningEvents(provider, chainId, record.contracts.lpMining, record.startBlock, toBlock)
        : Promise.resolve([]),
    seasonEvents: (toBlock) =>
      record.contracts.seasons
        ? readSeasonEvents(
            provider,
            chainId,
            record.contracts.seasons,
            record.startBlock,
            toBlock,
            record.contracts.titleNft,
          )
        : Promise.resolve([]),
    bountyEvents: async (toBlock) => {
      const { gameRecords, prizePool } = record.contracts
      const [rounds, draws] = await Promise.all([
        gameRecords ? readGameRounds(provider, chainId, gameRecords, record.startBlock, toBlock) : [],
        prizePool ? readPrizeDrawEvents(provider, chainId, prizePool, record.startBlock, toBlock) : [],
      ])
      return { rounds, draws }
    },
  }
}
