import { readFile } from 'node:fs/promises'
import type { JsonRpcProvider, Provider } from 'ethers'
import { Container } from 'inversify'
import { SystemClock } from '../adapters/clock/SystemClock'
import { AbiContractCalls } from '../adapters/contracts/AbiContractCalls'
import { RandomNonces } from '../adapters/crypto/RandomNonces'
import { FileDeploymentRecords } from '../adapters/deployment/FileDeploymentRecords'
import { devAccounts } from '../adapters/devnet/devAccounts'
import { BridgeServiceId, bindBridgeService } from '../adapters/di/bindBridgeService'
import { bindDomainServices, resolveDomainServices } from '../adapters/di/bindDomainServices'
import { RestBridgeApi } from '../adapters/rest/RestBridgeApi'
import { connectJsonRpc } from '../adapters/rpc/connectJsonRpc'
import { EthersGasEstimator } from '../adapters/rpc/EthersGasEstimator'
import { RpcLatestBlockTime } from '../adapters/rpc/RpcLatestBlockTime'
import { TerminalTransactionSubmitter } from '../adapters/wallet/TerminalTransactionSubmitter'
import { TerminalWallet } from '../adapters/wallet/TerminalWallet'
import { WalletKeyError } from '../adapters/wallet/WalletKeyError'
import type { BridgeService } from '../domain/bridge/BridgeService'
import type { ChainConfig } from '../domain/chains/ChainConfig'
import { createChainConfig } from '../domain/chains/createChainConfig'
import { createToken } from '../domain/currency/createToken'
import type { Token } from '../domain/currency/Token'
import type { ActionServices, DomainServices } from '../domain/DomainServices'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { AccountCode } from '../ports/AccountCode'
import { BridgeApi } from '../ports/BridgeApi'
import { CapitalPoolReads } from '../ports/CapitalPoolReads'
import { ChainReads } from '../ports/ChainReads'
import { Clock } from '../ports/Clock'
import { ContractCalls } from '../ports/ContractCalls'
import { DeploymentRecords } from '../ports/DeploymentRecords'
import { ExchangeChainReads } from '../ports/ExchangeChainReads'
import { GasEstimator } from '../ports/GasEstimator'
import { InvestmentReads } from '../ports/InvestmentReads'
import { LatestBlockTime } from '../ports/LatestBlockTime'
import { LiquidityTokenReads } from '../ports/LiquidityTokenReads'
import { LpMiningReads } from '../ports/LpMiningReads'
import { NameResolver } from '../ports/NameResolver'
import { Nonces } from '../ports/Nonces'
import { TokenAllowances } from '../ports/TokenAllowances'
import { TransactionReceipts } from '../ports/TransactionReceipts'
import { TransactionSubmitter } from '../ports/TransactionSubmitter'
import { TransactionsStore } from '../ports/TransactionsStore'
import { TypedDataSigner } from '../ports/TypedDataSigner'
import { V1Liquidity } from '../ports/V1Liquidity'
import { Wallet } from '../ports/Wallet'
import { type ApiServerProgrammes, apiServerProgrammes } from './apiServerProgrammes'
import { type ChainPorts, createChainPorts } from './createChainPorts'

export interface CliConfig {
  /** The devnet folder: chain state, logs and deployment records. */
  devnetDir: string
  /** A real deployment's records (`--deployments`, FOMO_DEPLOYMENTS_DIR); absent: `<devnetDir>/deployments`. */
  deploymentsDir?: string
}

/** The CLI's composition root for commands that need no chain: binds each port to its terminal adapter. */
function createCliContainer(config: CliConfig): Container {
  const container = new Container()
  container
    .bind<DeploymentRecords>(DeploymentRecords)
    .toConstantValue(new FileDeploymentRecords(config.devnetDir, config.deploymentsDir))
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  return container
}

/** The deployment records of the devnet folder, for the commands that need no chain session (devnet, status). */
export function openDeploymentRecords(config: CliConfig): DeploymentRecords {
  return createCliContainer(config).get<DeploymentRecords>(DeploymentRecords)
}

/** The chains with a record in `config.deploymentsDir` (`fomo status` on a real deployment). */
export function deployedChainIds(config: CliConfig): Promise<number[]> {
  return new FileDeploymentRecords(config.devnetDir, config.deploymentsDir).chainIds()
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

/** The domain services of the actions that sign, over the session's wallet. */
export type ChainServices = DomainServices & ActionServices

/** What signs on the session's chain: the wallet, its account and the services that send from it. */
export interface SessionSigner {
  wallet: Wallet
  account: string
  services: ChainServices
}

/**
 * What a trading command works with on one chain: the domain's view of the deployment, its ports and services, and
 * the programmes it reaches through the API server (ApiServerProgrammes).
 */
export interface ChainSession extends ApiServerProgrammes {
  record: DeploymentRecord
  config: ChainConfig
  tokens: Token[]
  ports: ChainPorts
  clock: Clock
  /** The signing account and its services; throws WalletKeyError when the command was opened without a signer. */
  signer(): SessionSigner
  /**
   * The bridge's service over the FomoSwap API server at `baseUrl`, sending from the session's signer; without one it
   * reads (config, quote, status, records) and refuses to send with WalletKeyError.
   */
  bridge(baseUrl: string): BridgeService
  close(): void
}

const DEV_CHAIN_IDS = new Set([128, 56])

/**
 * The composition root of trading commands: reads the chain's deployment record, connects its RPC (failing with
 * what to do), binds the reads (multicall, V1 exchanges included), gas estimates, the transaction, list and settings
 * stores and, when the command signs, the wallet; the container then builds the domain services from their ports.
 */
export async function openChainSession(config: ChainSessionConfig, needsWallet: boolean): Promise<ChainSession> {
  const container = createCliContainer(config)
  const record = await container.get<DeploymentRecords>(DeploymentRecords).read(config.chainId)
  const provider = await connectJsonRpc(config.rpcUrl ?? record.rpcUrl, config.chainId)
  const providers = new Map<number, Provider>([[config.chainId, provider]])
  const clock = container.get<Clock>(Clock)
  const peers = peerProviders(container, config.chainId, provider)
  const ports = createChainPorts(config, record, { provider, providers, providerOf: peers.providerOf }, clock)
  bindChainPorts(container, ports, provider, providers)
  const signer = needsWallet ? await bindSigner(container, config, provider) : undefined
  const requireSigner = () => {
    if (!signer)
      throw new WalletKeyError('This command was opened without a signer; pass --key, --keystore or --account.')
    return signer
  }
  const chainConfig = createChainConfig(record)
  const tokens = record.tokens
    .filter((t) => t.address.toLowerCase() !== record.contracts.wrappedNative.toLowerCase())
    .map((t) => createToken({ chainId: record.chainId, ...t }))
  return {
    record,
    config: chainConfig,
    tokens: [...tokens, chainConfig.nativeCurrency.wrapped],
    ports,
    clock,
    signer: requireSigner,
    bridge: (baseUrl) => bridgeServiceOf(container, baseUrl, signer),
    ...apiServerProgrammes(ports, requireSigner),
    close: () => {
      provider.destroy()
      peers.close()
    },
  }
}

/**
 * The nodes of the other chains the session asks (the bridge's target chain), each the one its deployment record
 * names, connected once when first asked and closed with the session.
 */
function peerProviders(container: Container, chainId: number, provider: Provider) {
  const peers = new Map<number, Promise<Provider>>()
  const providerOf = (peerChainId: number): Promise<Provider> => {
    if (peerChainId === chainId) return Promise.resolve(provider)
    let peer = peers.get(peerChainId)
    if (!peer) {
      const records = container.get<DeploymentRecords>(DeploymentRecords)
      peer = records.read(peerChainId).then((peerRecord) => connectJsonRpc(peerRecord.rpcUrl, peerChainId))
      peers.set(peerChainId, peer)
    }
    return peer
  }
  const close = () => {
    for (const peer of peers.values())
      void peer.then(
        (opened) => opened.destroy(),
        () => undefined,
      )
  }
  return { providerOf, close }
}

/** Binds the ports the domain services are built from: the session's reads and stores, calls, nonces and gas. */
function bindChainPorts(
  container: Container,
  ports: ChainPorts,
  provider: JsonRpcProvider,
  providers: Map<number, Provider>,
) {
  container.bind<ContractCalls>(ContractCalls).toConstantValue(new AbiContractCalls())
  container.bind<Nonces>(Nonces).toConstantValue(new RandomNonces())
  container.bind<GasEstimator>(GasEstimator).toConstantValue(new EthersGasEstimator(providers))
  container
    .bind<LatestBlockTime>(LatestBlockTime)
    .toConstantValue(new RpcLatestBlockTime(() => provider.send('eth_getBlockByNumber', ['latest', false])))
  container.bind<AccountCode>(AccountCode).toConstantValue(ports.code)
  container.bind<ChainReads>(ChainReads).toConstantValue(ports.reads)
  container.bind<V1Liquidity>(V1Liquidity).toConstantValue(ports.v1)
  container.bind<CapitalPoolReads>(CapitalPoolReads).toConstantValue(ports.capitalPool)
  container.bind<LpMiningReads>(LpMiningReads).toConstantValue(ports.mining)
  container.bind<InvestmentReads>(InvestmentReads).toConstantValue(ports.investment)
  container.bind<ExchangeChainReads>(ExchangeChainReads).toConstantValue(ports.exchange)
  container.bind<TokenAllowances>(TokenAllowances).toConstantValue(ports.allowances)
  container.bind<LiquidityTokenReads>(LiquidityTokenReads).toConstantValue(ports.lpTokens)
  container.bind<TransactionReceipts>(TransactionReceipts).toConstantValue(ports.receipts)
  container.bind<TransactionsStore>(TransactionsStore).toConstantValue(ports.transactions)
  container.bind<NameResolver>(NameResolver).toConstantValue(ports.names)
}

/** Opens the wallet the signing options pick and binds it; the container then builds the services that send from it. */
async function bindSigner(
  container: Container,
  config: ChainSessionConfig,
  provider: Provider,
): Promise<SessionSigner> {
  const wallet = await openWallet(config, provider)
  container.bind<Wallet>(Wallet).toConstantValue(wallet)
  container.bind<TypedDataSigner>(TypedDataSigner).toConstantValue(wallet)
  container
    .bind<TransactionSubmitter>(TransactionSubmitter)
    .toResolvedValue(
      (wallet: Wallet, receipts: TransactionReceipts, transactions: TransactionsStore, clock: Clock) =>
        new TerminalTransactionSubmitter(wallet, receipts, transactions, clock),
      [Wallet, TransactionReceipts, TransactionsStore, Clock],
    )
  bindDomainServices(container)
  return { wallet, account: await wallet.address(), services: resolveDomainServices(container) }
}

/**
 * The bridge's service over the API server at `baseUrl`, in a scope of its own so each server gets its own API;
 * without a signer it reads and refuses to send or sign.
 */
function bridgeServiceOf(container: Container, baseUrl: string, signer: SessionSigner | undefined): BridgeService {
  const scope = new Container({ parent: container })
  scope.bind<BridgeApi>(BridgeApi).toConstantValue(new RestBridgeApi(baseUrl))
  if (!signer) {
    const refusal = () =>
      Promise.reject(new WalletKeyError('Sending needs a signer: pass --key, --keystore or --account.'))
    scope.bind<TransactionSubmitter>(TransactionSubmitter).toConstantValue({ submit: refusal, settled: refusal })
    scope.bind<TypedDataSigner>(TypedDataSigner).toConstantValue({ signTypedData: refusal })
  }
  bindBridgeService(scope)
  return scope.get<BridgeService>(BridgeServiceId)
}

/**
 * The wallet the signing options pick, in this order: --account (devnet dev accounts only), --keystore (password in
 * FOMO_KEYSTORE_PASSWORD), --key or FOMO_PRIVATE_KEY. Without a provider it only signs (`invite bind`).
 */
export async function openWallet(
  config: Pick<ChainSessionConfig, 'chainId' | 'devnetDir'> & SignerOptions,
  provider: Provider | null,
): Promise<TerminalWallet> {
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
