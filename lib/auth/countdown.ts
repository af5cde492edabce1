// Seconds until an SMS code may be asked for again (product spec §4): until the expiry time the platform
// names (reset codes), else the code's lifetime it answered (expiredMinutes × 60 s).
export function countdownSeconds(
  sent: { resendAfterSeconds: number; expiresAt: string | null },
  now = Date.now(),
): number {
  if (sent.expiresAt) {
    const at = Date.parse(sent.expiresAt)
    if (Number.isFinite(at)) return Math.max(1, Math.ceil((at - now) / 1000))
  }
  return Math.max(1, Math.round(sent.resendAfterSeconds))
}

// A second press within this many milliseconds is ignored.
export const SEND_THROTTLE_MS = 1000
