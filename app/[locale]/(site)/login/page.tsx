import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuthMessages } from '@/components/auth/auth-messages'
import { AuthPage } from '@/components/auth/auth-page'
import { LoginForm } from '@/components/auth/login-form'
import { getPathname } from '@/i18n/navigation'
import { REMEMBER_COOKIE, decodeRemembered } from '@/lib/auth/remember'
import { safeNext } from '@/lib/auth/safe-next'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { currentMember } from '@/lib/session'
import { signedInTarget } from '@/lib/shell/signed-in-pages'
import { siteFeatures } from '@/lib/site-features'

type Props = PageProps<'/[locale]/login'>

export const generateMetadata = brandedMetadata('/login', 'Login.page', { index: false })

// Where visitors of a members-only site land (forced login), and a plain page for anyone without script.
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const [{ next }, jar, member, ctx, t] = await Promise.all([
    searchParams,
    cookies(),
    currentMember(),
    pageContext(),
    getTranslations('Login'),
  ])
  const target = safeNext(typeof next === 'string' ? next : undefined)
  // The request gate has sent a signed-in player on already; this holds should a page render for one.
  const away = member ? signedInTarget('/login', member, target) : null
  if (away) redirect(away === '/' ? getPathname({ href: '/', locale }) : away)
  const features = await siteFeatures(ctx)
  return (
    <AuthPage id="login-title" title={t('title')}>
      <AuthMessages>
        <LoginForm
          smsLogin={features.smsLogin}
          registerPage={features.directRegistration}
          next={target === '/' ? undefined : target}
          remembered={decodeRemembered(jar.get(REMEMBER_COOKIE)?.value)}
        />
      </AuthMessages>
    </AuthPage>
  )
}
