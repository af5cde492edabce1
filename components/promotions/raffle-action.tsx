'use client'

import { useState } from 'react'
import { refusalText, type RewardLabels } from '@/components/member/rewards/use-claim'
import { ClaimOutcome } from '@/components/member/rewards/claim-outcome'
import memberStyles from '@/components/member/member-centre.module.css'
import { isApiError } from '@/lib/client/errors'
import { joinRaffle, useRaffle } from '@/lib/client/rewards'
import { formatMinor } from '@/lib/money'
import { openSignInBackTo } from '@/lib/ui/auth-events'
import { fill } from '@/lib/ui/fill'

// A raffle promotion's join action, inside its section (raffle-section.tsx): what the current draw asks and
// pays, the member's stakes toward it, and joining it (MCS2_claimRafflePromotion). Visitors are asked to
// log in; prizes land in the reward centre.
export function RaffleAction({
  promotionId,
  labels,
  localeTag,
  here,
  loginHref,
}: {
  promotionId: string
  labels: RewardLabels
  localeTag: string
  // This page, for the login to land back on; the login page does it before the dialogs have loaded.
  here: string
  loginHref: string
}) {
  const read = useRaffle(promotionId)
  const [joining, setJoining] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const raffle = read.data
  const money = (minor: number) => (raffle ? formatMinor(minor, raffle.currency, localeTag) : '')
  const time = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' })

  const join = async () => {
    setJoining(true)
    setOutcome(null)
    try {
      await joinRaffle({ promotionId }, { networkErrorMessage: labels.error_network })
      setOutcome({ ok: true, text: labels.raffleJoined })
    } catch (error) {
      setOutcome({ ok: false, text: refusalText(error, labels) })
    } finally {
      setJoining(false)
    }
  }

  const signedOut = isApiError(read.error) && read.error.status === 401
  return (
    <>
      {signedOut && (
        <a
          className={memberStyles.primary}
          href={loginHref}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (openSignInBackTo(here)) event.preventDefault()
          }}
        >
          {labels.raffleSignIn}
        </a>
      )}
      {read.isLoading && (
        <p role="status" aria-live="polite">
          {labels.loading}
        </p>
      )}
      {read.error && !signedOut && !raffle && <p role="alert">{refusalText(read.error, labels)}</p>}
      {raffle && (
        <>
          <p>{fill(labels.rafflePrize, { winners: raffle.winners, amount: money(raffle.prizeMinor) })}</p>
          <p>{fill(labels.raffleDraw, { time: time.format(raffle.drawAt) })}</p>
          <p>{fill(labels.raffleRule, { amount: money(raffle.minWagerMinor) })}</p>
          <p>{fill(labels.raffleWagered, { amount: money(raffle.wageredMinor) })}</p>
          <p>{fill(labels.raffleEntrants, { count: raffle.entrants })}</p>
          {raffle.joined ? (
            !outcome && <p role="status">{labels.raffleJoined}</p>
          ) : (
            <button
              type="button"
              className={memberStyles.primary}
              disabled={joining || !raffle.eligible}
              aria-busy={joining}
              onClick={() => void join()}
            >
              {labels.raffleJoin}
            </button>
          )}
          {!raffle.joined && !raffle.eligible && <p>{labels.refused_not_eligible}</p>}
        </>
      )}
      <ClaimOutcome outcome={outcome} />
    </>
  )
}
