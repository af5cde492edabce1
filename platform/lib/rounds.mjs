// @ts-check
// A member's rounds, wherever they were played: in-house and provider rounds (`bets`) and lottery
// tickets, in one shape with one status vocabulary (`open` until settled, then `settled`; a ticket is
// settled once its draw has paid it or found it lost). The betting record, the profit and loss and the
// agent reports read rounds through these, so a lottery ticket counts wherever a round counts.

/** A ticket's status as a round's: `open` until its draw, then `settled` (won or lost). */
export const TICKET_STATUS = `CASE WHEN status = 'open' THEN 'open' ELSE 'settled' END`

// Every round of every member (`b.*` columns named as in `bets`).
export const ROUNDS_SQL = `(SELECT id, round_ref, member_id, node_id, vendor_code, game_type, stake_minor, payout_minor,
    status, created_at, settled_at FROM bets
  UNION ALL
  SELECT id, ticket_ref, member_id, node_id, vendor_code, game_type, stake_minor, payout_minor,
    ${TICKET_STATUS}, created_at, settled_at FROM lottery_tickets)`

/**
 * Where one member's rounds are, each read through its covering index on (member, started, category,
 * status, stake, payout): the table and how its status reads as a round's. A query over one member's
 * period runs once per source (a UNION of the two would lose the indexes' grouping and be several times
 * slower over 100,000 rounds).
 */
export const MEMBER_ROUND_SOURCES = [
  { from: 'bets INDEXED BY bets_member_period', status: 'status' },
  { from: 'lottery_tickets INDEXED BY lottery_tickets_member_period', status: TICKET_STATUS },
]

/**
 * The round behind a ledger row `l` of kind `bet` or `payout`, joined as `b` (a round in `bets`) and
 * `lt` (a lottery ticket); rows of neither (seeded history) have both null.
 */
export const LEDGER_ROUND_JOIN = `LEFT JOIN bets b ON b.round_ref = l.ref AND b.member_id = l.member_id
  LEFT JOIN lottery_tickets lt ON lt.ticket_ref = l.ref AND lt.member_id = l.member_id`

/** The game category of a ledger row joined by LEDGER_ROUND_JOIN; OTHER for stakes with no round here. */
export const LEDGER_CATEGORY = "COALESCE(b.game_type, lt.game_type, 'OTHER')"

/**
 * Whether the stake of a ledger row joined by LEDGER_ROUND_JOIN is a valid bet: its round or ticket is
 * settled (a stake with no round here counts as settled).
 */
export const LEDGER_SETTLED = `COALESCE(b.status, CASE lt.status WHEN 'open' THEN 'open' END, 'settled') = 'settled'`
