// @ts-check
// The identity console: the operator's queue of identity documents waiting for review, each side to
// download and look at, approved or rejected with a reason the player reads, and the latest decisions.
// Behind the operator key, like the chat and cashier consoles (docs/platform.md, "Identity").
import { randomBytes } from 'node:crypto'

import { csp, HTML_HEADERS } from '../chat-pages.mjs'
import { REASON_MAX } from './checks.mjs'

/** @returns {{ html: string, headers: Record<string, string> }} */
export function identityConsolePage() {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identity console</title>
<style>
*{box-sizing:border-box}body{margin:0;padding:12px;font:15px/1.4 system-ui,sans-serif}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}th,td{border-bottom:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}
button,input{font:inherit;min-height:44px}td form{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
#status{color:#a4000f}
</style></head>
<body>
<h1>Identity console</h1>
<form id="key"><label for="operator-key">Operator key</label> <input id="operator-key" type="password" autocomplete="off" required> <button>Open</button></form>
<p id="status" role="alert"></p>
<section aria-labelledby="h-queue"><h2 id="h-queue">Documents waiting for review</h2>
<table aria-labelledby="h-queue"><thead><tr><th scope="col">Check</th><th scope="col">Player</th><th scope="col">Documents</th><th scope="col">Submitted</th><th scope="col">Decision</th></tr></thead><tbody id="queue"></tbody></table>
<p id="empty" hidden>Nothing is waiting.</p></section>
<section aria-labelledby="h-decided"><h2 id="h-decided">Latest decisions</h2>
<table aria-labelledby="h-decided"><thead><tr><th scope="col">Check</th><th scope="col">Player</th><th scope="col">Status</th><th scope="col">By</th><th scope="col">Decided</th><th scope="col">Reason</th></tr></thead><tbody id="decided"></tbody></table></section>
<script nonce="${nonce}">${SCRIPT.replace('__REASON_MAX__', String(REASON_MAX))}</script>
</body></html>`
  return { html, headers: { ...HTML_HEADERS, 'content-security-policy': csp(nonce) } }
}

// The key is kept for this tab only and sent as a header, never in an address; a document is fetched
// with it and handed to the browser as a download. The queue reloads after each decision and every 5 s.
const SCRIPT = `
let key=sessionStorage.getItem('identity-operator-key')||'';const $=(id)=>document.getElementById(id);
async function call(path,init={}){const r=await fetch(path,{...init,headers:{'content-type':'application/json','x-operator-key':key}});
const d=await r.json().catch(()=>({}));if(!r.ok||!d.success)throw new Error(d.message||('HTTP '+r.status));return d.value}
const cell=(text)=>{const td=document.createElement('td');td.textContent=text;return td};
const when=(iso)=>iso?new Date(iso).toISOString().replace('T',' ').slice(0,19)+' UTC':'';
async function download(c,side){try{const r=await fetch('/identity/console/api/checks/'+c.id+'/'+side,{headers:{'x-operator-key':key}});
if(!r.ok)throw new Error('HTTP '+r.status);const url=URL.createObjectURL(await r.blob());const a=document.createElement('a');a.href=url;
a.download=c.username+'-'+side;document.body.append(a);a.click();a.remove();setTimeout(()=>URL.revokeObjectURL(url),10000)}catch(e){$('status').textContent=e.message}}
function files(c){const td=document.createElement('td');for(const d of c.documents){const b=document.createElement('button');b.type='button';
b.textContent=d.side+' ('+d.type+', '+Math.ceil(d.bytes/1024)+' KB)';b.addEventListener('click',()=>download(c,d.side));td.append(b,' ')}return td}
function decision(c){const td=document.createElement('td');const approve=document.createElement('button');approve.type='button';approve.textContent='Approve';
approve.setAttribute('aria-label','Approve check '+c.id);approve.addEventListener('click',()=>decide(c.id,'approve',{}));
const form=document.createElement('form');const label=document.createElement('label');label.textContent='Reason';label.htmlFor='reason-'+c.id;
const input=document.createElement('input');input.id='reason-'+c.id;input.maxLength=__REASON_MAX__;input.required=true;
const reject=document.createElement('button');reject.textContent='Reject';reject.setAttribute('aria-label','Reject check '+c.id);
form.append(label,input,reject);form.addEventListener('submit',(ev)=>{ev.preventDefault();decide(c.id,'reject',{reason:input.value})});
td.append(approve,form);return td}
async function load(){try{const v=await call('/identity/console/api/checks');$('status').textContent='';
$('queue').replaceChildren(...v.waiting.map((c)=>{const tr=document.createElement('tr');tr.dataset.check=c.id;
tr.append(cell(String(c.id)),cell(c.username+' ('+c.merchantCode+')'),files(c),cell(when(c.submittedAt)),decision(c));return tr}));
$('empty').hidden=v.waiting.length>0;
$('decided').replaceChildren(...v.decided.map((c)=>{const tr=document.createElement('tr');tr.dataset.check=c.id;
tr.append(cell(String(c.id)),cell(c.username+' ('+c.merchantCode+')'),cell(c.status),cell(c.decidedBy||''),cell(when(c.decidedAt)),cell(c.reason||''));return tr}))}
catch(e){$('status').textContent=e.message}}
async function decide(id,action,body){try{await call('/identity/console/api/checks/'+encodeURIComponent(id)+'/'+action,{method:'POST',body:JSON.stringify(body)});
$('status').textContent=''}catch(e){$('status').textContent=e.message}load()}
$('key').addEventListener('submit',(ev)=>{ev.preventDefault();key=$('operator-key').value;sessionStorage.setItem('identity-operator-key',key);load()});
if(key)load();setInterval(()=>{if(key&&!document.activeElement?.id?.startsWith('reason-'))load()},5000);
`
