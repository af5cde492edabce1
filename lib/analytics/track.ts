'use client'

// What the site tells the tenant's Google tag, only after the visitor accepted analytics (the consent
// manager loads the tag and settles the choice): page views and the main events. Never a token, a
// username, an account id or an amount: events carry their name and, for a game launch, the kind of game,
// and page views the path without its query (a hand-over link's token lives in the query).

export type AnalyticsEvent = 'sign_up' | 'deposit' | 'first_deposit' | 'game_launch'

type Gtag = (...args: unknown[]) => void
type Pending = [AnalyticsEvent, { game_type?: string }]
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    // true once the tag is loaded after a yes, false once the page knows there is none; unset before.
    portalAnalytics?: boolean
    portalPending?: Pending[]
  }
}

// Events of a page's first moments (a game launched as it loads) wait for the choice to be read.
const MAX_PENDING = 20

export const analyticsOn = () => typeof window !== 'undefined' && window.portalAnalytics === true

export function track(event: AnalyticsEvent, params: { game_type?: string } = {}): void {
  if (typeof window === 'undefined' || window.portalAnalytics === false) return
  const safe =
    params.game_type && /^[A-Z]{2,12}$/.test(params.game_type) ? { game_type: params.game_type } : {}
  if (window.portalAnalytics === true) return void window.gtag?.('event', event, safe)
  const pending = (window.portalPending ??= [])
  if (pending.length < MAX_PENDING) pending.push([event, safe])
}

// The choice is known: a yes sends what waited, a no drops it and every later event.
export function settleAnalytics(on: boolean): void {
  window.portalAnalytics = on
  const pending = window.portalPending ?? []
  window.portalPending = []
  if (on) for (const [event, params] of pending) window.gtag?.('event', event, params)
}

export function pageView(pathname: string): void {
  if (!analyticsOn()) return
  window.gtag?.('event', 'page_view', {
    page_path: pathname,
    page_location: `${window.location.origin}${pathname}`,
    page_title: document.title,
  })
}
