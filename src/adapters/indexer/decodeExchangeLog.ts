import type { ExchangeEvent } from '../../domain/exchange/ExchangeEvent'
import { EXCHANGE_LOG_TOPICS } from './exchangeLogTopics'
import { logFields, logOrigin } from './logFields'
import type { RawLog } from './RawLog'

/**
 * Decodes a log of FomoDkConverter or FomoInvestment (indexed fields in the topics, the rest one word each in the
 * data) into an exchange event; undefined for any other log.
 */
export function decodeExchangeLog(chainId: number, log: RawLog, time: number): ExchangeEvent | undefined {
  const { word, wordAddress, topicAddress, topicWord } = logFields(log)
  const origin = {
    ...logOrigin(chainId, log, time),
    contract: log.address.toLowerCase(),
  }
  switch (log.topics[0]) {
    case EXCHANGE_LOG_TOPICS.converted:
      return {
        kind: 'converted',
        ...origin,
        account: topicAddress(1),
        recipient: topicAddress(2),
        tokenIn: topicAddress(3),
        amountIn: word(0),
        tokenOut: wordAddress(1),
        amountOut: word(2),
        fee: word(3),
      }
    case EXCHANGE_LOG_TOPICS.invested:
      return {
        kind: 'invested',
        ...origin,
        account: topicAddress(1),
        token: topicAddress(2),
        amount: word(0),
        totalInvestment: word(1),
      }
    case EXCHANGE_LOG_TOPICS.withdrawal:
      return {
        kind: 'releaseWithdrawn',
        ...origin,
        account: topicAddress(1),
        number: Number(topicWord(2)),
        token: topicAddress(3),
        amount: word(0),
      }
    default:
      return undefined
  }
}
