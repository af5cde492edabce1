'use client'

import NextLink from 'next/link'
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation'
import { useMemo, type ComponentProps, type SyntheticEvent } from 'react'
import { defaultLocale, isLocale, type Locale } from './locales'
import { getPathname, isLocalizable, prefixPath, unprefixPath, type Href } from './paths'

// The language of the page, from the `[locale]` segment every page lives under.
export function useCurrentLocale(): Locale {
  const params = useParams<{ locale?: string }>()
  const locale = params?.locale
  return isLocale(locale) ? locale : defaultLocale
}

// Switching language by a link or the router also moves the NEXT_LOCALE cookie (as next-intl does), so
// the next page view starts in the new language.
function rememberCookie(current: Locale, next: Locale | undefined) {
  if (!next || next === current) return
  document.cookie = `NEXT_LOCALE=${next}; path=/; max-age=31536000; samesite=lax`
}

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  href: Href
  // Another language for the same address; such links are not prefetched.
  locale?: Locale
}

// next/link with the page's language prefix added to same-site paths. A link is prefetched when the player
// shows the intent to follow it (pointer over it, a finger on it, keyboard focus), not when it scrolls into
// view: a page has dozens of links in view (side menu, header, banners), and fetching and decoding every
// one of them right after load kept a phone's main thread and network busy for seconds. `prefetch` true
// still prefetches in view, false never.
export function Link({ href, locale, prefetch, onClick, ...rest }: LinkProps) {
  const current = useCurrentLocale()
  const router = useNextRouter()
  const target = locale ?? current
  const switching = locale !== undefined && locale !== current
  let localized: ComponentProps<typeof NextLink>['href']
  if (typeof href === 'string') localized = isLocalizable(href) ? prefixPath(href, target) : href
  else if (isLocalizable(href)) localized = { ...href, pathname: prefixPath(href.pathname ?? '/', target) }
  else localized = href as ComponentProps<typeof NextLink>['href']
  const onIntent =
    prefetch === true || prefetch === false || switching || !isLocalizable(href)
      ? undefined
      : () => router.prefetch(getPathname({ href, locale: target }))
  const withIntent =
    <E extends SyntheticEvent>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      onIntent?.()
      handler?.(event)
    }
  return (
    <NextLink
      {...rest}
      href={localized}
      hrefLang={switching ? locale : rest.hrefLang}
      prefetch={prefetch === true && !switching}
      onMouseEnter={withIntent(rest.onMouseEnter)}
      onTouchStart={withIntent(rest.onTouchStart)}
      onFocus={withIntent(rest.onFocus)}
      onClick={(event) => {
        if (switching) rememberCookie(current, locale)
        onClick?.(event)
      }}
    />
  )
}

// The current path without its language prefix: `/rng` on `/en/rng`.
export function usePathname(): string {
  const path = useNextPathname()
  const locale = useCurrentLocale()
  return useMemo(() => unprefixPath(path ?? '/', locale), [path, locale])
}

type NavigateOptions = { locale?: Locale; scroll?: boolean }

// next/navigation's router taking unprefixed addresses (and an optional other language).
export function useRouter() {
  const router = useNextRouter()
  const current = useCurrentLocale()
  return useMemo(() => {
    const to = (href: Href, locale: Locale | undefined) => {
      rememberCookie(current, locale)
      return getPathname({ href, locale: locale ?? current })
    }
    return {
      ...router,
      push: (href: Href, { locale, ...options }: NavigateOptions = {}) =>
        router.push(to(href, locale), options),
      replace: (href: Href, { locale, ...options }: NavigateOptions = {}) =>
        router.replace(to(href, locale), options),
      prefetch: (href: Href, { locale }: { locale?: Locale } = {}) =>
        router.prefetch(getPathname({ href, locale: locale ?? current })),
    }
  }, [router, current])
}
