import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { CachedBody } from '../../../src/server/http/CachedBody'

describe('CachedBody', () => {
  const body = CachedBody.ok({ amount: 10n ** 30n })
  const app = Fastify()
  app.get('/', (request, reply) => body.send(request, reply))
  const get = (ifNoneMatch?: string) =>
    app.inject({ url: '/', headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } })

  it('sends the envelope serialised once (bigints as decimal strings) with its ETag', async () => {
    const answer = await get()
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.body).toBe(`{"code":0,"msg":"ok","data":{"amount":"${10n ** 30n}"}}`)
    expect(answer.headers.etag).toBe(body.etag)
    expect(CachedBody.ok({ amount: 10n ** 30n }).etag).toBe(body.etag) // the same bytes, the same tag
    expect(CachedBody.ok({ amount: 1n }).etag).not.toBe(body.etag)
  })

  it('answers 304 without a body when If-None-Match names its tag, alone, in a list, weak or as *', async () => {
    for (const header of [body.etag, `"other", ${body.etag}`, `W/${body.etag}`, '*']) {
      const answer = await get(header)
      expect(answer.statusCode, header).toBe(304)
      expect(answer.body).toBe('')
      expect(answer.headers.etag).toBe(body.etag)
    }
    expect((await get('"other"')).statusCode).toBe(200)
  })
})
