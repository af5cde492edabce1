import { test as base, type APIRequestContext, type Page } from '@playwright/test'
import { AgentCentre, MemberCentre } from './pages/centre'
import { Header } from './pages/header'
import type { Lang } from './pages/locale'
import { Lobby } from './pages/lobby'
import { apiClient, ownAddress, registerAccount, signIn, type Credentials } from './support/accounts'
import { createAgent, type TestAgent } from './support/platform'
import { chooseNecessaryCookies } from './support/consent'
import { skipAnnouncementPopups } from './support/popups'
import { addRoleCookies, roleState, type Role } from './support/roles'

export { expect } from '@playwright/test'
export type { Credentials } from './support/accounts'
export type { Role } from './support/roles'

type Options = {
  // The language the page objects speak: Portuguese (the default) or English.
  lang: Lang
  // A demo account the browser is already signed in as, from the setup project's saved state.
  role: Role | undefined
  // Whether the browser speaks from an address of its own and has seen the announcement pop-ups.
  isolated: boolean
  // Whether the visitor has already answered the cookie choice (necessary only), as a returning visitor
  // has; the consent journeys set it false to meet the first visit.
  consentChosen: boolean
}

type Fixtures = {
  // A same-origin API client of its own, as the Portal's pages would call it.
  api: APIRequestContext
  // A fresh account, registered and signed out again.
  account: Credentials
  // A fresh account, signed into the page's browser (`page` is that page, for journeys that need no more).
  member: Credentials & { page: Page }
  // A fresh agent with a team of its own, signed into the page's browser.
  agent: TestAgent & { page: Page }
  // Signs the page's browser in as a demo role from its saved state, for journeys that mix roles.
  asRole: (role: Role) => Promise<void>
  header: Header
  memberCentre: MemberCentre
  agentCentre: AgentCentre
  lobby: Lobby
}

export const test = base.extend<Options & Fixtures>({
  lang: ['pt', { option: true }],
  role: [undefined, { option: true }],
  isolated: [true, { option: true }],
  consentChosen: [true, { option: true }],

  storageState: async ({ role, storageState, playwright }, provide) => {
    await provide(role ? await roleState(playwright.request, role) : storageState)
  },

  context: async ({ context, isolated, consentChosen }, provide) => {
    if (isolated) {
      await ownAddress(context)
      await skipAnnouncementPopups(context)
    }
    if (consentChosen) await chooseNecessaryCookies(context)
    await provide(context)
  },

  api: async ({ playwright }, provide) => {
    const api = await apiClient(playwright)
    await provide(api)
    await api.dispose()
  },

  account: async ({ playwright }, provide) => {
    const api = await apiClient(playwright)
    const account = await registerAccount(api)
    await api.dispose()
    await provide(account)
  },

  member: async ({ page, account }, provide) => {
    await signIn(page, account.username, account.password)
    await provide({ ...account, page })
  },

  agent: async ({ page }, provide) => {
    const agent = await createAgent()
    await signIn(page, agent.username, agent.password)
    await provide({ ...agent, page })
  },

  asRole: async ({ context, playwright }, provide) => {
    await provide((role) => addRoleCookies(playwright.request, context, role))
  },

  header: async ({ page, lang }, provide) => provide(new Header(page, lang)),
  memberCentre: async ({ page, lang }, provide) => provide(new MemberCentre(page, lang)),
  agentCentre: async ({ page, lang }, provide) => provide(new AgentCentre(page, lang)),
  lobby: async ({ page, lang }, provide) => provide(new Lobby(page, lang)),
})

const LANGUAGE_NAMES: Record<Lang, string> = { pt: 'Portuguese', en: 'English' }

// A group of journeys whose page objects speak one language, named after it ("in English").
export function inLanguage(lang: Lang, journeys: () => void): void {
  test.describe(`in ${LANGUAGE_NAMES[lang]}`, () => {
    test.use({ lang })
    journeys()
  })
}

// A group of journeys on a demo account's saved session ("signed in as vip01"), shared with other
// journeys: they only look (e2e/support/roles.ts).
export function signedInAs(role: Role, journeys: () => void): void {
  test.describe(`signed in as ${role}`, () => {
    test.use({ role })
    journeys()
  })
}
