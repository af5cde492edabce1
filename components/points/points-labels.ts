import type { Messages } from 'next-intl'
import type { Currency } from '@/lib/types'

// The mall's islands get their texts as props (filled on the client with `fill`), the currency their
// amounts count in and the locale's tag to format them.
export type PointsLabels = Messages['Points']

export type PointsProps = { labels: PointsLabels; localeTag: string; currency: Currency }
