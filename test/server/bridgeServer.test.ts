import { parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoBridge__factory } from '../../src/adapters/contracts/generated'
import { devAccounts, devnetRelayerAccount } from '../../src/adapters/devnet/devAccounts'
import { decodeBridgeCode } from '../../src/domain/bridge/bridgeCode'
import type { ComposedServer } from '../../src/server/compositionRoot'
import { type Harness, startHarness } from '../support/startHarness'
import { consentedConvertPath } from './support/consentedConvertPath'

const AURA = 10n ** 18n

/**
 * The bridge through the server on forks of both devnet chains: a signed collection lands on chain 128 and is followed
 * from signed to collected, relaying and delivered; the quota is reserved when signing, given back by itself when a
 * code expires unused and never for a code that landed; concurrent requests never reserve past the quota.
 */
describe('the bridge through the server', () => {
  let harness: Harness
  let server: ComposedServer
  const accounts = devAccounts()

  beforeAll(async () => {
    harness = await startHarness({
      server: {
        mode: 'composed',
        // 101 signatures per address a window: the concurrent test's 100 and one more
        config: { rateLimit: { perIp: 1_000, perAddress: 101, readPerIp: 100_000, windowMs: 60_000 } },
      },
    })
    server = harness.server!
  })
  afterAll(() => harness?.close())

  const get = (url: string) => harness.get(url)

  const quotaOf = async (address: string) => (await get(`/api/get-convert-config/${address}`)).body.data[0]
  const records = () => [harness.chain(128).record, harness.chain(56).record]
  const chainNow = async (chainId: number) => (await harness.chain(chainId).provider.getBlock('latest'))!.timestamp
  /** The path of a transfer from dev account `account`, with its consent (consentedConvertPath). */
  const consented = async (
    account: number,
    transfer: { recipient: string; amount: string; target: 'BSC' | 'HECO'; symbol: string; sender?: string },
    overrides: Parameters<typeof consentedConvertPath>[3] = {},
  ) => {
    const now = await chainNow(transfer.target === 'BSC' ? 128 : 56)
    const wallet = new Wallet(accounts[account]!.privateKey)
    return consentedConvertPath(records(), wallet, { ...transfer, chainNow: now }, overrides)
  }

  /** Sends the signed collection `data` from `account` on its source chain; the receipt. */
  async function collect(account: number, data: Record<string, string | number>) {
    const chain = harness.chain(Number(data.source_chain_id))
    const sender = new Wallet(accounts[account]!.privateKey, chain.provider)
    const token = String(data.token)
    const bridgeAddress = String(data.convert_tool_contract)
    await (await DevToken__factory.connect(token, sender).approve(bridgeAddress, BigInt(data.total_amount!))).wait()
    const bridge = FomoBridge__factory.connect(bridgeAddress, sender)
    const sent = await bridge.collectionToken(
      token,
      BigInt(data.total_amount!),
      BigInt(data.destroy_amount!),
      String(data.destroy_address),
      BigInt(data.deadline!),
      String(data.code),
      Number(data.v),
      String(data.r),
      String(data.s),
    )
    return (await sent.wait())!
  }

  it('serves each chain terms and the quota: the base raised by pledged LP', async () => {
    await harness.waitUntilIndexed()
    const chains = (await get(`/api/get-convert-config/${accounts[1]!.address}`)).body.data
    expect(chains.map((chain: { chain_id: number }) => chain.chain_id)).toEqual([128, 56])
    const heco = chains[0]
    const record = harness.chain(128).record
    expect(heco).toMatchObject({
      chain_name: 'HECO',
      convert_tool_contract: record.contracts.bridge!.toLowerCase(),
      auxiliary_chain: 56,
      destroy_rate: record.bridge!.destroyBps,
      quota_used: '0',
      confirmations: 2,
    })
    expect(Object.keys(heco.tokens).sort()).toEqual(['AURA', 'HJW', 'MGET', 'PNC', 'USDT'])
    expect(heco.tokens.AURA).toMatchObject({ Address: record.bridge!.tokens.AURA!.address.toLowerCase(), decimals: 18 })
    // account 1 pledged LP on the devnet: its quota is above the 10,000 AURA base; account 6 pledged none
    expect(BigInt(heco.quota_daily)).toBeGreaterThan(10_000n * AURA)
    expect(BigInt(heco.quota_daily)).toBeLessThanOrEqual(100_000n * AURA)
    expect((await quotaOf(accounts[6]!.address)).quota).toBe((10_000n * AURA).toString())
    expect(heco.quota_resets_at % 86_400).toBe(0)
  })

  it('signs a collection that lands on chain, and follows it from signed to collected (0, then 1 of 2), relaying and delivered', async () => {
    const sender = accounts[1]!.address
    const recipient = accounts[2]!.address
    const before = await quotaOf(sender)
    const { path } = await consented(1, { recipient, amount: '1.5', target: 'BSC', symbol: 'AURA' })
    const { status, body } = await get(path)
    expect(status).toBe(200)
    const data = body.data
    expect(data).toMatchObject({
      total_amount: parseEther('1.5').toString(),
      quota_amount: parseEther('1.5').toString(),
      source_chain_id: 128,
      target_chain_id: 56,
    })
    expect(BigInt(data.destroy_amount) + BigInt(data.fee) + BigInt(data.payout)).toBe(parseEther('1.5'))
    expect(decodeBridgeCode(data.code)).toEqual({ recipient, targetChainId: 56, nonce: BigInt(data.nonce) })
    expect((await quotaOf(sender)).quota_used).toBe((BigInt(before.quota_used) + parseEther('1.5')).toString())
    expect((await get(`/api/get-convert-status/${data.code}`)).body.data).toMatchObject({
      status: 'signed',
      sender: sender.toLowerCase(),
      recipient: recipient.toLowerCase(),
      token: 'AURA',
      source_tx: null,
    })

    const receipt = await collect(1, data)
    await harness.waitUntilIndexed()
    expect((await get(`/api/get-convert-status/${data.code}`)).body.data).toMatchObject({
      status: 'collected',
      confirmations: 0,
      required: 2,
      source_tx: receipt.hash,
    })
    await harness.chain(128).provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    expect((await get(`/api/get-convert-status/${data.code}`)).body.data).toMatchObject({
      status: 'collected',
      confirmations: 1,
    })
    const target = harness.chain(56)
    const twin = DevToken__factory.connect(target.record.bridge!.tokens.AURA!.address, target.provider)
    const received = await twin.balanceOf(recipient)
    await harness.chain(128).provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    const deep = (await get(`/api/get-convert-status/${data.code}`)).body.data
    expect(deep.confirmations).toBe(2)
    expect(['relaying', 'delivered']).toContain(deep.status) // a relayer in this server may already have paid

    // the operator pays on chain 56 as the relayer does, unless a relayer running here did (then this one is refused):
    // the Transferred event makes it delivered, and the recipient is paid once
    const operator = new Wallet(devnetRelayerAccount().privateKey, target.provider)
    await FomoBridge__factory.connect(target.record.contracts.bridge!, operator)
      .transferToken(data.token, recipient, BigInt(data.payout), BigInt(data.nonce), receipt.hash)
      .then((sent) => sent.wait())
      .catch(() => undefined) // AlreadyTransferred: paid by the relayer
    let delivery = deep
    for (let tries = 0; delivery.status !== 'delivered' && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      await harness.waitUntilIndexed()
      delivery = (await get(`/api/get-convert-status/${data.code}`)).body.data
    }
    expect(delivery).toMatchObject({ status: 'delivered', source_tx: receipt.hash })
    const paid = (await target.provider.getTransactionReceipt(delivery.target_tx))!
    expect(
      paid.logs.some((entry) => entry.address.toLowerCase() === target.record.contracts.bridge!.toLowerCase()),
    ).toBe(true)
    expect((await twin.balanceOf(recipient)) - received).toBe(BigInt(data.payout))
    const logs = (await get(`/api/get-convert-logs/${sender}?page=1`)).body.data
    expect(logs.list[0]).toMatchObject({
      code: data.code,
      token: 'AURA',
      current_chain: 128,
      target_chain: 56,
      status: 'delivered',
      source_tx: receipt.hash,
      target_tx: paid.hash,
      amount: parseEther('1.5').toString(),
    })
    expect(logs.total).toBeGreaterThanOrEqual(1)

    // it landed: its quota counts for good and cannot be returned
    const refused = await get(`/api/return-convert-currency-limit/${sender}/${recipient}/${data.code}`)
    expect(refused).toMatchObject({ status: 409, body: { msg: expect.stringContaining('was collected on chain') } })
  })

  it('gives an expired unused code its quota back with no call, and returns it early only once it cannot land', async () => {
    const sender = accounts[3]!.address
    const recipient = accounts[3]!.address
    // the other chain's clock runs an hour ahead: the deadline still counts on the source chain's (56) alone
    const other = harness.chain(128)
    await other.provider.send('evm_increaseTime', [3_600])
    await other.provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    const before = BigInt((await quotaOf(sender)).quota_used)
    const data = (await get((await consented(3, { recipient, amount: '7', target: 'HECO', symbol: 'USDT' })).path)).body
      .data
    expect(data).toMatchObject({ source_chain_id: 56, target_chain_id: 128 })
    expect(BigInt(data.quota_amount)).toBeGreaterThan(0n) // USDT valued in AURA at the pool price
    expect(BigInt((await quotaOf(sender)).quota_used)).toBe(before + BigInt(data.quota_amount))
    const early = await get(`/api/return-convert-currency-limit/${sender}/${recipient}/${data.code}`)
    expect(early).toMatchObject({ status: 409, body: { msg: expect.stringContaining('can still be collected') } })

    // past the deadline on the source chain, wherever its clock stood: under the whole suite other tests move it too
    const chain = harness.chain(56)
    const latest = await chain.provider.getBlock('latest')
    expect(data.deadline).toBeGreaterThan(latest!.timestamp)
    await chain.provider.send('evm_setNextBlockTimestamp', [data.deadline + 1])
    await chain.provider.send('evm_mine', [])
    await harness.waitUntilIndexed()
    expect(BigInt((await quotaOf(sender)).quota_used)).toBe(before)
    expect((await get(`/api/get-convert-status/${data.code}`)).body.data.status).toBe('expired')
    const returned = await get(`/api/return-convert-currency-limit/${sender}/${recipient}/${data.code}`)
    expect(returned).toMatchObject({ status: 200, body: { data: { code: data.code, returned: data.quota_amount } } })
    expect((await get(`/api/get-convert-status/${data.code}`)).body.data.status).toBe('returned')
    expect(BigInt((await quotaOf(sender)).quota_used)).toBe(before)
  })

  it('lets 100 concurrent requests of one address reserve at most its quota, and limits signatures per address', async () => {
    const sender = accounts[6]!.address // no LP pledged: 10,000 AURA a day
    await harness.waitUntilIndexed()
    const paths = []
    for (let i = 0; i < 100; i++)
      paths.push((await consented(6, { recipient: sender, amount: '999', target: 'BSC', symbol: 'AURA' })).path)
    const answers = await Promise.all(paths.map((path) => get(path)))
    const signed = answers.filter((answer) => answer.status === 200)
    expect(signed).toHaveLength(10) // 10 x 999 = 9,990 of 10,000
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, body: { msg: expect.stringContaining('of your daily quota') } })
    }
    expect((await quotaOf(sender)).quota).toBe((10n * AURA).toString())
    expect(new Set(signed.map((answer) => answer.body.data.nonce)).size).toBe(10)
    // the sender's own requests, proven by its consent: the 101st in the window is the last, however it fares
    const last = await consented(6, { recipient: sender, amount: '10', target: 'BSC', symbol: 'AURA' })
    expect((await get(last.path)).status).toBe(200)
    const over = await consented(6, { recipient: sender, amount: '1', target: 'BSC', symbol: 'AURA' })
    const limited = await server.app.inject({ url: over.path })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^[1-9][0-9]*$/)
    expect(limited.json().msg).toContain('Too many bridge requests')
  })

  it('reserves nothing for a stranger: without the sender’s consent, with another key’s or for other terms', async () => {
    await harness.waitUntilIndexed()
    const victim = accounts[4]!.address.toLowerCase()
    const stranger = Wallet.createRandom()
    const before = await quotaOf(victim)
    const bare = await get(`/api/get-convert-currency-data/${victim}/${stranger.address}/9990/BSC/AURA`)
    expect(bare).toMatchObject({
      status: 403,
      body: {
        code: 403,
        msg: expect.stringContaining("A transfer needs the sender's consent: sign the transfer request"),
      },
    })
    // the stranger signs the victim's terms with its own key
    const forged = await consentedConvertPath(records(), stranger, {
      sender: victim,
      recipient: stranger.address,
      amount: '9990',
      target: 'BSC',
      symbol: 'AURA',
      chainNow: await chainNow(128),
    })
    expect(await get(forged.path)).toMatchObject({
      status: 403,
      body: { msg: expect.stringContaining('The signature does not prove the sender agreed to this transfer') },
    })
    // the victim's own consent to 10 AURA to itself stretches neither to 9,990 nor to the stranger as recipient
    const small = await consented(4, { recipient: victim, amount: '10', target: 'BSC', symbol: 'AURA' })
    const query = small.path.split('?')[1]
    for (const changed of [`${victim}/${victim}/9990/BSC/AURA`, `${victim}/${stranger.address}/10/BSC/AURA`]) {
      expect(await get(`/api/get-convert-currency-data/${changed}?${query}`), changed).toMatchObject({ status: 403 })
    }
    expect(await quotaOf(victim)).toEqual(before)
    expect((await get(`/api/get-convert-logs/${victim}?page=1`)).body.data).toMatchObject({ total: 0, list: [] })
  })

  it('takes a consent once: a replay is refused and an expired one too, and the quota counts the one transfer', async () => {
    await harness.waitUntilIndexed()
    const sender = accounts[4]!.address.toLowerCase()
    const before = BigInt((await quotaOf(sender)).quota_used)
    const { path } = await consented(4, { recipient: sender, amount: '5', target: 'BSC', symbol: 'AURA' })
    expect((await get(path)).status).toBe(200)
    expect(await get(path)).toMatchObject({
      status: 409,
      body: { code: 409, msg: 'This transfer request was used already: sign a new one for another transfer' },
    })
    expect(BigInt((await quotaOf(sender)).quota_used)).toBe(before + parseEther('5'))
    const expired = await consented(
      4,
      { recipient: sender, amount: '5', target: 'BSC', symbol: 'AURA' },
      {
        deadline: await chainNow(128), // the source chain's indexed time has reached it
      },
    )
    expect(await get(expired.path)).toMatchObject({ status: 400, body: { msg: expect.stringContaining('expired at') } })
    const forever = await consented(
      4,
      { recipient: sender, amount: '5', target: 'BSC', symbol: 'AURA' },
      {
        deadline: (await chainNow(128)) + 86_400,
      },
    )
    expect(await get(forever.path)).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('must expire within') },
    })
    expect(BigInt((await quotaOf(sender)).quota_used)).toBe(before + parseEther('5'))
  })

  it('refuses what cannot be signed, saying what to do', async () => {
    const sender = accounts[7]!.address
    const zero = `0x${'0'.repeat(40)}`
    // what the path alone makes wrong is refused before the consent is looked at; the rest with the sender's consent
    const junk = `signature=0x${'11'.repeat(65)}&nonce=1&deadline=${(await chainNow(128)) + 600}`
    const cases: [string, number, string][] = [
      [`${sender}/${sender}/0/BSC/AURA?${junk}`, 400, 'above zero'],
      [`${sender}/${sender}/1.0000000000000000001/BSC/AURA?${junk}`, 400, 'up to 18 decimals'],
      // issue 27 item 5: strict amounts, the limits named
      [`${sender}/${sender}/.5/BSC/AURA?${junk}`, 400, "Invalid amount '.5': write digits, then optionally a point"],
      [`${sender}/${sender}/1./BSC/AURA?${junk}`, 400, "Invalid amount '1.'"],
      [
        `${sender}/${sender}/${2n ** 256n}/BSC/AURA?${junk}`,
        400,
        'above the largest a token can hold (2^256 − 1 base units',
      ],
      [`${sender}/${zero}/1/BSC/AURA?${junk}`, 400, 'zero address'],
      [`${sender}/${sender}/1/ETH/AURA?${junk}`, 400, 'HECO, BSC, 128 or 56'],
      [`${sender}/${sender}/1/BSC/DK?${junk}`, 400, 'is not bridged: use one of'],
    ]
    const consentedCases: [string, string][] = [
      ['0.009', "below the bridge's minimum of 0.01 AURA: send at least that"],
      ['2000000', 'Insufficient AURA balance'],
      ['10001', 'of your daily quota'],
    ]
    for (const [amount, message] of consentedCases) {
      const { path } = await consented(7, { recipient: sender, amount, target: 'BSC', symbol: 'AURA' })
      cases.push([path.replace('/api/get-convert-currency-data/', ''), 400, message])
    }
    for (const [path, status, message] of cases) {
      const answer = await get(`/api/get-convert-currency-data/${path}`)
      expect(answer, path).toMatchObject({ status, body: { code: status, msg: expect.stringContaining(message) } })
    }
    const unknown = `0x${'1'.repeat(64)}`
    expect(await get(`/api/get-convert-status/${unknown}`)).toMatchObject({ status: 404 })
    expect(await get(`/api/return-convert-currency-limit/${sender}/${sender}/${unknown}`)).toMatchObject({
      status: 404,
      body: { msg: expect.stringContaining('check the code') },
    })
    expect((await get(`/api/get-convert-logs/${sender}?page=1`)).body.data).toMatchObject({ total: 0, list: [] })
  })
})
