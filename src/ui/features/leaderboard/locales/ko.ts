import type { leaderboardEn } from './en'

/** 한국어: the directors' leaderboard messages. */
export const leaderboardKo: Record<keyof typeof leaderboardEn, string> = {
  'leaderboard.rule':
    'DAO 바우처(잠금 가중치를 곱한 정기 LP 스테이킹 수량) 상위 {seats}개 계정이 이사가 되며, 스왑 수익의 {share}%가 이사에게 돌아갑니다.',
  'leaderboard.schedule': '매일 24:00({zone})에 갱신됩니다.',
  'leaderboard.snapshot': '{day} 24:00({zone}) 기준 순위',
  'leaderboard.noSnapshot': '아직 순위가 없습니다. 다음 24:00({zone})에 집계됩니다.',
  'leaderboard.rank': '순위',
  'leaderboard.address': '주소',
  'leaderboard.status': '상태',
  'leaderboard.voucher': 'DAO 바우처',
  'leaderboard.director': '이사',
  'leaderboard.candidate': '후보',
  'leaderboard.you': '나',
  'leaderboard.empty': '데이터 없음',
  'leaderboard.more': '더 보기',
  'leaderboard.loading': '불러오는 중...',
}
