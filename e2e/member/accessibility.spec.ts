import { test } from '../fixtures'
import { centreAccessibilityJourneys } from '../support/centre-axe'

// vip01's saved session, shared with other journeys: these only look at the centre's pages. At 360 px in
// the dark theme the layout sweep (e2e/sweep) scans every member page already, as a member.
test.use({ role: 'vip01', lang: 'en' })

const scans = [
  ['light', 1280],
  ['dark', 1280],
  ['light', 360],
] as const

centreAccessibilityJourneys('member', scans, (dialog) => {
  const listed = dialog.getByRole('status').filter({ hasText: /Entries|Unread/ })
  return [
    { path: 'securityCenter', ready: dialog.getByTestId('member-balance') },
    { path: 'transactionHistory', ready: listed },
    { path: 'messageV2', ready: listed },
  ]
})
