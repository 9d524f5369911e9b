import { describe, expect, it } from 'vitest'
import { bountyWire } from '../../../src/adapters/rest/bountyWire'
import { bigintJson } from '../../../src/server/http/bigintJson'

const TOKEN = '0x00000000000000000000000000000000000000a2'
const FRIEND = '0xababababababababababababababababababab01'

// The exact JSON the bounty routes have always answered (spec §3's names, key order and values): the domain names
// must stop at this mapping.
describe('bountyWire', () => {
  it('names the LP panel as spec §3 does, in the order the server answered it', () => {
    const panel = bountyWire.extLpPanel({
      onOffer: [{ token: TOKEN, amount: 15n }],
      notDrawn: [{ drawId: 3n, token: TOKEN, closeTime: 1_795_392_000, prizes: [11n, 4n] }],
      drawn: [
        {
          drawId: 1n,
          token: TOKEN,
          closeTime: 1_795_176_000,
          seed: '0x5e',
          winners: [{ address: FRIEND, prize: 7n }],
          pending: true,
        },
      ],
      lpEarned: [{ token: TOKEN, amount: 9n, usdtValue: null }],
      lpReceivable: [{ token: TOKEN, sum: 8n }],
      pledgingFriends: 1,
      lpPending: [{ token: TOKEN, sum: 1n }],
    })
    expect(bigintJson(panel)).toBe(
      `{"jackpot_list":[{"token":"${TOKEN}","amount":"15"}],` +
        `"jackpot_list_not":[{"draw_id":"3","token":"${TOKEN}","close_time":1795392000,"prizes":["11","4"]}],` +
        `"jackpot_list_yet":[{"draw_id":"1","token":"${TOKEN}","close_time":1795176000,"seed":"0x5e",` +
        `"winners":[{"address":"${FRIEND}","prize":"7"}],"pending":true}],` +
        `"oneself_lp_total_reward_list":[{"token":"${TOKEN}","amount":"9","equal_u":null}],` +
        `"oneself_lp_can_receive_reward_list":[{"token":"${TOKEN}","sum":"8"}],"direct_drive":1,` +
        `"oneself_lp_pending_reward_list":[{"token":"${TOKEN}","sum":"1"}]}`,
    )
  })

  it('answers a complete task as is_receive 2 and an ongoing one as 4, with not_num', () => {
    const task = {
      id: 2,
      description: 'Invite 3 friend(s) who play a game',
      reward: { token: TOKEN, amount: 5n },
      invites: 3,
      complete: false,
      missingFriends: 1,
      received: false,
      pending: false,
    }
    expect(bigintJson(bountyWire.inviteTask(task))).toBe(
      `{"id":2,"task_content":"Invite 3 friend(s) who play a game","reward_content":{"token":"${TOKEN}","amount":"5"},` +
        `"invites":3,"is_receive":4,"not_num":1,"received":false,"pending":false}`,
    )
    expect(bountyWire.inviteTask({ ...task, complete: true, missingFriends: 0 })).toMatchObject({
      is_receive: 2,
      not_num: 0,
    })
  })

  it('names the daily reward, the game node and the table rows as spec §3 does', () => {
    const daily = { weight: 3n, inviter: FRIEND, rewards: [{ tokenName: 'AURA', sum: 2n, pending: 1n }], day: null }
    expect(bigintJson(bountyWire.dailyReward(daily))).toBe(
      `{"weight":"3","parent_addr":"${FRIEND}","rewards":[{"TokenName":"AURA","SumAmont":"2","pending":"1"}],"day":null}`,
    )
    const direct = { id: 5, gameType: 5 as const, ratioBps: 15_000, token: TOKEN, sum: 4n, pending: 0n }
    expect(bigintJson(bountyWire.directGameReward(direct))).toBe(
      `{"id":5,"game_type":5,"ratio":15000,"token":"${TOKEN}","sum":"4","pending":"0"}`,
    )
    const node = { teamSize: 3, directFriends: 2, directBets: 6n, finish: 1, total: 3 }
    expect(bigintJson(bountyWire.nodeGameTask(node))).toBe(
      '{"node_team":3,"node_direct_people":2,"node_direct_bet":"6","finish":1,"total":3}',
    )
    const referrer = { address: FRIEND, games: 1, gameType: 2 as const, bets: 3n, token: TOKEN, weight: 3n }
    expect(bigintJson(bountyWire.referrer(referrer))).toBe(
      `{"Addr":"${FRIEND}","NumGames":1,"GameType":2,"Bets":"3","Token":"${TOKEN}","Weight":"3"}`,
    )
    const day = { bets: 1n, token: TOKEN, usdtValue: 2n, day: '2026-11-21' }
    expect(bigintJson(bountyWire.teamPromotionDay(day))).toBe(
      `{"Bets":"1","Token":"${TOKEN}","EqU":"2","DayStr":"2026-11-21"}`,
    )
  })
})
