/** The candle widths GET /api/market/{chainId}/pair/{address}/candles accepts, in seconds. */
export const CANDLE_INTERVALS: Readonly<Record<string, number>> = Object.freeze({
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
})
