'use client'

import dynamic from 'next/dynamic'

// The signed-in header actions are a chunk of their own, so a guest's first visit does not download the
// account menu, balance and their data hooks. For a member they are rendered on the server as usual, and
// next/dynamic preloads their chunk from the page's head, so it arrives together with the rest.
export const MemberActionsSlot = dynamic(() => import('./member-actions').then((m) => m.MemberActions))
