'use client'

import type { ReactNode } from 'react'
import { useErrorTexts } from './error-texts'

// What every error boundary shows (the locale's, each centre's, the global one): what happened and a way
// to try again, in the texts of components/shell/error-texts.tsx.
export function ErrorPanel({
  reset,
  heading: Heading,
  className,
  buttonClassName,
  children,
}: {
  reset: () => void
  heading: 'h1' | 'h2'
  className: string | undefined
  buttonClassName: string | undefined
  // Below the retry button.
  children?: ReactNode
}) {
  const t = useErrorTexts()
  return (
    <div className={className} role="alert">
      <Heading>{t.title}</Heading>
      <p>{t.text}</p>
      <button type="button" className={buttonClassName} onClick={reset}>
        {t.retry}
      </button>
      {children}
    </div>
  )
}
