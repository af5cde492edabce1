import { getTranslations } from 'next-intl/server'
import { LocalTime } from '@/components/member/local-time'
import { Link } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { breakOf } from '@/lib/protection/break'
import { protectionPageData } from '@/lib/protection/data'
import { currentMember } from '@/lib/session'
import type { UpstreamContext } from '@/lib/upstream/client'
import type { MemberView } from '@/lib/types'
import styles from './protection.module.css'

// What a member on a time-out or self-exclusion sees where games, offers or promotions would be (RTS 14A):
// that they are on a break, when it ends, that nothing inviting play shows until then, and the way to help,
// to responsible gaming and to their protection settings. Nothing here suggests a game.
export async function BreakNotice({
  onBreak,
  localeTag,
}: {
  onBreak: NonNullable<MemberView['onBreak']>
  localeTag: string
}) {
  const t = await getTranslations('Break')
  return (
    <section className={styles.breakNotice} aria-labelledby="break-heading" data-testid="break-notice">
      <h2 id="break-heading">{t('title')}</h2>
      {onBreak.until ? (
        <p>
          {onBreak.kind === 'timeout' ? t('timeoutEnds') : t('exclusionEnds')}{' '}
          <strong data-testid="break-end">
            <LocalTime value={onBreak.until} localeTag={localeTag} withTime />
          </strong>
        </p>
      ) : (
        <p>{t('exclusionOpen')}</p>
      )}
      <p>{t('body')}</p>
      <div className={styles.breakLinks}>
        <Link href="/help" className={styles.breakPrimary}>
          {t('help')}
        </Link>
        <Link href="/responsible-gaming">{t('responsible')}</Link>
        <Link href="/member/playerProtection">{t('protection')}</Link>
      </div>
    </section>
  )
}

// For pages whose content invites play (home, lobbies, promotions, a game): the break notice in its place
// when the signed-in member is on a break, else null and the page renders as usual.
export async function breakInPlace(locale: Locale) {
  const member = await currentMember()
  return member?.onBreak ? <BreakNotice onBreak={member.onBreak} localeTag={localeTags[locale]} /> : null
}

// A game's page for a member on a break: the game's name and the notice, no launch and no other game. The
// break comes from the session, or, when the platform refused a launch for a break the session did not
// know of, from the member's protection state.
export async function GameOnBreak({
  name,
  locale,
  onBreak,
  ctx,
}: {
  name: string
  locale: Locale
  onBreak?: NonNullable<MemberView['onBreak']>
  ctx?: UpstreamContext
}) {
  const state = !onBreak && ctx ? await protectionPageData(ctx) : undefined
  const found = state ? breakOf(state.block, Date.parse(state.now)) : undefined
  const shown =
    onBreak ??
    (found && { kind: found.kind, until: found.until === null ? null : new Date(found.until).toISOString() })
  const errors = await getTranslations('ApiErrors')
  return (
    <div className={styles.gamePage}>
      <h1>{name}</h1>
      {shown ? (
        <BreakNotice onBreak={shown} localeTag={localeTags[locale]} />
      ) : (
        <p role="alert">{errors('player_blocked')}</p>
      )}
    </div>
  )
}
