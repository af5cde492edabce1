// @ts-check
// The frame the operator consoles behind the operator key share (cashier, identity): the page with its
// title, the key form (the key kept for the tab only and sent as the `x-operator-key` header, never in an
// address), the status line, and the script's common parts: `call` for the console's API, table cells,
// times in UTC, and a decision cell (Approve, or a Reason with Reject) whose `decide` posts to the page's
// `decisions` path, the item's id and `/approve` or `/reject`. The page's own script defines `load`; the
// frame reloads it after opening, after each decision and every 5 s (not while a reason is being typed).
import { randomBytes } from 'node:crypto'

import { csp, HTML_HEADERS } from './chat-pages.mjs'

const STYLE = `*{box-sizing:border-box}body{margin:0;padding:12px;font:15px/1.4 system-ui,sans-serif}
table{border-collapse:collapse;width:100%;margin:8px 0 24px}th,td{border-bottom:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}
button,input{font:inherit;min-height:44px}td form{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
#status{color:#a4000f}`

/** @param {string} storageKey @param {number} reasonMax @param {string} decisions */
const prelude = (storageKey, reasonMax, decisions) => `
let key=sessionStorage.getItem('${storageKey}')||'';const $=(id)=>document.getElementById(id);
async function call(path,init={}){const r=await fetch(path,{...init,headers:{'content-type':'application/json','x-operator-key':key}});
const d=await r.json().catch(()=>({}));if(!r.ok||!d.success)throw new Error(d.message||('HTTP '+r.status));return d.value}
const cell=(text)=>{const td=document.createElement('td');td.textContent=text;return td};
const when=(iso)=>iso?new Date(iso).toISOString().replace('T',' ').slice(0,19)+' UTC':'';
function decisionCell(id,name){const td=document.createElement('td');const approve=document.createElement('button');approve.type='button';approve.textContent='Approve';
approve.setAttribute('aria-label','Approve '+name);approve.addEventListener('click',()=>decide(id,'approve',{}));
const form=document.createElement('form');const label=document.createElement('label');label.textContent='Reason';label.htmlFor='reason-'+id;
const input=document.createElement('input');input.id='reason-'+id;input.maxLength=${reasonMax};input.required=true;
const reject=document.createElement('button');reject.textContent='Reject';reject.setAttribute('aria-label','Reject '+name);
form.append(label,input,reject);form.addEventListener('submit',(ev)=>{ev.preventDefault();decide(id,'reject',{reason:input.value})});
td.append(approve,form);return td}
async function decide(id,action,body){try{await call('${decisions}'+encodeURIComponent(id)+'/'+action,{method:'POST',body:JSON.stringify(body)});
$('status').textContent=''}catch(e){$('status').textContent=e.message}load()}
`

/** @param {string} storageKey */
const postlude = (storageKey) => `
$('key').addEventListener('submit',(ev)=>{ev.preventDefault();key=$('operator-key').value;sessionStorage.setItem('${storageKey}',key);load()});
if(key)load();setInterval(()=>{if(key&&!document.activeElement?.id?.startsWith('reason-'))load()},5000);
`

/**
 * @param {{ title: string, storageKey: string, reasonMax: number, decisions: string, body: string, script: string }} page
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function operatorConsolePage({ title, storageKey, reasonMax, decisions, body, script }) {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${STYLE}
</style></head>
<body>
<h1>${title}</h1>
<form id="key"><label for="operator-key">Operator key</label> <input id="operator-key" type="password" autocomplete="off" required> <button>Open</button></form>
<p id="status" role="alert"></p>
${body}
<script nonce="${nonce}">${prelude(storageKey, reasonMax, decisions)}${script}${postlude(storageKey)}</script>
</body></html>`
  return { html, headers: { ...HTML_HEADERS, 'content-security-policy': csp(nonce) } }
}
