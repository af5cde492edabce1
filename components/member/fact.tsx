import type { ReactNode } from 'react'

// One term and its value in a facts list (`<dl className={memberStyles.facts}>`), findable by test id.
export function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}
