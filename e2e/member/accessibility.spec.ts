import { test } from '../fixtures'
import { expectCentreAccessible } from '../support/axe'

// vip01's saved session, shared with other journeys: these only look at the centre's pages. At 360 px in
// the dark theme the layout sweep (e2e/sweep) scans every member page already, as a member.
test.use({ role: 'vip01', lang: 'en' })

const CASES = [
  ['light', 1280],
  ['dark', 1280],
  ['light', 360],
] as const

for (const [theme, width] of CASES) {
  test(`the member centre has no serious or critical axe violation in the ${theme} theme at ${width} px`, async ({
    page,
    memberCentre,
  }) => {
    // Three pages, each scanned whole by axe: on a busy two-core machine that takes more than the default.
    test.setTimeout(90_000)
    const { dialog } = memberCentre
    const listed = dialog.getByRole('status').filter({ hasText: /Entries|Unread/ })
    await expectCentreAccessible(page, memberCentre, { theme, width }, [
      { path: 'securityCenter', ready: dialog.getByTestId('member-balance') },
      { path: 'transactionHistory', ready: listed },
      { path: 'messageV2', ready: listed },
    ])
  })
}
