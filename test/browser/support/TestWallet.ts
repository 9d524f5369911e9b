import { getBytes, JsonRpcProvider, Network, type TypedDataField, Wallet } from 'ethers'
import type { Page } from 'playwright-core'

/** A JSON-RPC style answer handed back to the page: a result, or an error with its EIP-1193 code. */
type Answer = { result: unknown } | { error: { code: number; message: string } }

/** What a wallet announces of itself (EIP-6963 `EIP6963ProviderInfo`). */
export interface AnnouncedInfo {
  uuid: string
  name: string
  /** A data: URI. */
  icon: string
  rdns: string
}

/** How the wallet shows itself to the page: as `window.ethereum` (the default), by EIP-6963 announcements, or both. */
export interface InstallOptions {
  injected?: boolean
  announce?: AnnouncedInfo
}

let installed = 0

export interface TestWalletOptions {
  privateKey: string
  /** The chains the wallet knows: chain id to the fork's RPC URL. */
  chains: Record<number, string>
  chainId: number
  /** Whether the site is already authorised (eth_accounts answers the account). */
  authorized?: boolean
  /**
   * Hold the answers to eth_accounts and eth_requestAccounts until the test calls `releaseConnection()`, to see the
   * connection spinner without measuring time.
   */
  holdConnection?: boolean
}

/**
 * The Node side of the injected EIP-1193 wallet of the browser tests: an ethers Wallet with a devnet key on the
 * forks, answering the page's `window.ethereum.request` calls, and emitting `accountsChanged` and `chainChanged`.
 */
export class TestWallet {
  chainId: number
  authorized: boolean
  /** Reject the next eth_requestAccounts with code 4001, as a user closing the wallet's prompt. */
  rejectNextRequest = false
  /** Reject the next eth_sendTransaction with code 4001, as a user rejecting it in the wallet. */
  rejectNextTransaction = false
  /** Reject the next eth_signTypedData_v4 with code 4001, as a user refusing to sign a permit. */
  rejectNextSignature = false
  readonly requests: string[] = []
  private signer: Wallet
  private readonly chains = new Map<number, string>()
  private readonly providers = new Map<number, JsonRpcProvider>()
  private page: Page | undefined
  private releaseHeld: () => void = () => {}
  /** This wallet's own names in the page, so several wallets can be installed in one. */
  private readonly bridge = `__fomoTestWallet${++installed}`
  private readonly connectionHeld: Promise<void>

  constructor(options: TestWalletOptions) {
    this.signer = new Wallet(options.privateKey)
    this.chainId = options.chainId
    this.authorized = options.authorized ?? false
    this.connectionHeld = options.holdConnection
      ? new Promise<void>((resolve) => {
          this.releaseHeld = resolve
        })
      : Promise.resolve()
    for (const [chainId, url] of Object.entries(options.chains)) this.chains.set(Number(chainId), url)
  }

  get address(): string {
    return this.signer.address
  }

  /** Answers the held eth_accounts and eth_requestAccounts (`holdConnection`). */
  releaseConnection(): void {
    this.releaseHeld()
  }

  /**
   * Installs the wallet in every document of `page` before the app's scripts run: as `window.ethereum`, and/or
   * announcing itself as an EIP-6963 wallet does (once at once, and again on each `eip6963:requestProvider`).
   */
  async install(page: Page, how: InstallOptions = { injected: true }): Promise<void> {
    this.page = page
    await page.exposeFunction(this.bridge, (method: string, params: unknown) => this.answer(method, params))
    await page.addInitScript(
      ({ bridge, injected, announce }) => {
        const listeners = new Map<string, Set<(value: unknown) => void>>()
        const call = (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[bridge]!
        const ethereum = {
          isMetaMask: true,
          async request({ method, params }: { method: string; params?: unknown }) {
            const answer = await call(method, params ?? [])
            if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
            return answer.result
          },
          on(event: string, listener: (value: unknown) => void) {
            const set = listeners.get(event) ?? new Set()
            set.add(listener)
            listeners.set(event, set)
          },
          removeListener(event: string, listener: (value: unknown) => void) {
            listeners.get(event)?.delete(listener)
          },
        }
        Object.assign(window, {
          [`${bridge}Emit`](event: string, value: unknown) {
            for (const listener of listeners.get(event) ?? []) listener(value)
          },
        })
        if (injected) Object.assign(window, { ethereum })
        if (announce) {
          const detail = Object.freeze({ info: Object.freeze({ ...announce }), provider: ethereum })
          const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
          window.addEventListener('eip6963:requestProvider', send)
          send()
        }
      },
      { bridge: this.bridge, injected: how.injected ?? false, announce: how.announce },
    )
  }

  /** Switches the wallet to another account (by key) and tells the page. */
  async changeAccount(privateKey: string): Promise<void> {
    this.signer = new Wallet(privateKey)
    await this.emit('accountsChanged', this.authorized ? [this.address] : [])
  }

  /** Disconnects the site in the wallet: the page sees no accounts. */
  async revoke(): Promise<void> {
    this.authorized = false
    await this.emit('accountsChanged', [])
  }

  /** Switches the wallet's chain (as the user would in the extension) and tells the page. */
  async changeChain(chainId: number): Promise<void> {
    this.chainId = chainId
    await this.emit('chainChanged', `0x${chainId.toString(16)}`)
  }

  close(): void {
    for (const provider of this.providers.values()) provider.destroy()
  }

  private async emit(event: string, value: unknown): Promise<void> {
    await this.page?.evaluate(
      ([emit, name, payload]) =>
        (window as unknown as Record<string, (e: unknown, v: unknown) => void>)[emit]!(name, payload),
      [`${this.bridge}Emit`, event, value] as const,
    )
  }

  private async answer(method: string, params: unknown): Promise<Answer> {
    this.requests.push(method)
    try {
      return { result: await this.handle(method, Array.isArray(params) ? params : []) }
    } catch (error) {
      const code = (error as { code?: unknown }).code
      return {
        error: { code: typeof code === 'number' ? code : -32603, message: (error as Error).message ?? String(error) },
      }
    }
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        await this.connectionHeld
        return this.authorized ? [this.address] : []
      case 'eth_requestAccounts':
        await this.connectionHeld
        if (this.rejectNextRequest) {
          this.rejectNextRequest = false
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        }
        this.authorized = true
        return [this.address]
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`
      case 'net_version':
        return String(this.chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = Number((params[0] as { chainId: string }).chainId)
        if (!this.chains.has(chainId)) throw Object.assign(new Error(`Unrecognized chain ${chainId}`), { code: 4902 })
        await this.changeChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = params[0] as { chainId: string; rpcUrls: string[] }
        const chainId = Number(chain.chainId)
        this.chains.set(chainId, chain.rpcUrls[0] ?? '')
        await this.changeChain(chainId)
        return null
      }
      case 'eth_sendTransaction': {
        if (this.rejectNextTransaction) {
          this.rejectNextTransaction = false
          throw Object.assign(new Error('User denied transaction signature.'), { code: 4001 })
        }
        const tx = params[0] as { to?: string; data?: string; value?: string; gas?: string }
        const sent = await this.signer.connect(this.provider()).sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          gasLimit: tx.gas === undefined ? undefined : BigInt(tx.gas),
        })
        return sent.hash
      }
      case 'eth_signTypedData_v4': {
        if (this.rejectNextSignature) {
          this.rejectNextSignature = false
          throw Object.assign(new Error('User denied message signature.'), { code: 4001 })
        }
        const typed = JSON.parse(params[1] as string) as {
          domain: Record<string, unknown>
          types: Record<string, TypedDataField[]>
          message: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return this.signer.signTypedData(typed.domain, types, typed.message)
      }
      case 'personal_sign':
        return this.signer.signMessage(getBytes(params[0] as string))
      default:
        return this.provider().send(method, params)
    }
  }

  private provider(): JsonRpcProvider {
    const url = this.chains.get(this.chainId)
    if (!url) throw Object.assign(new Error(`The test wallet has no RPC for chain ${this.chainId}`), { code: 4901 })
    let provider = this.providers.get(this.chainId)
    if (!provider) {
      provider = new JsonRpcProvider(url, Network.from(this.chainId), { staticNetwork: true, cacheTimeout: -1 })
      this.providers.set(this.chainId, provider)
    }
    return provider
  }
}
