import { test as setup } from '@playwright/test'
import { ROLES, saveRoleState, type Role } from './support/roles'

// Signs each demo role in once, before the journeys, and saves its browser state for `test.use({ role })`.
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`sign in as ${role}`, async ({ playwright }) => {
    await saveRoleState(playwright.request, role)
  })
}
