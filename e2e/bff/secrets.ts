// The session secrets the journeys' Portal runs with (playwright.config.ts), so that the rotation and
// tampering journeys can seal cookies the way an older deployment, or an attacker, would.
export const OLD_SECRET = 'journey-old-secret-0123456789-abcdefghijklmnop'
export const NEW_SECRET = 'journey-new-secret-9876543210-zyxwvutsrqponmlk'
export const SESSION_SECRETS = `2:${NEW_SECRET},1:${OLD_SECRET}`
// Every rate-limit window in the journeys' Portal, in seconds: short, so a journey can watch one pass.
export const RATE_LIMIT_WINDOW_SECONDS = 12
