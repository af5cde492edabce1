// The home page greets each new browser session with the platform's pop-up announcements (a modal).
// Journeys about something else mark them as already seen, so the dialog does not cover the page.
import type { BrowserContext } from '@playwright/test'
import { platformGet } from './platform'

const SEEN_KEY = 'portal.popups.seen'

async function popupIds(): Promise<string[]> {
  const ids = await Promise.all(
    ['SOL1', 'VRD2'].map(async (merchant) => {
      const value = await platformGet<{ popup: Array<{ id: string | number }> }>(
        '/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=A,B,F',
        merchant,
        'EN',
      )
      return value.popup.map((p) => String(p.id))
    }),
  )
  return ids.flat()
}

export async function skipAnnouncementPopups(context: BrowserContext): Promise<void> {
  const ids = await popupIds()
  await context.addInitScript(
    ({ key, seen }) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(seen))
      } catch {}
    },
    { key: SEEN_KEY, seen: ids },
  )
}

// The pop-ups of one execution (A for members, B for visitors, F after a first login) as the SOL1 home
// page shows them in English.
export async function popupsOf(execution: 'A' | 'B' | 'F') {
  const value = await platformGet<{ popup: Array<{ id: number; title: string; execution: string }> }>(
    `/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=${execution}`,
    'SOL1',
    'EN',
  )
  return value.popup.map((p) => ({ id: String(p.id), title: p.title.replace('{brand}', 'Solara Games') }))
}

// The visitor's own greeting is someone else's journey: mark it seen so only the member's pop-ups remain.
export async function skipVisitorPopups(context: BrowserContext) {
  const seen = (await popupsOf('B')).map((p) => p.id)
  await context.addInitScript(
    // Runs on every page load: keeps what the page itself marked seen since.
    ({ key, ids }) => {
      const before = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[]
      window.sessionStorage.setItem(key, JSON.stringify([...new Set([...before, ...ids])]))
    },
    { key: SEEN_KEY, ids: seen },
  )
}
