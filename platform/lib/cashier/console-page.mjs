// @ts-check
// The cashier console: the operator's queue of withdrawals waiting for a person (at or above the
// merchant's review threshold), each approved or rejected with a reason, and the latest decisions. Behind
// the operator key, like the chat console (docs/platform.md, "Cashier").
import { operatorConsolePage } from '../console-shell.mjs'
import { REJECT_REASON_MAX } from './review.mjs'

const BODY = `<section aria-labelledby="h-queue"><h2 id="h-queue">Withdrawals waiting for review</h2>
<table aria-labelledby="h-queue"><thead><tr><th scope="col">Order</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead><tbody id="queue"></tbody></table>
<p id="empty" hidden>Nothing is waiting.</p></section>
<section aria-labelledby="h-decided"><h2 id="h-decided">Latest decisions</h2>
<table aria-labelledby="h-decided"><thead><tr><th scope="col">Order</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Decided</th><th scope="col">Reason</th></tr></thead><tbody id="decided"></tbody></table></section>`

// The queue reloads after each decision and every 5 seconds.
const SCRIPT = `
async function load(){try{const v=await call('/cashier/console/api/withdrawals');$('status').textContent='';
$('queue').replaceChildren(...v.waiting.map((o)=>{const tr=document.createElement('tr');tr.dataset.order=o.orderId;
tr.append(cell(o.orderId),cell(o.username+' ('+o.merchantCode+')'),cell(o.amount),cell(when(o.createdAt)),decisionCell(o.orderId,o.orderId));return tr}));
$('empty').hidden=v.waiting.length>0;
$('decided').replaceChildren(...v.decided.map((o)=>{const tr=document.createElement('tr');tr.dataset.order=o.orderId;
tr.append(cell(o.orderId),cell(o.username+' ('+o.merchantCode+')'),cell(o.amount),cell(o.status),cell(when(o.decidedAt)),cell(o.reason||''));return tr}))}
catch(e){$('status').textContent=e.message}}
`

/** @returns {{ html: string, headers: Record<string, string> }} */
export function cashierConsolePage() {
  return operatorConsolePage({
    title: 'Cashier console',
    storageKey: 'cashier-operator-key',
    decisions: '/cashier/console/api/withdrawals/',
    reasonMax: REJECT_REASON_MAX,
    body: BODY,
    script: SCRIPT,
  })
}
