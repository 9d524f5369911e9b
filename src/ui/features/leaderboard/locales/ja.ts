import type { leaderboardEn } from './en'

/** 日本語: the directors' leaderboard messages. */
export const leaderboardJa: Record<keyof typeof leaderboardEn, string> = {
  'leaderboard.rule':
    'DAO バウチャー（ロック期間の重みを掛けた定期 LP ステーク）上位 {seats} アカウントが理事となり、スワップ利益の {share}% が理事に分配されます。',
  'leaderboard.schedule': '毎日 24:00（{zone}）に更新されます。',
  'leaderboard.snapshot': '{day} 24:00（{zone}）時点のランキング',
  'leaderboard.noSnapshot': 'まだランキングはありません。次の 24:00（{zone}）に作成されます。',
  'leaderboard.rank': '順位',
  'leaderboard.address': 'アドレス',
  'leaderboard.status': 'ステータス',
  'leaderboard.voucher': 'DAO バウチャー',
  'leaderboard.director': '理事',
  'leaderboard.candidate': '候補',
  'leaderboard.you': 'あなた',
  'leaderboard.empty': 'データがありません',
  'leaderboard.more': 'もっと見る',
  'leaderboard.loading': '読み込み中…',
}
