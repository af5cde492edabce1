import 'server-only'
import { Suspense, type ReactNode } from 'react'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import type { Feature, Features } from '@/lib/features'
import { fill } from '@/lib/ui/fill'
import { labelsOf } from '@/components/shell/labels'
import type { IconName } from '@/components/shell/icon'
import { KnownTimeZoneProvider } from '@/components/ui/known-time-zone'
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
import { CentreFrame } from './centre-frame'
import { CentreLoading } from './centre-loading'

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
// and how each page renders. Its routes are app/[locale]/(centres)/<base>/ (a page is a folder there) and,
// opened over another page, app/[locale]/@modal/(.)<base>/.
export type Centre<Slug extends string = string> = {
  base: '/member' | '/agent'
  namespace: 'MemberCentre' | 'AgentCentre'
  pages: readonly CentreEntry<Slug>[]
  render: Record<Slug, (props: CentrePageProps) => ReactNode | Promise<ReactNode>>
  defaultPage: Slug
  // The cookie that keeps the last page on show, which the centre's own address then opens; without one it
  // opens the default page.
  rememberCookie: string | null
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
type QueryParams = { searchParams: Promise<CentreQuery> }

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

// The centre's texts by key, for the keys every centre has (title, close, navLabel, pageTitle, page_<slug>).
async function texts(centre: Centre): Promise<(key: string) => string> {
  const labels = (await labelsOf(centre.namespace)) as unknown as Record<string, string | undefined>
  return (key) => labels[key] ?? ''
}

// The slug of the page a path (without its language prefix) names in this centre, '' for the centre's own
// address, null for a path outside it.
function slugIn(centre: Centre, path: string): string | null {
  if (path === centre.base) return ''
  return path.startsWith(`${centre.base}/`) ? (path.slice(centre.base.length + 1).split('/')[0] ?? '') : null
}

const rememberedSlug = z.string().regex(/^[A-Za-z0-9]{1,40}$/)

// Where the centre's own address goes: the page kept in the cookie when this account may still open it
// (switched on, allowed), else the default page.
async function homeTarget<Slug extends string>(centre: Centre<Slug>, open: readonly CentreEntry<Slug>[]) {
  const kept = centre.rememberCookie ? (await cookies()).get(centre.rememberCookie)?.value : undefined
  const parsed = rememberedSlug.safeParse(kept)
  const slug =
    parsed.success && open.some((page) => page.slug === parsed.data) ? parsed.data : centre.defaultPage
  return `${centre.base}/${slug}`
}

// The layout: overlay, title, page list and close around whichever page is open. By its own address
// (`overlay` false) it also decides, before anything streams, where the centre's own address goes and
// whether the page asked for is one this account may open (an unknown page is the catch-all's 404).
// Opened over another page (`overlay`), each page checks that itself.
export function centreLayout<Slug extends string>(centre: Centre<Slug>, { overlay }: { overlay: boolean }) {
  return async function CentreLayout({ children, params }: LocaleParams & { children: ReactNode }) {
    const locale = await enterLocale(params)
    const asked = (await headers()).get(FRAME_HEADERS.path) ?? centre.base
    const slug = slugIn(centre, asked)
    const { ctx, trial, member } = await centre.access(locale, slug === null ? centre.base : asked)
    const [t, features, timeZone] = await Promise.all([texts(centre), siteFeatures(ctx), requestTimeZone()])
    const open = await pagesFor(centre, ctx, features, member)
    if (!overlay && slug === '') redirect(getPathname({ href: await homeTarget(centre, open), locale }))
    if (!overlay && slug && !open.some((page) => page.slug === slug)) notFound()
    const notice = trial && centre.trialNotice ? await centre.trialNotice(features) : null
    const items = open.map((page) => ({
      slug: page.slug,
      icon: page.icon,
      label: t(`page_${page.slug}`),
      unread: page.unread,
      ...(page.count ? { count: { route: page.count, label: t(`count_${page.slug}`) } } : {}),
    }))
    return (
      <CentreFrame
        texts={{ title: t('title'), close: t('close') }}
        homeHref={getPathname({ href: '/', locale })}
        overlay={overlay}
        nav={
          notice
            ? null
            : {
                label: t('navLabel'),
                unreadLabel: t('unreadSummary'),
                items,
                base: centre.base,
                rememberCookie: centre.rememberCookie,
              }
        }
      >
        <KnownTimeZoneProvider zone={timeZone}>{notice ?? children}</KnownTimeZoneProvider>
      </CentreFrame>
    )
  }
}

// The centre's own address: the remembered page, or the default one. The layout redirects there before
// anything streams; this covers a move to the address from a page of the centre.
export function centreHome<Slug extends string>(centre: Centre<Slug>) {
  return async function CentreHome({ params }: LocaleParams) {
    const locale = await enterLocale(params)
    const { ctx, member } = await centre.access(locale, centre.base)
    const open = await pagesFor(centre, ctx, await siteFeatures(ctx), member)
    redirect(getPathname({ href: await homeTarget(centre, open), locale }))
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

// One page of the centre, for this account: not found where it is switched off or not allowed; nothing for
// a trial account, which the layout shows the real-account notice.
async function centrePageBody<Slug extends string>(
  centre: Centre<Slug>,
  slug: Slug,
  locale: Locale,
  query: CentreQuery,
) {
  const { ctx, trial, member } = await centre.access(locale, `${centre.base}/${slug}`)
  if (trial) return null
  const open = await pagesFor(centre, ctx, await siteFeatures(ctx), member)
  if (!open.some((page) => page.slug === slug)) notFound()
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

// A page's renderer's answer, waited for inside the boundary around it.
async function Rendered({ body }: { body: ReactNode | Promise<ReactNode> }) {
  return await body
}

// A page of the centre by its own address: app/[locale]/(centres)/<base>/<slug>/page.tsx.
export function centrePage<Slug extends string>(centre: Centre<Slug>, slug: Slug) {
  return async function CentrePage({ params, searchParams }: LocaleParams & QueryParams) {
    const [locale, query] = await Promise.all([enterLocale(params), searchParams])
    return centrePageBody(centre, slug, locale, query)
  }
}

// A page of the centre opened over another page: app/[locale]/@modal/(.)<base>/[page]/page.tsx.
export function centreOverlayPage<Slug extends string>(centre: Centre<Slug>) {
  return async function CentreOverlayPage({ params, searchParams }: PageParams & QueryParams) {
    const [locale, { page }, query] = await Promise.all([enterLocale(params), params, searchParams])
    const slug = centre.pages.find((entry) => entry.slug === page)?.slug ?? notFound()
    return centrePageBody(centre, slug, locale, query)
  }
}

async function metadataFor(centre: Centre, locale: Locale, page: string): Promise<Metadata> {
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

export function centrePageMetadata(centre: Centre, slug: string) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    return metadataFor(centre, await enterLocale(params), slug)
  }
}

export function centreOverlayMetadata(centre: Centre) {
  return async function generateMetadata({ params }: PageParams): Promise<Metadata> {
    const [locale, { page }] = await Promise.all([enterLocale(params), params])
    return metadataFor(centre, locale, page)
  }
}
