import type { Messages } from 'next-intl'
import styles from './download.module.css'

// The site as an app without a download: the browser's own "Add to Home screen" (the brand's web app
// manifest, app/manifest.ts, names it and gives it its icon).
export function HomeScreenSteps({
  labels,
  platforms,
}: {
  labels: Messages['Download']
  platforms: Array<'android' | 'ios'>
}) {
  return (
    <div className={styles.homeScreen}>
      <p className={styles.homeScreenTitle}>{labels.homeScreenTitle}</p>
      {platforms.map((platform) => (
        <p key={platform}>{platform === 'android' ? labels.homeScreenAndroid : labels.homeScreenIos}</p>
      ))}
    </div>
  )
}
