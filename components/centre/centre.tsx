import 'server-only'
import { Suspense, type ReactNode } from 'react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { Feature, Features } from '@/lib/features'
import { fill } from '@/lib/ui/fill'
import { labelsOf } from '@/components/shell/labels'
import type { IconName } from '@/components/shell/icon'
import { KnownTimeZoneProvider } from '@/components/ui/known-time-zone'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { getPathname } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import { enterLocale } from '@/lib/page-locale'
import { requestTimeZone } from '@/lib/member/records-data'
import { pageContext } from '@/lib/request-context'
import { siteFeatures } from '@/lib/site-features'
import { pageMetadata } from '@/lib/seo'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import type { MemberView } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { CentreLoading } from './centre-loading'
import { CentreNav } from './centre-nav'
import { CentreOverlay } from './centre-overlay'
import { RememberedPage } from './remembered-page'

export type CentreQuery = Record<string, string | string[] | undefined>
export type CentrePageProps = { ctx: UpstreamContext; locale: Locale; localeTag: string; query: CentreQuery }

// One entry of a centre's page list. `feature`: the tenant switch the page needs; `unread`: its
// entry shows the unread-message count; `count`: a BFF route answering `{count}`, shown as a badge.
export type CentreEntry<Slug extends string = string> = {
  readonly slug: Slug
  readonly icon: IconName
  readonly feature?: Feature | null
  readonly unread?: boolean
  readonly count?: string
  // Only for some accounts (transfer to upline: members whose info carries `toUpline`).
  readonly shownTo?: (member: MemberView) => boolean
}

// A centre (product spec §2: member centre, agent centre): its address, texts, page list, who may open it
// and how each page renders. A new page is one entry in `pages` and its renderer.
export type Centre<Slug extends string = string> = {
  base: '/member' | '/agent'
  namespace: 'MemberCentre' | 'AgentCentre'
  pages: readonly CentreEntry<Slug>[]
  render: Record<Slug, (props: CentrePageProps) => ReactNode | Promise<ReactNode>>
  defaultPage: Slug
  rememberKey: string
  // The centre's own address opens the page remembered in the browser (else it redirects to the default).
  remembersPage: boolean
  // Redirects to login or answers not-found for whoever may not open the centre.
  access: (
    locale: Locale,
    path: string,
  ) => Promise<{ ctx: UpstreamContext; trial?: boolean; member?: MemberView }>
  // Shown to trial accounts instead of the pages.
  trialNotice?: (features: Features) => Promise<ReactNode>
  // Which pages this account may open beyond the tenant's switches (the agent's contracts).
  allows?: (ctx: UpstreamContext) => Promise<(slug: string) => boolean>
}

type LocaleParams = { params: Promise<{ locale: string }> }
type PageParams = { params: Promise<{ locale: string; page: string }> }

// The pages this account sees: switched on for the tenant, shown to this member, allowed for the account.
async function pagesFor<Slug extends string>(
  centre: Centre<Slug>,
  ctx: UpstreamContext,
  features: Features,
  member?: MemberView,
) {
  const allows = centre.allows ? await centre.allows(ctx) : () => true
  return centre.pages.filter(
    (page) =>
      (!page.feature || features[page.feature]) &&
      (!page.shownTo || (member && page.shownTo(member))) &&
      allows(page.slug),
  )
}

// The centre's texts by key, for the keys every centre has (title, close, navLabel, pageTitle,
// page_<slug>; opening and openDefault where the centre remembers its page).
async function texts(centre: Centre): Promise<(key: string) => string> {
  const labels = (await labelsOf(centre.namespace)) as unknown as Record<string, string | undefined>
  return (key) => labels[key] ?? ''
}

// The layout: overlay, title, page list and close around whichever page is open.
export function centreLayout<Slug extends string>(centre: Centre<Slug>) {
  return async function CentreLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await enterLocale(params)
    const path = (await headers()).get(FRAME_HEADERS.path) ?? centre.base
    const { ctx, trial, member } = await centre.access(
      locale,
      path.startsWith(centre.base) ? path : centre.base,
    )
    const [t, features, timeZone] = await Promise.all([texts(centre), siteFeatures(ctx), requestTimeZone()])
    const notice = trial && centre.trialNotice ? await centre.trialNotice(features) : null
    const items = (await pagesFor(centre, ctx, features, member)).map((page) => ({
      slug: page.slug,
      icon: page.icon,
      label: t(`page_${page.slug}`),
      unread: page.unread,
      ...(page.count ? { count: { route: page.count, label: t(`count_${page.slug}`) } } : {}),
    }))
    return (
      <CentreOverlay
        title={t('title')}
        closeLabel={t('close')}
        homeHref={getPathname({ href: '/', locale })}
        footer={<PlayResponsibly />}
        nav={
          notice ? null : (
            <CentreNav
              label={t('navLabel')}
              unreadLabel={t('unreadSummary')}
              items={items}
              base={centre.base}
              rememberKey={centre.rememberKey}
            />
          )
        }
      >
        <KnownTimeZoneProvider zone={timeZone}>{notice ?? children}</KnownTimeZoneProvider>
      </CentreOverlay>
    )
  }
}

// The centre's own address: the remembered page, or a redirect to the default one.
export function centreHome<Slug extends string>(centre: Centre<Slug>) {
  return async function CentreHome({ params }: LocaleParams) {
    const locale = await enterLocale(params)
    const { ctx, member } = await centre.access(locale, centre.base)
    const fallback = `${centre.base}/${centre.defaultPage}`
    if (!centre.remembersPage) redirect(getPathname({ href: fallback, locale }))
    const [t, features] = await Promise.all([texts(centre), siteFeatures(ctx)])
    return (
      <RememberedPage
        base={centre.base}
        rememberKey={centre.rememberKey}
        slugs={(await pagesFor(centre, ctx, features, member)).map((page) => page.slug)}
        fallback={centre.defaultPage}
        openingLabel={t('opening')}
        defaultLabel={t('openDefault')}
      />
    )
  }
}

export function centreHomeMetadata(centre: Centre) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await enterLocale(params)
    const t = await getTranslations({ locale, namespace: centre.namespace })
    return pageMetadata({
      locale,
      path: centre.base,
      title: t('title'),
      description: t('title'),
      index: false,
    })
  }
}

// Which page is open, decided in a layout outside the page's loading boundary, so that an unknown page,
// or one switched off for this site, answers 404 before anything streams.
export function centrePageGate<Slug extends string>(centre: Centre<Slug>) {
  return async function CentrePageGate({ children, params }: PageParams & { children: ReactNode }) {
    const locale = await enterLocale(params)
    const { page } = await params
    if (!centre.pages.some((entry) => entry.slug === page)) notFound()
    const { ctx, member } = await centre.access(locale, `${centre.base}/${page}`)
    const open = await pagesFor(centre, ctx, await siteFeatures(ctx), member)
    if (!open.some((entry) => entry.slug === page)) notFound()
    return children
  }
}

// A page's renderer's answer, waited for inside the boundary around it.
async function Rendered({ body }: { body: ReactNode | Promise<ReactNode> }) {
  return await body
}

export function centrePage<Slug extends string>(centre: Centre<Slug>) {
  return async function CentrePage({
    params,
    searchParams,
  }: PageParams & { searchParams: Promise<CentreQuery> }) {
    const locale = await enterLocale(params)
    const [{ page }, query] = await Promise.all([params, searchParams])
    const slug = centre.pages.find((entry) => entry.slug === page)?.slug ?? notFound()
    const { ctx, trial } = await centre.access(locale, `${centre.base}/${slug}`)
    // The layout shows trial accounts the real-account notice; nothing of theirs is read here.
    if (trial) return null
    const body = centre.render[slug]({ ctx, locale, localeTag: localeTags[locale], query })
    // Opened from another page of the app (a flight request), the page is sketched while it is read; opened
    // as a document it arrives whole, so it reads the same without script (records, reports).
    if ((await headers()).get('rsc') !== '1') return body
    return (
      <Suspense fallback={<CentreLoading />}>
        <Rendered body={body} />
      </Suspense>
    )
  }
}

export function centrePageMetadata(centre: Centre) {
  return async function generateMetadata({ params }: PageParams): Promise<Metadata> {
    const locale = await enterLocale(params)
    const { page } = await params
    const [t, ctx] = await Promise.all([texts(centre), pageContext()])
    const name = centre.pages.some((entry) => entry.slug === page) ? t(`page_${page}`) : t('title')
    return pageMetadata({
      locale,
      path: `${centre.base}/${page}`,
      title: fill(t('pageTitle'), { page: name, brand: ctx.tenant.brandName }),
      description: t('title'),
      index: false,
    })
  }
}
