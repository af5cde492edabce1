// The page a player was on before opening the member centre, kept for this tab only, so closing the
// centre returns there. Written by the signed-in header on every page outside the centre.
export const RETURN_PATH_KEY = 'memberCentreReturn'

// The agent centre shares the overlay and counts as inside too.
export function isMemberCentrePath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/(member|agent)(\/|$)/.test(pathname)
}
