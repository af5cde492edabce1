import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPathname, Link } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { lotteryRoute } from '@/lib/games/launch'
import { lotteryMenu, lotteryPlay, type LotteryKind } from '@/lib/games/lottery-data'
import { pageContext } from '@/lib/request-context'
import { currentMember, upstreamContext } from '@/lib/session'
import { AuthPrompt } from '@/components/games/auth-prompt'
import { HideBars } from '@/components/games/hide-bars'
import { LotteryFrame } from './lottery-frame'
import styles from './lottery.module.css'

type SearchParams = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const ROUTES: Record<LotteryKind, '/lottery' | '/elott' | '/vnlottery'> = {
  general: '/lottery',
  sea: '/elott',
  vn: '/vnlottery',
}

export async function lotteryMetadata(kind: LotteryKind, locale: Locale): Promise<Metadata> {
  const ctx = await pageContext()
  const t = await getTranslations({ locale, namespace: 'Lottery' })
  return {
    title: `${t(`title_${kind}`)} | ${ctx.tenant.brandName}`,
    description: t('metaDescription', { brand: ctx.tenant.brandName }),
  }
}

// A lottery area (product spec §2): the draw games as tabs, the chosen game's latest results, and for a
// member the operator's lottery lobby in a frame. `gameCode` picks the game; `playType` is passed on.
export async function LotteryPage({
  kind,
  locale,
  searchParams,
}: {
  kind: LotteryKind
  locale: Locale
  searchParams: SearchParams
}) {
  const pathname = ROUTES[kind]
  const vendorFilter = one(searchParams.vendor)
  const requested = one(searchParams.gameCode)
  const playType = one(searchParams.playType)?.trim().slice(0, 32) || undefined
  // A vendor with its own lottery area (the SEA draws, the Vietnamese lottery) is played there, not in
  // the general area (product spec §4).
  if (kind === 'general' && vendorFilter) {
    const own = lotteryRoute({ nodeId: '', vendor: vendorFilter, category: 'LOTT', code: requested })
    if (own.pathname !== '/lottery') {
      const query = { ...own.query, ...(playType ? { playType } : {}) }
      redirect(getPathname({ href: { pathname: own.pathname, query }, locale }))
    }
  }
  const ctx = await pageContext()
  const [t, game, menu, member] = await Promise.all([
    getTranslations('Lottery'),
    getTranslations('Game'),
    lotteryMenu(ctx, kind),
    currentMember(),
  ])
  const all = menu ?? []
  const narrowed =
    kind === 'general' && vendorFilter ? all.filter((group) => group.code === vendorFilter) : all
  const groups = narrowed.length > 0 ? narrowed : all
  const games = groups.flatMap((group) => group.games)
  const chosen = games.find((entry) => entry.code === requested) ?? games[0] ?? null
  const immersive = kind === 'vn'
  const allowBars = one(searchParams.bars) === 'show'
  const personal = member && !member.isTrial ? await upstreamContext() : null

  const [draws, lobby] = chosen
    ? await lotteryPlay(ctx, personal, {
        kind,
        code: chosen.code,
        gameCode: requested && chosen.code === requested ? chosen.code : undefined,
        playType,
        backUrl: pathname,
      })
    : [null, null]

  // On the general lottery page the SEA and Vietnamese games lead to their own areas (product spec §4).
  const tabHref = (gameCode: string, vendor: string) => {
    if (kind === 'general') {
      const route = lotteryRoute({ nodeId: '', vendor, category: 'LOTT', code: gameCode })
      if (route.pathname !== '/lottery') return { pathname: route.pathname, query: route.query }
    }
    return { pathname, query: { gameCode, ...(allowBars ? { bars: 'show' } : {}) } }
  }
  const dateTime = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'short', timeStyle: 'medium' })
  const title = t(`title_${kind}`)

  // The operator's lobby in the frame brings its own game tabs, countdown and results: with it on the page
  // the Portal shows none of its own, so nothing appears twice.
  if (personal && lobby && chosen) {
    return (
      <div className={styles.page}>
        {immersive && <HideBars allow={allowBars} />}
        <h1>{title}</h1>
        <LotteryFrame
          src={lobby.url}
          title={t('frameTitle', { name: chosen.name })}
          className={styles.frame}
        />
      </div>
    )
  }

  return (
    <div className={styles.page}>
      {immersive && <HideBars allow={allowBars} />}
      <h1>{title}</h1>
      {games.length === 0 ? (
        <p className={styles.message}>{t('noGames')}</p>
      ) : (
        <>
          <nav aria-label={t('games')} className={styles.tabs}>
            {groups.map((group) => (
              <div key={group.code} className={styles.group}>
                <h2 className={styles.groupTitle}>{group.label}</h2>
                <ul>
                  {group.games.map((entry) => (
                    <li key={entry.code}>
                      <Link
                        href={tabHref(entry.code, group.code)}
                        aria-current={chosen?.code === entry.code ? 'page' : undefined}
                        className={styles.tab}
                      >
                        {entry.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          {chosen && (
            <section aria-labelledby="lottery-game" className={styles.section}>
              <h2 id="lottery-game">{chosen.name}</h2>
              <p className={styles.muted}>
                {t('every', { seconds: chosen.drawIntervalSeconds })}
                {chosen.nextDrawAt > 0 && (
                  <>
                    {' · '}
                    {t('nextDraw', { time: dateTime.format(chosen.nextDrawAt) })}
                  </>
                )}
                {playType && (
                  <>
                    {' · '}
                    {t('playType', { type: playType })}
                  </>
                )}
              </p>
              {personal ? (
                <p role="alert" className={styles.message}>
                  {t('failed')}
                </p>
              ) : (
                <div className={styles.message}>
                  <p>{member?.isTrial ? game('trialBody') : t('playLogin')}</p>
                  <AuthPrompt
                    loginLabel={game('login')}
                    registerLabel={member?.isTrial ? game('trialConfirm') : game('register')}
                    mode={member?.isTrial ? 'trial' : 'login'}
                  />
                </div>
              )}
            </section>
          )}
          {chosen && (
            <section aria-labelledby="lottery-results" className={styles.section}>
              <h2 id="lottery-results">{t('latest')}</h2>
              {draws === null ? (
                <p className={styles.muted}>{t('resultsLogin')}</p>
              ) : draws.length === 0 ? (
                <p className={styles.muted}>
                  {personal || kind === 'vn' ? t('noResults') : t('resultsLogin')}
                </p>
              ) : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('drawNo')}</th>
                        <th scope="col">{t('numbers')}</th>
                        <th scope="col">{t('openedAt')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {draws.map((draw) => (
                        <tr key={draw.drawNo}>
                          <td>{draw.drawNo}</td>
                          <td>
                            <span className={styles.balls}>
                              {draw.numbers.map((value, index) => (
                                <span key={index} className={styles.ball}>
                                  {value}
                                </span>
                              ))}
                            </span>
                          </td>
                          <td>{draw.openedAt ? dateTime.format(draw.openedAt) : ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )}
        </>
      )}
    </div>
  )
}
