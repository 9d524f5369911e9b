import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../../src/adapters/browser/Eip1193Provider'
import type { WalletConnector } from '../../src/ports/WalletConnector'
import { followAnnouncedWallets } from '../../src/ui/createWalletConnectors'

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** A page with wallets that announce themselves as EIP-6963 wallets do: now, and whenever the page asks. */
function page() {
  const target = new EventTarget()
  const provider = (account: string): Eip1193Provider => ({ request: async () => [account] })
  const announce = (detail: unknown) => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  const install = (detail: unknown) => {
    announce(detail)
    target.addEventListener('eip6963:requestProvider', () => announce(detail))
  }
  const wallet = (uuid: string, name: string, rdns: string, p = provider(`0x${uuid}`)) => ({
    info: { uuid, name, icon: ICON, rdns },
    provider: p,
  })
  return { target: target as unknown as Window, install, announce, wallet, provider }
}

function follow(target: Window, injected?: Eip1193Provider) {
  const added: WalletConnector[] = []
  const stop = followAnnouncedWallets(target, injected, (connector) => added.push(connector))
  return { added, stop }
}

describe('followAnnouncedWallets (EIP-6963)', () => {
  it('asks for the wallets already there and lists each by its rdns, with its name and icon', async () => {
    const { target, install, wallet } = page()
    install(wallet('1', 'Alpha Wallet', 'com.alpha'))
    install(wallet('2', 'Beta Wallet', 'org.beta'))
    const { added } = follow(target)
    expect(added.map((c) => [c.id, c.kind, c.announced?.name, c.announced?.icon])).toEqual([
      ['eip6963:com.alpha', 'announced', 'Alpha Wallet', ICON],
      ['eip6963:org.beta', 'announced', 'Beta Wallet', ICON],
    ])
    expect(await added[1]?.requestAccounts()).toEqual(['0x2'])
  })

  it('keeps listing wallets announcing later, once each by uuid and by rdns, until stopped', () => {
    const { target, announce, wallet } = page()
    const { added, stop } = follow(target)
    expect(added).toEqual([])
    announce(wallet('1', 'Alpha Wallet', 'com.alpha'))
    announce(wallet('1', 'Alpha Wallet', 'com.alpha'))
    announce(wallet('3', 'Alpha again', 'com.alpha')) // another uuid, the same wallet
    announce(wallet('4', 'Gamma', 'io.gamma'))
    expect(added.map((c) => c.id)).toEqual(['eip6963:com.alpha', 'eip6963:io.gamma'])
    stop()
    announce(wallet('5', 'Delta', 'io.delta'))
    expect(added).toHaveLength(2)
  })

  it('says which announced wallet is also window.ethereum', () => {
    const { target, install, wallet, provider } = page()
    const injected = provider('0xinjected')
    install(wallet('1', 'Alpha Wallet', 'com.alpha', injected))
    install(wallet('2', 'Beta Wallet', 'org.beta'))
    const { added } = follow(target, injected)
    expect(added.map((c) => c.announced?.isInjected)).toEqual([true, false])
  })

  it('ignores announcements a person could not tell apart or connect, and trims names', () => {
    const { target, announce, wallet } = page()
    const { added } = follow(target)
    const good = wallet('1', '  Alpha  ', 'com.alpha')
    announce(undefined)
    announce({ info: good.info })
    announce({ info: good.info, provider: {} })
    announce({ ...good, info: { ...good.info, icon: 'https://tracker.example/icon.png' } })
    announce({ ...good, info: { ...good.info, icon: 'javascript:alert(1)' } })
    announce({ ...good, info: { ...good.info, icon: 'data:text/html,<script>alert(1)</script>' } })
    announce({ ...good, info: { ...good.info, name: ' ' } })
    announce({ ...good, info: { ...good.info, rdns: '' } })
    announce({ ...good, info: { ...good.info, uuid: 7 } })
    expect(added).toEqual([])
    announce(good)
    expect(added.map((c) => c.announced?.name)).toEqual(['Alpha'])
  })
})
