import { getTranslations } from 'next-intl/server'
import { SessionPosition } from '@/components/protection/session-position'
import { Link } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import { LaunchInput } from '@/lib/games/schemas'
import { toPortalError } from '@/lib/bff/errors'
import { pageContext } from '@/lib/request-context'
import { currentMember, upstreamContext } from '@/lib/session'
import { getVendorGames, isGameMaintenance, isGameMissing, launchGame } from '@/lib/upstream/games'
import { AuthPrompt } from './auth-prompt'
import { BetHistory } from './bet-history'
import { GameFrame } from './game-frame'
import { PopularGames } from './popular-games'
import styles from './game.module.css'

type SearchParams = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

// A game opened from a lobby: the launch happens here, on the server, with the member's token, and the
// page answers with the game in a frame, or says plainly why not (login, trial account, maintenance).
export async function GameSession({
  locale,
  searchParams,
  immersive = false,
}: {
  locale: Locale
  searchParams: SearchParams
  immersive?: boolean
}) {
  const [t, protection] = await Promise.all([getTranslations('Game'), getTranslations('Protection')])
  const parsed = LaunchInput.safeParse({
    game: one(searchParams.game),
    room: one(searchParams.room),
    vendor: one(searchParams.vendor),
    type: one(searchParams.type),
  })
  if (!parsed.success) {
    return (
      <>
        <Message title={t('title')} body={t('missing')}>
          <Link href="/" className={styles.primary}>
            {t('backToLobby')}
          </Link>
        </Message>
        <PopularGames locale={locale} />
      </>
    )
  }
  const launch = parsed.data
  const lobby = { pathname: CATEGORY_ROUTES[launch.type], query: { vendor: launch.vendor } }
  const back = (
    <Link href={lobby} className={styles.secondary}>
      {t('backToLobby')}
    </Link>
  )
  const nodeId = launch.game ?? launch.room?.split('-')[0]
  const [member, catalogue] = await Promise.all([
    currentMember(),
    pageContext().then((ctx) => getVendorGames(ctx, launch.vendor).catch(() => [])),
  ])
  const game = catalogue.find((entry) => entry.nodeId === nodeId)
  const name = game?.name ?? launch.vendor

  if (!member) {
    return (
      <Message title={t('loginTitle')} body={t('loginBody')} heading={name}>
        <AuthPrompt loginLabel={t('login')} registerLabel={t('register')} />
        {back}
      </Message>
    )
  }
  if (member.mustChangePassword) {
    const errors = await getTranslations('ApiErrors')
    return (
      <Message title={t('title')} body={errors('password_change_required')} heading={name} alert>
        {back}
      </Message>
    )
  }
  if (member.isTrial) {
    return (
      <Message title={t('trialTitle')} body={t('trialBody')} heading={name} alert>
        <AuthPrompt loginLabel={t('login')} registerLabel={t('trialConfirm')} mode="trial" />
        {back}
      </Message>
    )
  }

  const ctx = await upstreamContext()
  let url: string | null = null
  let problem: string | null = null
  try {
    if (!ctx) throw new Error('session ended while rendering')
    url = (
      await launchGame(ctx, {
        nodeId: launch.game,
        roomId: launch.room,
        vendor: launch.vendor,
        category: launch.type,
      })
    ).url
  } catch (error) {
    // A time-out, self-exclusion or reached limit says so in the player's words (the platform refuses).
    const refusal = toPortalError(error).code
    problem = isGameMaintenance(error)
      ? t('maintenance')
      : isGameMissing(error)
        ? t('notFound')
        : refusal === 'player_blocked' || refusal === 'play_limit_reached'
          ? (await getTranslations('ApiErrors'))(refusal)
          : t('failed')
  }

  return (
    <div className={`${styles.page} ${immersive ? styles.immersive : ''}`}>
      <div className={styles.head}>
        <h1>{name}</h1>
        {url && (
          <SessionPosition
            localeTag={localeTags[locale]}
            labels={{ sessionClock: protection('sessionClock'), sessionNet: protection('sessionNet') }}
          />
        )}
        {back}
      </div>
      {url ? (
        <GameFrame
          url={url}
          launch={launch}
          labels={{
            frameTitle: t('frameTitle', { game: name }),
            newWindow: t('newWindow'),
            popupBlocked: t('popupBlocked'),
            restart: t('restart'),
            networkError: t('networkError'),
          }}
        />
      ) : (
        <>
          <Message title={name} body={problem ?? t('failed')} alert>
            {back}
          </Message>
          <PopularGames locale={locale} exclude={nodeId} />
        </>
      )}
      {!immersive && (
        <BetHistory
          localeTag={localeTags[locale]}
          labels={{
            betRecord: t('betRecord'),
            betRecordEmpty: t('betRecordEmpty'),
            columnGame: t('columnGame'),
            columnStake: t('columnStake'),
            columnPayout: t('columnPayout'),
            columnNet: t('columnNet'),
            columnTime: t('columnTime'),
            totals: t.raw('totals') as string,
            loading: t('loading'),
            refresh: t('refresh'),
            recordError: t('recordError'),
          }}
        />
      )}
    </div>
  )
}

function Message({
  title,
  body,
  heading,
  alert,
  children,
}: {
  title: string
  body: string
  heading?: string
  alert?: boolean
  children?: React.ReactNode
}) {
  return (
    <div className={styles.page}>
      {heading && (
        <div className={styles.head}>
          <h1>{heading}</h1>
        </div>
      )}
      <section className={styles.message} role={alert ? 'alert' : undefined} aria-labelledby="game-message">
        <h2 id="game-message">{title}</h2>
        <p>{body}</p>
        <div className={styles.actions}>{children}</div>
      </section>
    </div>
  )
}
