import { describe, expect, it } from 'vitest'
import { LatestRequest } from '../../../src/ui/stores/LatestRequest'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('LatestRequest', () => {
  it('shows the answer of the latest request and drops an older one that answers late', async () => {
    const latest = new LatestRequest()
    const shown: string[] = []
    const first = deferred<string>()
    const second = deferred<string>()
    const runs = [
      latest.run(
        () => first.promise,
        (answer) => shown.push(answer),
        () => shown.push('failed'),
      ),
      latest.run(
        () => second.promise,
        (answer) => shown.push(answer),
        () => shown.push('failed'),
      ),
    ]
    second.resolve('new')
    first.resolve('old')
    await Promise.all(runs)
    expect(shown).toEqual(['new'])
  })

  it('gives a failure to fail only while its request is the latest', async () => {
    const latest = new LatestRequest()
    const failures: unknown[] = []
    const old = deferred<string>()
    const oldRun = latest.run(
      () => old.promise,
      () => {},
      (error) => failures.push(error),
    )
    await latest.run(
      () => Promise.reject('now'),
      () => {},
      (error) => failures.push(error),
    )
    old.reject('late')
    await oldRun
    expect(failures).toEqual(['now'])
  })

  it('drops the answer of a request under way', async () => {
    const latest = new LatestRequest()
    const shown: string[] = []
    const pending = deferred<string>()
    const run = latest.run(
      () => pending.promise,
      (answer) => shown.push(answer),
      () => {},
    )
    latest.drop()
    pending.resolve('stale')
    await run
    expect(shown).toEqual([])
  })

  it('reads for the account, and with none drops the request under way and shows nothing at once', async () => {
    const latest = new LatestRequest()
    const shown: (string | undefined)[] = []
    const pending = deferred<string>()
    const run = latest.runForAccount(
      '0xa',
      (account) => pending.promise.then((answer) => `${answer} ${account}`),
      (answer) => shown.push(answer),
      () => {},
    )
    await latest.runForAccount(
      undefined,
      () => Promise.resolve('never'),
      (answer) => shown.push(answer),
      () => {},
    )
    pending.resolve('late')
    await run
    await latest.runForAccount(
      '0xb',
      async (account) => `status ${account}`,
      (answer) => shown.push(answer),
      () => {},
    )
    expect(shown).toEqual([undefined, 'status 0xb'])
  })
})
