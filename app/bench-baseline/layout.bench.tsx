import type { ReactNode } from 'react'

// A bare Next.js page, outside the locale tree and the request gate, that `npm run bench` measures the
// real pages against: same server, nothing of ours in the way. Built only for the bench (next.config.mjs).
export const metadata = { robots: { index: false, follow: false } }

export default function BenchBaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
