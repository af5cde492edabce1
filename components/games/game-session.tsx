import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { SessionPosition } from '@/components/protection/session-position'
import { Link } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import { gameCategory, gameName, launchOutcome } from '@/lib/games/data'
import { isLotteryCategory } from '@/lib/games/launch'
import { LaunchInput, VendorInput } from '@/lib/games/schemas'
import { pageContext } from '@/lib/request-context'
import { currentMember, upstreamContext } from '@/lib/session'
import { AuthPrompt } from './auth-prompt'
import { BetHistory } from './bet-history'
import { GameFrame } from './game-frame'
import { PopularGames } from './popular-games'
import { GameOnBreak } from '@/components/protection/break-notice'
import styles from './game.module.css'

type SearchParams = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

// The launch in the address: `game`/`room` as the lobbies write them, or the spec's `nodeId`/`roomId` that
// banners and outside links carry. Without a type, the vendor's catalogue says what kind of game it is.
async function launchQuery(searchParams: SearchParams) {
  const query = {
    game: one(searchParams.game) ?? one(searchParams.nodeId),
    room: one(searchParams.room) ?? one(searchParams.roomId),
    vendor: one(searchParams.vendor),
    type: one(searchParams.type),
  }
  const vendor = VendorInput.safeParse({ vendor: query.vendor })
  const nodeId = query.game ?? query.room?.split('-')[0]
  if (query.type || !vendor.success || !nodeId) return query
  const type = await pageContext()
    .then((ctx) => gameCategory(ctx, vendor.data.vendor, nodeId))
    .catch(() => undefined)
  return { ...query, type }
}

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
  const parsed = LaunchInput.safeParse(await launchQuery(searchParams))
  if (!parsed.success) {
    return (
      <>
        <Message title={t('title')} body={t('missing')}>
          <Link href="/" className={styles.primary}>
            {t('backToLobby')}
          </Link>
        </Message>
        {!(await currentMember())?.onBreak && <PopularGames locale={locale} />}
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
  const [member, listedName] = await Promise.all([
    currentMember(),
    pageContext().then((ctx) => gameName(ctx, launch.vendor, nodeId)),
  ])
  const name = listedName ?? launch.vendor

  if (!member) {
    return (
      <Message title={t('loginTitle')} body={t('loginBody')} heading={name}>
        <AuthPrompt loginLabel={t('login')} registerLabel={t('register')} />
        {back}
      </Message>
    )
  }
  // A game is launched (recorded as played, its play time counted) only from a navigation this site
  // started or the visitor made: a link on another site gets the game's page and a button instead.
  if ((await headers()).get('sec-fetch-site') === 'cross-site') {
    const query = Object.fromEntries(
      Object.entries(searchParams).filter((entry): entry is [string, string | string[]] => !!entry[1]),
    )
    return (
      <Message title={t('crossSiteTitle')} body={t('crossSiteBody')} heading={name}>
        <Link href={{ pathname: immersive ? '/seamless' : '/game', query }} className={styles.primary}>
          {t('play')}
        </Link>
        {back}
      </Message>
    )
  }
  // On a break: no launch, and nothing else to play offered in its place (RTS 14A).
  if (member.onBreak) return <GameOnBreak name={name} locale={locale} onBreak={member.onBreak} />
  if (member.mustChangePassword) {
    const errors = await getTranslations('ApiErrors')
    return (
      <Message title={t('title')} body={errors('password_change_required')} heading={name} alert>
        {back}
      </Message>
    )
  }
  // Trial accounts play in free mode on their demo credit; lotteries take real money only.
  if (member.isTrial && isLotteryCategory(launch.type)) {
    return (
      <Message title={t('trialTitle')} body={t('trialBody')} heading={name} alert>
        <AuthPrompt loginLabel={t('login')} registerLabel={t('trialConfirm')} mode="trial" />
        {back}
      </Message>
    )
  }

  const ctx = await upstreamContext()
  const outcome = await launchOutcome(ctx, launch, member.isTrial)
  // A break the session did not know of (started elsewhere since sign-in): the platform refused the
  // launch, and the page names the break's end instead of offering other games.
  if ('refusal' in outcome && outcome.refusal === 'player_blocked' && ctx) {
    return <GameOnBreak name={name} locale={locale} ctx={ctx} />
  }
  const url = 'url' in outcome ? outcome.url : null
  const problem =
    'problem' in outcome
      ? t(outcome.problem)
      : 'refusal' in outcome
        ? (await getTranslations('ApiErrors'))(outcome.refusal)
        : null

  const heading = (
    <>
      <h1>{name}</h1>
      {url && (
        <SessionPosition
          localeTag={localeTags[locale]}
          labels={{ sessionClock: protection('sessionClock'), sessionNet: protection('sessionNet') }}
        />
      )}
    </>
  )

  return (
    <div className={`${styles.page} ${immersive ? styles.immersive : ''}`}>
      {url ? (
        <GameFrame
          url={url}
          launch={launch}
          lobby={lobby}
          heading={heading}
          labels={{
            frameTitle: t('frameTitle', { game: name }),
            newWindow: t('newWindow'),
            popupBlocked: t('popupBlocked'),
            restart: t('restart'),
            networkError: t('networkError'),
            actions: t('actions'),
            backToLobby: t('backToLobby'),
          }}
        />
      ) : (
        <>
          <div className={styles.head}>
            {heading}
            {back}
          </div>
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
