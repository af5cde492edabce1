import type { Messages } from 'next-intl'
import type { Column } from '@/components/ui/records'
import { formatMinor } from '@/lib/money'
import type { Friend, ReferralPage } from '@/lib/promotions/types'
import { fill } from '@/lib/ui/fill'
import { StatusBadge } from '../cashier/cashier-text'
import { PagedCard, type PageRead } from '../paged-card'

export const REFERRAL_PATH = '/member/referral'

// The friends the member invited, newest first: masked name, when they joined, whether they deposited,
// and the reward their first deposit earned; the page of them the server read (null: it could not), their
// days in the record zone.
export function FriendsRecord({
  labels,
  localeTag,
  read,
}: {
  labels: Messages['Referral']
  localeTag: string
  read: PageRead<ReferralPage>
}) {
  const { data: friends, timeZone } = read
  const currency = friends?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const date = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone })
  const columns: Column<Friend>[] = [
    { key: 'name', header: labels.columnFriend, rowHeader: true, cell: (friend) => friend.name },
    {
      key: 'joined',
      header: labels.columnJoined,
      cell: (friend) => (
        <time dateTime={new Date(friend.time).toISOString()}>{date.format(friend.time)}</time>
      ),
    },
    {
      key: 'deposited',
      header: labels.columnDeposited,
      cell: (friend) => (
        <StatusBadge
          status={friend.deposited ? 'completed' : 'pending'}
          text={friend.deposited ? labels.deposited : labels.notDeposited}
        />
      ),
    },
    {
      key: 'reward',
      header: labels.columnReward,
      numeric: true,
      cell: (friend) => (friend.rewardMinor > 0 ? money(friend.rewardMinor) : labels.noReward),
    },
  ]
  return (
    <PagedCard
      name="friends"
      path={REFERRAL_PATH}
      read={read}
      labels={labels}
      totals={(data) =>
        fill(
          labels.friendsTotals,
          { count: data.total, rewarded: data.rewardedCount, earned: money(data.earnedMinor) },
          localeTag,
        )
      }
      columns={columns}
      rowKey={(friend) => `${friend.name}-${friend.time}`}
      rowData={(friend) => ({ 'data-deposited': String(friend.deposited) })}
    />
  )
}
