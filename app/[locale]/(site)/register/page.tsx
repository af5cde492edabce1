import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuthMessages } from '@/components/auth/auth-messages'
import { RegisterPanel } from '@/components/auth/register-panel'
import { BannerCarousel } from '@/components/home/banner-carousel'
import { labelsOf } from '@/components/shell/labels'
import { Link, getPathname } from '@/i18n/navigation'
import { firebaseConfigOf } from '@/lib/firebase/config'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { currentMember } from '@/lib/session'
import { signedInTarget } from '@/lib/shell/signed-in-pages'
import type { Banner } from '@/lib/types'
import { getAnnouncementFeed } from '@/lib/upstream/catalogue'
import styles from '@/components/auth/auth.module.css'

type Props = PageProps<'/[locale]/register'>

export const generateMetadata = brandedMetadata('/register', 'Register.page')

// New-player promotions for the page's carousel: the promotions of that category (their 2:1 artwork),
// else the banners of the registration group (3:1).
async function newPlayerSlides(): Promise<{ slides: Banner[]; art: 'promotion' | 'banner' }> {
  try {
    const feed = await getAnnouncementFeed(await pageContext())
    const promotions: Banner[] = feed.promotions
      .filter((p) => p.category === 'new_player' && p.imageUrl)
      .map((p) => ({
        id: `promo-${p.id}`,
        group: 'w_reg',
        title: p.title,
        imageUrl: p.imageUrl ?? '',
        link: { kind: 'promotion', promotionId: p.id },
      }))
    return promotions.length > 0
      ? { slides: promotions, art: 'promotion' }
      : { slides: feed.banners.filter((b) => b.group === 'w_reg'), art: 'banner' }
  } catch {
    // The form works without the carousel.
    return { slides: [], art: 'banner' }
  }
}

export default async function RegisterPage({ params }: Props) {
  const locale = await enterLocale(params)
  const member = await currentMember()
  // A real account has nothing to register; a demo (trial) account may create its real one here. The
  // request gate has sent a real account home already; this holds should a page render for one.
  if (member && signedInTarget('/register', member)) redirect(getPathname({ href: '/', locale }))
  const [ctx, t, carousel, { slides, art }] = await Promise.all([
    pageContext(),
    getTranslations('Register'),
    labelsOf('Carousel'),
    newPlayerSlides(),
  ])
  return (
    <section className={styles.page} aria-labelledby="register-title">
      <div className={styles.row}>
        <h1 id="register-title" className={styles.pageTitle}>
          {t('title')}
        </h1>
        <Link href="/" className={styles.link}>
          {t('goBack')}
        </Link>
      </div>
      <div className={styles.pageGrid}>
        <div className={styles.card}>
          <AuthMessages>
            <RegisterPanel firebase={firebaseConfigOf(ctx.tenant)} />
          </AuthMessages>
        </div>
        {slides.length > 0 && (
          <div className={styles.promos}>
            <BannerCarousel
              banners={slides}
              labels={{ ...carousel, region: t('promotions') }}
              layout="single"
              art={art}
            />
          </div>
        )}
      </div>
    </section>
  )
}
