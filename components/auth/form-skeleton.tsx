import { getTranslations } from 'next-intl/server'
import styles from './auth.module.css'

// What the login and registration pages show while they load: the card with its fields.
export async function FormSkeleton({ fields, wide = false }: { fields: number; wide?: boolean }) {
  const t = await getTranslations('Auth')
  return (
    <section className={`${styles.page} ${wide ? '' : styles.narrow}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.skeleton} style={{ width: '40%', marginBottom: 12 }} />
      <div className={`${styles.card} ${styles.form}`}>
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    </section>
  )
}
