import { readFile } from 'node:fs/promises'
import type { Provider } from 'ethers'
import { Container } from 'inversify'
import { SystemClock } from '../adapters/clock/SystemClock'
import { FileDeploymentRecords } from '../adapters/deployment/FileDeploymentRecords'
import { devAccounts } from '../adapters/devnet/devAccounts'
import { HttpTokenListFetcher } from '../adapters/lists/HttpTokenListFetcher'
import { EthersMulticall } from '../adapters/multicall/EthersMulticall'
import { MulticallLiquidityTokenReads } from '../adapters/multicall/MulticallLiquidityTokenReads'
import { MulticallPairReserves } from '../adapters/multicall/MulticallPairReserves'
import { MulticallTokenAllowances } from '../adapters/multicall/MulticallTokenAllowances'
import { MulticallTokenBalances } from '../adapters/multicall/MulticallTokenBalances'
import { MulticallV1Liquidity } from '../adapters/multicall/MulticallV1Liquidity'
import { RegistryNameResolver } from '../adapters/names/RegistryNameResolver'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import { EthersGasEstimator } from '../adapters/rpc/EthersGasEstimator'
import { EthersNativeBalances } from '../adapters/rpc/EthersNativeBalances'
import { EthersTransactionReceipts } from '../adapters/rpc/EthersTransactionReceipts'
import { PollingBlockNumbers } from '../adapters/rpc/PollingBlockNumbers'
import { JsonFileStore } from '../adapters/storage/JsonFileStore'
import { TerminalWallet } from '../adapters/wallet/TerminalWallet'
import { WalletKeyError } from '../adapters/wallet/WalletKeyError'
import type { ChainConfig } from '../domain/chains/ChainConfig'
import { createChainConfig } from '../domain/chains/createChainConfig'
import { createToken } from '../domain/currency/createToken'
import type { Token } from '../domain/currency/Token'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { Clock } from '../ports/Clock'
import { DeploymentRecords } from '../ports/DeploymentRecords'
import { GasEstimator } from '../ports/GasEstimator'
import { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import { ListsStore, type StoredLists } from '../ports/ListsStore'
import { NameResolver } from '../ports/NameResolver'
import { NativeBalances } from '../ports/NativeBalances'
import { PairReserves } from '../ports/PairReserves'
import { SettingsStore, type StoredSettings } from '../ports/SettingsStore'
import { TokenAllowances } from '../ports/TokenAllowances'
import { TokenBalances } from '../ports/TokenBalances'
import { TokenListFetcher } from '../ports/TokenListFetcher'
import { TransactionReceipts } from '../ports/TransactionReceipts'
import { type StoredTransactions, TransactionsStore } from '../ports/TransactionsStore'
import { V1Liquidity } from '../ports/V1Liquidity'
import { Wallet } from '../ports/Wallet'

export interface CliConfig {
  /** The devnet folder: chain state, logs and deployment records. */
  devnetDir: string
}

/** The CLI's composition root for commands that need no chain: binds each port to its terminal adapter. */
export function createCliContainer(config: CliConfig): Container {
  const container = new Container()
  container.bind<DeploymentRecords>(DeploymentRecords).toConstantValue(new FileDeploymentRecords(config.devnetDir))
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  return container
}

/** How the terminal signs: a private key, an encrypted keystore (password from the environment) or a dev account. */
export interface SignerOptions {
  key?: string
  keystore?: string
  account?: number
}

export interface ChainSessionConfig extends CliConfig, SignerOptions {
  chainId: number
  /** Where transactions and settings are kept (`~/.fomo/` by default). */
  storageDir: string
  rpcUrl?: string
}

/** What a trading command works with on one chain: the domain's view of the deployment and the bound ports. */
export interface ChainSession {
  record: DeploymentRecord
  config: ChainConfig
  tokens: Token[]
  container: Container
  close(): void
}

export const TRANSACTIONS_STORE_VERSION = 1
export const LISTS_STORE_VERSION = 1
export const SETTINGS_STORE_VERSION = 1
const DEV_CHAIN_IDS = new Set([128, 56])

/**
 * The composition root of trading commands: reads the chain's deployment record, connects its RPC (failing with
 * what to do), and binds the reads (multicall, V1 exchanges included), gas estimates, the wallet (when the command
 * signs), the transaction store and the settings (saved pairs).
 */
export async function openChainSession(config: ChainSessionConfig, needsWallet: boolean): Promise<ChainSession> {
  const container = createCliContainer(config)
  const record = await container.get<DeploymentRecords>(DeploymentRecords).read(config.chainId)
  const provider = await connectJsonRpc(config.rpcUrl ?? record.rpcUrl, config.chainId)
  const providers = new Map<number, Provider>([[config.chainId, provider]])
  const clock = container.get<Clock>(Clock)
  const blocks = new PollingBlockNumbers(new Map([[config.chainId, () => provider.getBlockNumber()]]), clock)
  const multicall = new EthersMulticall(
    [{ chainId: config.chainId, multicallAddress: record.contracts.multicall, provider }],
    blocks,
    clock,
  )
  container.bind<PairReserves>(PairReserves).toConstantValue(new MulticallPairReserves(multicall))
  container.bind<TokenBalances>(TokenBalances).toConstantValue(new MulticallTokenBalances(multicall))
  container.bind<LiquidityTokenReads>(LiquidityTokenReads).toConstantValue(new MulticallLiquidityTokenReads(multicall))
  container.bind<TokenAllowances>(TokenAllowances).toConstantValue(new MulticallTokenAllowances(multicall))
  container
    .bind<V1Liquidity>(V1Liquidity)
    .toConstantValue(new MulticallV1Liquidity(multicall, () => record.contracts.multicall))
  container.bind<NativeBalances>(NativeBalances).toConstantValue(new EthersNativeBalances(providers))
  container.bind<TransactionReceipts>(TransactionReceipts).toConstantValue(new EthersTransactionReceipts(providers))
  container.bind<GasEstimator>(GasEstimator).toConstantValue(new EthersGasEstimator(providers))
  container.bind<TransactionsStore>(TransactionsStore).toConstantValue(
    new JsonFileStore<StoredTransactions>({
      dir: config.storageDir,
      name: 'transactions',
      version: TRANSACTIONS_STORE_VERSION,
    }),
  )
  container
    .bind<ListsStore>(ListsStore)
    .toConstantValue(
      new JsonFileStore<StoredLists>({ dir: config.storageDir, name: 'lists', version: LISTS_STORE_VERSION }),
    )
  container
    .bind<SettingsStore>(SettingsStore)
    .toConstantValue(
      new JsonFileStore<StoredSettings>({ dir: config.storageDir, name: 'settings', version: SETTINGS_STORE_VERSION }),
    )
  const names = new RegistryNameResolver([
    { chainId: config.chainId, registry: record.contracts.nameRegistry, provider },
  ])
  container.bind<NameResolver>(NameResolver).toConstantValue(names)
  container
    .bind<TokenListFetcher>(TokenListFetcher)
    .toConstantValue(new HttpTokenListFetcher({ names, nameChainId: config.chainId }))
  if (needsWallet) container.bind<Wallet>(Wallet).toConstantValue(await openWallet(config, provider))
  const chainConfig = createChainConfig(record)
  const tokens = record.tokens
    .filter((t) => t.address.toLowerCase() !== record.contracts.wrappedNative.toLowerCase())
    .map((t) => createToken({ chainId: record.chainId, ...t }))
  return {
    record,
    config: chainConfig,
    tokens: [...tokens, chainConfig.nativeCurrency.wrapped],
    container,
    close: () => provider.destroy(),
  }
}

async function openWallet(config: ChainSessionConfig, provider: Provider): Promise<TerminalWallet> {
  if (config.account !== undefined) {
    if (!DEV_CHAIN_IDS.has(config.chainId) || !config.devnetDir) {
      throw new WalletKeyError('--account picks a devnet account; on another chain pass --key or --keystore.')
    }
    const account = devAccounts()[config.account]
    if (!account) throw new WalletKeyError(`--account takes 0 to ${devAccounts().length - 1}.`)
    return TerminalWallet.fromPrivateKey(account.privateKey, provider)
  }
  if (config.keystore) {
    const password = process.env.FOMO_KEYSTORE_PASSWORD
    if (password === undefined) {
      throw new WalletKeyError('Set FOMO_KEYSTORE_PASSWORD to the keystore password (it is never asked on screen).')
    }
    let json: string
    try {
      json = await readFile(config.keystore, 'utf8')
    } catch (cause) {
      throw new WalletKeyError(`Cannot read the keystore ${config.keystore}: check the path.`, { cause })
    }
    return TerminalWallet.fromKeystore(json, password, provider)
  }
  const key = config.key ?? process.env.FOMO_PRIVATE_KEY
  if (!key) {
    throw new WalletKeyError(
      'This command signs: pass --key <private key> (or set FOMO_PRIVATE_KEY), --keystore <file>, or --account <n> for a devnet account.',
    )
  }
  return TerminalWallet.fromPrivateKey(key, provider)
}
