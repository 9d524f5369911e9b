/** English, the source messages of the directors' leaderboard (`/nameList`; spread into the locale). */
export const leaderboardEn = {
  'leaderboard.rule':
    'The top {seats} accounts by DAO voucher (fixed-term LP pledges weighted by their lock) are the directors; {share} % of swap profit goes to the directors.',
  'leaderboard.schedule': 'Updated daily at 24:00 ({zone}).',
  'leaderboard.snapshot': 'Ranking as of {day} 24:00 ({zone})',
  'leaderboard.noSnapshot': 'No ranking yet: the first is taken at the next 24:00 ({zone}).',
  'leaderboard.rank': 'Rank',
  'leaderboard.address': 'Address',
  'leaderboard.status': 'Status',
  'leaderboard.voucher': 'DAO voucher',
  'leaderboard.director': 'Director',
  'leaderboard.candidate': 'Candidate',
  'leaderboard.you': 'You',
  'leaderboard.empty': 'No data',
  'leaderboard.more': 'Look more',
  'leaderboard.loading': 'Loading...',
} as const
