import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { lobbyCategoryOf } from '@/lib/games/lobby'

// Decided here, outside the lobby's loading boundary, so that an unknown category answers 404 before
// anything streams.
export default async function LobbyLayout({ children, params }: LayoutProps<'/[locale]/[category]'>) {
  if (!lobbyCategoryOf((await params).category)) notFound()
  return children as ReactNode
}
