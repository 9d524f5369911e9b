import type { leaderboardEn } from './en'

/** 简体中文: the directors' leaderboard messages. */
export const leaderboardZhCN: Record<keyof typeof leaderboardEn, string> = {
  'leaderboard.rule':
    'DAO 凭证（按锁定权重计算的定期 LP 质押）前 {seats} 名账户成为董事，兑换利润的 {share}% 归董事所有。',
  'leaderboard.schedule': '每日 24:00（{zone}）更新。',
  'leaderboard.snapshot': '截至 {day} 24:00（{zone}）的排名',
  'leaderboard.noSnapshot': '暂无排名：将于下一个 24:00（{zone}）生成。',
  'leaderboard.rank': '排名',
  'leaderboard.address': '地址',
  'leaderboard.status': '状态',
  'leaderboard.voucher': 'DAO 凭证',
  'leaderboard.director': '董事',
  'leaderboard.candidate': '候选人',
  'leaderboard.you': '我',
  'leaderboard.empty': '暂无数据',
  'leaderboard.more': '查看更多',
  'leaderboard.loading': '加载中…',
}
