// Request headers the gate (proxy.ts) sets for the app; any copy a visitor sends is dropped there.
export const FRAME_HEADERS = {
  // 'bare' renders a page without header and side menu (help centre, start-up screens).
  frame: 'x-portal-frame',
  // The path without its locale prefix, for the parts of the frame that depend on the route.
  path: 'x-portal-path',
  // Set only on the start-up screens: which one, and the visitor's address and country.
  startup: 'x-portal-startup',
  ip: 'x-portal-ip',
  country: 'x-portal-country',
  // 'hidden' on an immersive page asked for without `?bars=show`: the page opens with its bars put away
  // from the first paint (components/games/hide-bars.tsx keeps them so once running).
  bars: 'x-portal-bars',
  // When the gate took the request (epoch ms): the page's deadline counts from there (lib/request-context.ts).
  started: 'x-portal-started',
  // Set only on the page cache's render of a signed-in home variant: the variant, sealed
  // (lib/page-cache/member.ts).
  member: 'x-portal-member-variant',
} as const
