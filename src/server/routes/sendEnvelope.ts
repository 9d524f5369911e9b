import { bigintJson } from '../http/bigintJson'

const JSON_TYPE = 'application/json; charset=utf-8'

/** Answers the `{code: 0, msg: 'ok', data}` envelope as JSON, bigints as decimal strings (bigintJson). */
export function sendEnvelope(reply: { type(t: string): { send(body: string): unknown } }, data: unknown) {
  return reply.type(JSON_TYPE).send(bigintJson({ code: 0, msg: 'ok', data }))
}
