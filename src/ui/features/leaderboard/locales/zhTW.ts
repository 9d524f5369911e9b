import type { leaderboardEn } from './en'

/** 繁體中文: the directors' leaderboard messages. */
export const leaderboardZhTW: Record<keyof typeof leaderboardEn, string> = {
  'leaderboard.rule':
    'DAO 憑證（按鎖定權重計算的定期 LP 質押）前 {seats} 名帳戶成為董事，兌換利潤的 {share}% 歸董事所有。',
  'leaderboard.schedule': '每日 24:00（{zone}）更新。',
  'leaderboard.snapshot': '截至 {day} 24:00（{zone}）的排名',
  'leaderboard.noSnapshot': '尚無排名：將於下一個 24:00（{zone}）產生。',
  'leaderboard.rank': '排名',
  'leaderboard.address': '地址',
  'leaderboard.status': '狀態',
  'leaderboard.voucher': 'DAO 憑證',
  'leaderboard.director': '董事',
  'leaderboard.candidate': '候選人',
  'leaderboard.you': '我',
  'leaderboard.empty': '暫無資料',
  'leaderboard.more': '查看更多',
  'leaderboard.loading': '載入中…',
}
