// @ts-check
// The cashier console: the operator's queue of withdrawals waiting for a person (at or above the
// merchant's review threshold), each approved or rejected with a reason, and the latest decisions. Behind
// the operator key, like the chat console (docs/platform.md, "Cashier").
import { randomBytes } from 'node:crypto'

import { csp, HTML_HEADERS } from '../chat-pages.mjs'
import { REJECT_REASON_MAX } from './review.mjs'

/** @returns {{ html: string, headers: Record<string, string> }} */
export function cashierConsolePage() {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cashier console</title>
<style>
*{box-sizing:border-box}body{margin:0;padding:12px;font:15px/1.4 system-ui,sans-serif}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}th,td{border-bottom:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}
button,input{font:inherit;min-height:44px}td form{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
#status{color:#a4000f}
</style></head>
<body>
<h1>Cashier console</h1>
<form id="key"><label for="operator-key">Operator key</label> <input id="operator-key" type="password" autocomplete="off" required> <button>Open</button></form>
<p id="status" role="alert"></p>
<section aria-labelledby="h-queue"><h2 id="h-queue">Withdrawals waiting for review</h2>
<table aria-labelledby="h-queue"><thead><tr><th scope="col">Order</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead><tbody id="queue"></tbody></table>
<p id="empty" hidden>Nothing is waiting.</p></section>
<section aria-labelledby="h-decided"><h2 id="h-decided">Latest decisions</h2>
<table aria-labelledby="h-decided"><thead><tr><th scope="col">Order</th><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Decided</th><th scope="col">Reason</th></tr></thead><tbody id="decided"></tbody></table></section>
<script nonce="${nonce}">${SCRIPT.replace('__REASON_MAX__', String(REJECT_REASON_MAX))}</script>
</body></html>`
  return { html, headers: { ...HTML_HEADERS, 'content-security-policy': csp(nonce) } }
}

// The key is kept for this tab only and sent as a header, never in an address. The queue reloads after
// each decision and every 5 seconds.
const SCRIPT = `
let key=sessionStorage.getItem('cashier-operator-key')||'';const $=(id)=>document.getElementById(id);
async function call(path,init={}){const r=await fetch(path,{...init,headers:{'content-type':'application/json','x-operator-key':key}});
const d=await r.json().catch(()=>({}));if(!r.ok||!d.success)throw new Error(d.message||('HTTP '+r.status));return d.value}
const cell=(text)=>{const td=document.createElement('td');td.textContent=text;return td};
const when=(iso)=>iso?new Date(iso).toISOString().replace('T',' ').slice(0,19)+' UTC':'';
function decision(o){const td=document.createElement('td');const approve=document.createElement('button');approve.type='button';approve.textContent='Approve';
approve.setAttribute('aria-label','Approve '+o.orderId);approve.addEventListener('click',()=>decide(o.orderId,'approve',{}));
const form=document.createElement('form');const label=document.createElement('label');label.textContent='Reason';label.htmlFor='reason-'+o.orderId;
const input=document.createElement('input');input.id='reason-'+o.orderId;input.maxLength=__REASON_MAX__;input.required=true;
const reject=document.createElement('button');reject.textContent='Reject';reject.setAttribute('aria-label','Reject '+o.orderId);
form.append(label,input,reject);form.addEventListener('submit',(ev)=>{ev.preventDefault();decide(o.orderId,'reject',{reason:input.value})});
td.append(approve,form);return td}
async function load(){try{const v=await call('/cashier/console/api/withdrawals');$('status').textContent='';
$('queue').replaceChildren(...v.waiting.map((o)=>{const tr=document.createElement('tr');tr.dataset.order=o.orderId;
tr.append(cell(o.orderId),cell(o.username+' ('+o.merchantCode+')'),cell(o.amount),cell(when(o.createdAt)),decision(o));return tr}));
$('empty').hidden=v.waiting.length>0;
$('decided').replaceChildren(...v.decided.map((o)=>{const tr=document.createElement('tr');tr.dataset.order=o.orderId;
tr.append(cell(o.orderId),cell(o.username+' ('+o.merchantCode+')'),cell(o.amount),cell(o.status),cell(when(o.decidedAt)),cell(o.reason||''));return tr}))}
catch(e){$('status').textContent=e.message}}
async function decide(id,action,body){try{await call('/cashier/console/api/withdrawals/'+encodeURIComponent(id)+'/'+action,{method:'POST',body:JSON.stringify(body)});
$('status').textContent=''}catch(e){$('status').textContent=e.message}load()}
$('key').addEventListener('submit',(ev)=>{ev.preventDefault();key=$('operator-key').value;sessionStorage.setItem('cashier-operator-key',key);load()});
if(key)load();setInterval(()=>{if(key&&!document.activeElement?.id?.startsWith('reason-'))load()},5000);
`
