import type { ReactNode } from 'react'
import memberStyles from './member-centre.module.css'

// One term and its value in a facts list (`<dl className={memberStyles.facts}>`), findable by test id;
// an `amount` is the card's headline figure, set large.
export function Fact({
  term,
  testId,
  amount = false,
  children,
}: {
  term: string
  testId?: string
  amount?: boolean
  children: ReactNode
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={amount ? memberStyles.amount : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
