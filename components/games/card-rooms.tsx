import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { localeTags, isLocale } from '@/i18n/locales'
import { cardRoomsData } from '@/lib/games/data'
import { formatMinor } from '@/lib/money'
import { currentMember, upstreamContext } from '@/lib/session'
import styles from './lobby.module.css'

// The card rooms of the player-versus-player lobby, with stakes and seats. Personal (rooms are listed
// for members), so read with the member's token and never cached.
export async function CardRooms() {
  const [t, member, ctx] = await Promise.all([getTranslations('Lobby'), currentMember(), upstreamContext()])
  if (!member || member.isTrial || member.mustChangePassword || !ctx) {
    return (
      <section aria-labelledby="lobby-rooms" className={styles.section}>
        <h2 id="lobby-rooms">{t('rooms')}</h2>
        <p className={styles.muted}>{t('roomsLogin')}</p>
      </section>
    )
  }
  const { rooms, currency } = await cardRoomsData(ctx)
  const localeTag = localeTags[isLocale(ctx.locale) ? ctx.locale : 'en']
  return (
    <section aria-labelledby="lobby-rooms" className={styles.section}>
      <h2 id="lobby-rooms">{t('rooms')}</h2>
      {rooms === null ? (
        <p role="alert">{t('loadError')}</p>
      ) : (
        <ul className={styles.rooms}>
          {rooms.map((room) => (
            <li key={room.roomId} className={styles.room}>
              <span className={styles.roomName}>{room.roomName}</span>
              <span className={styles.muted}>
                {t('minBetValue', { amount: formatMinor(room.minBetMinor, currency, localeTag) })} ·{' '}
                {room.full ? t('roomFull') : t('roomSeats', { players: room.players, seats: room.seats })}
              </span>
              {!room.full && (
                <Link
                  href={{ pathname: '/game', query: { vendor: room.vendor, type: 'PVP', room: room.roomId } }}
                  className={styles.join}
                  prefetch={false}
                  aria-label={t('joinRoom', { room: room.roomName })}
                >
                  {t('join')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
