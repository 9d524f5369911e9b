import { describe, expect, it } from 'vitest'
import { parseQueryString } from '../../../src/domain/input/parseQueryString'
import { parseSwapQuery } from '../../../src/domain/input/parseSwapQuery'
import { invitationLink } from '../../../src/domain/invite/invitationLink'

const INVITER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const lower = INVITER.toLowerCase()

describe('invitationLink', () => {
  it.each([
    ['http://127.0.0.1:8787', `http://127.0.0.1:8787/#/swap?paddr=${lower}`],
    ['http://127.0.0.1:8787/', `http://127.0.0.1:8787/#/swap?paddr=${lower}`],
    ['https://fomo.example/app/', `https://fomo.example/app/#/swap?paddr=${lower}`],
    [
      'https://fomo.example/app/index.html?theme=dark#/energyDetails',
      `https://fomo.example/app/index.html#/swap?paddr=${lower}`,
    ],
  ])('from %s', (appUrl, link) => {
    expect(invitationLink(appUrl, INVITER)).toBe(link)
  })

  it("names the inviter the swap screen's paddr registers", () => {
    const link = invitationLink('http://127.0.0.1:8787/', INVITER)
    const search = link.slice(link.indexOf('?'))
    expect(parseSwapQuery(parseQueryString(search), 'HT').inviter).toBe(INVITER)
  })
})
