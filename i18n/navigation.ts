// Localized navigation for the whole Portal. Links, usePathname and useRouter are small wrappers over
// Next's own (i18n/navigation-client.tsx), so the browser needs no next-intl runtime to navigate;
// getPathname is a plain function for server and client code.
export { Link, usePathname, useRouter, useCurrentLocale, type LinkProps } from './navigation-client'
export { getPathname, type Href } from './paths'
