import { launchTarget, type LaunchableGame } from '@/lib/games/launch'

// The address under a game's link: where a signed-in member would go. Visitors and trial accounts who
// follow it without JavaScript land on /game, which explains what they need.
export function gameHref(
  game: LaunchableGame,
  lobbyPath: string,
  gamePath = '/game',
): { pathname: string; query: Record<string, string> } {
  const target = launchTarget(game, { isTrial: false })
  if (target.kind === 'vendor-list') return { pathname: lobbyPath, query: { vendor: target.vendor } }
  if (target.kind === 'page') {
    return { pathname: target.pathname === '/game' ? gamePath : target.pathname, query: target.query }
  }
  return { pathname: gamePath, query: { vendor: game.vendor, type: game.category, game: game.nodeId } }
}

// The address as a plain string under the page's locale prefix ('' for the default locale, '/en', …).
export function localizedHref(
  prefix: string,
  href: { pathname: string; query: Record<string, string> },
): string {
  const query = new URLSearchParams(href.query).toString()
  const path = href.pathname === '/' && prefix ? '' : href.pathname
  return `${prefix}${path}${query ? `?${query}` : ''}` || '/'
}
