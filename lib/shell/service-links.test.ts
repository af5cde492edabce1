import { serviceDesks, serviceLinksFor } from './service-links'
import type { ServiceLink } from '@/lib/types'

const live: ServiceLink = { kind: 'LIVECHAT', title: 'Live chat', url: 'https://cs.example/live' }
const vip: ServiceLink = { kind: 'VIP', title: 'VIP service', url: 'https://cs.example/vip' }
const mail: ServiceLink = { kind: 'EMAIL', title: 'E-mail', url: 'mailto:help@example.com' }

describe('serviceLinksFor', () => {
  it('offers visitors live chat and never the VIP desk', () => {
    expect(serviceLinksFor([live, vip, mail], null)).toEqual([live, mail])
  })

  it('keeps members up to rank 4 on live chat', () => {
    expect(serviceLinksFor([live, vip], 4)).toEqual([live])
    expect(serviceLinksFor([live, vip], 0)).toEqual([live])
  })

  it('moves members above rank 4 to the VIP desk instead of live chat', () => {
    expect(serviceLinksFor([live, vip, mail], 5)).toEqual([vip, mail])
  })

  it('leaves a VIP member on live chat when the platform has no VIP desk', () => {
    expect(serviceLinksFor([live, mail], 6)).toEqual([live, mail])
  })
})

describe('serviceDesks', () => {
  it('makes the site’s live chat the one live-chat entry, for visitors and members alike', () => {
    expect(serviceDesks([live, vip, mail], null, true)).toEqual({ links: [mail], chatDesk: 'LIVECHAT' })
    expect(serviceDesks([live, vip, mail], 3, true)).toEqual({ links: [mail], chatDesk: 'LIVECHAT' })
  })

  it('queues a member above rank 4 at the VIP desk of the same chat', () => {
    expect(serviceDesks([live, vip, mail], 5, true)).toEqual({ links: [mail], chatDesk: 'VIP' })
  })

  it('keeps the platform’s desk links where the site has no chat of its own', () => {
    expect(serviceDesks([live, vip, mail], 5, false)).toEqual({ links: [vip, mail], chatDesk: 'VIP' })
    expect(serviceDesks([live, vip], null, false)).toEqual({ links: [live], chatDesk: 'LIVECHAT' })
  })
})
