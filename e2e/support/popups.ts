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
