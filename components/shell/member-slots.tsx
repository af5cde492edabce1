'use client'

import dynamic from 'next/dynamic'

// What only a signed-in account shows, each part a chunk of its own, so a guest's first visit downloads
// none of it: the header's account menu and balance (with the avatar and the session's position among the
// menu's entries, which the server renders), the side menu's messages entry and live-chat counts,
// the reality check, the dialog asking to accept new terms, and SWR, which they read their data with. For a member they are rendered on the
// server as usual, and next/dynamic preloads their chunks from the page's head, so they arrive together
// with the rest.
export const AvatarMenuSlot = dynamic(() => import('./avatar-menu').then((m) => m.AvatarMenu))
export const BalanceSlot = dynamic(() => import('./balance').then((m) => m.Balance))
export const MemberAvatarSlot = dynamic(() => import('./member-avatar').then((m) => m.MemberAvatar))
export const SessionPositionSlot = dynamic(() =>
  import('@/components/protection/session-position').then((m) => m.SessionPosition),
)
export const MessagesEntrySlot = dynamic(() => import('./member-menu-parts').then((m) => m.MessagesEntry))
export const ChatUnreadSlot = dynamic(() => import('./member-menu-parts').then((m) => m.ChatUnreadBadge))
export const ChatHeadingSlot = dynamic(() => import('./member-menu-parts').then((m) => m.ChatHeadingBadge))
export const RealityCheckSlot = dynamic(() =>
  import('@/components/protection/reality-check').then((m) => m.RealityCheck),
)
export const TermsDialogSlot = dynamic(() =>
  import('@/components/legal/terms-dialog').then((m) => m.TermsDialog),
)
