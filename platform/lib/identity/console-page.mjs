// @ts-check
// The identity console: the operator's queue of identity documents waiting for review, each side to
// download and look at, approved or rejected with a reason the player reads, and the latest decisions.
// Behind the operator key, like the chat and cashier consoles (docs/platform.md, "Identity").
import { operatorConsolePage } from '../console-shell.mjs'
import { REASON_MAX } from './checks.mjs'

const BODY = `<section aria-labelledby="h-queue"><h2 id="h-queue">Documents waiting for review</h2>
<table aria-labelledby="h-queue"><thead><tr><th scope="col">Check</th><th scope="col">Player</th><th scope="col">Documents</th><th scope="col">Submitted</th><th scope="col">Decision</th></tr></thead><tbody id="queue"></tbody></table>
<p id="empty" hidden>Nothing is waiting.</p></section>
<section aria-labelledby="h-decided"><h2 id="h-decided">Latest decisions</h2>
<table aria-labelledby="h-decided"><thead><tr><th scope="col">Check</th><th scope="col">Player</th><th scope="col">Status</th><th scope="col">By</th><th scope="col">Decided</th><th scope="col">Reason</th></tr></thead><tbody id="decided"></tbody></table></section>`

// A document is fetched with the key and handed to the browser as a download.
const SCRIPT = `
async function download(c,side){try{const r=await fetch('/identity/console/api/checks/'+c.id+'/'+side,{headers:{'x-operator-key':key}});
if(!r.ok)throw new Error('HTTP '+r.status);const url=URL.createObjectURL(await r.blob());const a=document.createElement('a');a.href=url;
a.download=c.username+'-'+side;document.body.append(a);a.click();a.remove();setTimeout(()=>URL.revokeObjectURL(url),10000)}catch(e){$('status').textContent=e.message}}
function files(c){const td=document.createElement('td');for(const d of c.documents){const b=document.createElement('button');b.type='button';
b.textContent=d.side+' ('+d.type+', '+Math.ceil(d.bytes/1024)+' KB)';b.addEventListener('click',()=>download(c,d.side));td.append(b,' ')}return td}
async function load(){try{const v=await call('/identity/console/api/checks');$('status').textContent='';
$('queue').replaceChildren(...v.waiting.map((c)=>{const tr=document.createElement('tr');tr.dataset.check=c.id;
tr.append(cell(String(c.id)),cell(c.username+' ('+c.merchantCode+')'),files(c),cell(when(c.submittedAt)),decisionCell(c.id,'check '+c.id));return tr}));
$('empty').hidden=v.waiting.length>0;
$('decided').replaceChildren(...v.decided.map((c)=>{const tr=document.createElement('tr');tr.dataset.check=c.id;
tr.append(cell(String(c.id)),cell(c.username+' ('+c.merchantCode+')'),cell(c.status),cell(c.decidedBy||''),cell(when(c.decidedAt)),cell(c.reason||''));return tr}))}
catch(e){$('status').textContent=e.message}}
`

/** @returns {{ html: string, headers: Record<string, string> }} */
export function identityConsolePage() {
  return operatorConsolePage({
    title: 'Identity console',
    storageKey: 'identity-operator-key',
    decisions: '/identity/console/api/checks/',
    reasonMax: REASON_MAX,
    body: BODY,
    script: SCRIPT,
  })
}
