// @ts-check
// The two HTML pages of the live chat: the player's room (framed by the portal, in the player's language)
// and the operator console. Both are small server-rendered pages with one inline script under a nonce.
import { randomBytes } from 'node:crypto'

import { escapeXml } from './artwork.mjs'
import { CHAT_MESSAGE_MAX } from './chat.mjs'

/** The room's texts by language; a language without its own falls back to English. */
const ROOM_TEXTS = {
  EN: [
    'Live chat',
    'Write to us and our support team answers here.',
    'Your message',
    'Send',
    'You',
    'Support',
    'Connection lost. Retrying…',
  ],
  PT: [
    'Chat ao vivo',
    'Escreva para nós e nossa equipe de suporte responde aqui.',
    'Sua mensagem',
    'Enviar',
    'Você',
    'Suporte',
    'Conexão perdida. Tentando novamente…',
  ],
  ZH: [
    '在线客服',
    '给我们留言，客服会在这里回复您。',
    '您的消息',
    '发送',
    '您',
    '客服',
    '连接中断，正在重试…',
  ],
  ID: [
    'Obrolan langsung',
    'Tulis kepada kami dan tim dukungan kami menjawab di sini.',
    'Pesan Anda',
    'Kirim',
    'Anda',
    'Dukungan',
    'Koneksi terputus. Mencoba lagi…',
  ],
  TH: [
    'แชทสด',
    'เขียนถึงเรา แล้วทีมซัพพอร์ตจะตอบที่นี่',
    'ข้อความของคุณ',
    'ส่ง',
    'คุณ',
    'ซัพพอร์ต',
    'การเชื่อมต่อขาดหาย กำลังลองใหม่…',
  ],
  VI: [
    'Trò chuyện trực tuyến',
    'Hãy nhắn cho chúng tôi, đội hỗ trợ sẽ trả lời tại đây.',
    'Tin nhắn của bạn',
    'Gửi',
    'Bạn',
    'Hỗ trợ',
    'Mất kết nối. Đang thử lại…',
  ],
}
const ROOM_KEYS = /** @type {const} */ (['title', 'empty', 'label', 'send', 'you', 'support', 'offline'])

/**
 * @param {string} language
 * @returns {(key: (typeof ROOM_KEYS)[number]) => string} the text, escaped for HTML
 */
function roomTexts(language) {
  const row = ROOM_TEXTS[/** @type {keyof typeof ROOM_TEXTS} */ (language)] ?? ROOM_TEXTS.EN
  return (key) => escapeXml(row[ROOM_KEYS.indexOf(key)] ?? '')
}

export const HTML_HEADERS = {
  'cache-control': 'no-store',
  // The ticket is in the address: never hand it on.
  'referrer-policy': 'no-referrer',
}

/** @param {string} nonce */
export const csp = (nonce) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'`

/**
 * @param {{ language: string, title: string, headerColor: string }} room
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function roomPage({ language, title, headerColor }) {
  const nonce = randomBytes(16).toString('base64')
  const t = roomTexts(language)
  const texts = JSON.stringify({
    you: t('you'),
    support: t('support'),
    offline: t('offline'),
    language,
  })
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title) || t('title')}</title>
<style>
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;font:15px/1.4 system-ui,sans-serif;color:#1b1b1f;background:#f6f6f8}
header{padding:10px 14px;background:${headerColor};color:#fff;font-weight:600}
#log{flex:1;overflow-y:auto;padding:12px;margin:0;list-style:none;display:flex;flex-direction:column;gap:8px}
#log li{max-width:85%;padding:8px 12px;border-radius:12px;background:#fff;overflow-wrap:anywhere;white-space:pre-wrap}
#log li[data-sender=player]{align-self:flex-end;background:#dfe9ff}
#log b{display:block;font-size:12px;color:#55555f}
#empty,#status{margin:8px 12px;color:#55555f}#status{color:#a4000f}#status:empty{display:none}
form{display:flex;gap:8px;padding:10px;border-top:1px solid #d6d6dc;background:#fff}
textarea{flex:1;min-height:44px;max-height:120px;padding:8px;font:inherit;border:1px solid #8a8a94;border-radius:8px;resize:vertical}
button{min-width:64px;min-height:44px;border:0;border-radius:8px;background:${headerColor};color:#fff;font:inherit;font-weight:600;cursor:pointer}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
</style></head>
<body>
<header>${escapeXml(title) || t('title')}</header>
<p id="empty">${t('empty')}</p>
<ol id="log" aria-live="polite"></ol>
<p id="status" role="alert"></p>
<form id="send"><label class="sr" for="body">${t('label')}</label>
<textarea id="body" name="body" maxlength="${CHAT_MESSAGE_MAX}" required></textarea>
<button type="submit">${t('send')}</button></form>
<script nonce="${nonce}">${ROOM_SCRIPT.replace('__TEXTS__', texts)}</script>
</body></html>`
  return { html, headers: { ...HTML_HEADERS, 'content-security-policy': csp(nonce) } }
}

// Listens to the room's event stream (EventSource; each event says a message was stored, and the room
// reads it at once) and polls every two seconds only while no stream is open (no EventSource, or it
// dropped and waits to reconnect), with one poll every 20 seconds beside a stream to renew the ticket. A
// nudge that comes while a read runs is read right after it. Each call hands the server's fresh ticket on
// to the next, and tells the server it has shown the replies only while the room is actually on screen (an
// IntersectionObserver: a hidden frame keeps its size and its visibilityState, so neither says it): a
// minimised chat window hides the frame, and its replies stay unread. The framing page is nudged after
// anything changes so it can refresh its unread count; the nudge carries no data.
const ROOM_SCRIPT = `
const T=__TEXTS__;let ticket=new URL(location.href).searchParams.get('ticket')||'';let last=0;let busy=false;let again=false;let live=false;let ticks=0;
const log=document.getElementById('log'),status=document.getElementById('status'),empty=document.getElementById('empty');
const form=document.getElementById('send'),box=document.getElementById('body');
let shown=false;new IntersectionObserver((e)=>{shown=e.some((x)=>x.isIntersecting);if(shown)poll()}).observe(form);
const onScreen=()=>document.visibilityState==='visible'&&shown;
function nudge(){if(parent!==window)parent.postMessage({type:'chat:activity'},'*')}
function show(list){for(const m of list){if(m.id<=last)continue;last=m.id;const li=document.createElement('li');li.dataset.sender=m.sender;
const who=document.createElement('b');who.textContent=m.sender==='player'?T.you:T.support;li.append(who,document.createTextNode(m.body));log.append(li)}
empty.hidden=log.children.length>0;log.scrollTop=log.scrollHeight}
async function call(path,init){const r=await fetch(path,{...init,headers:{'content-type':'application/json','x-chat-ticket':ticket,language:T.language}});
const data=await r.json().catch(()=>({}));if(data&&data.value&&data.value.ticket)ticket=data.value.ticket;
if(!r.ok||!data.success){const e=new Error(data.message||T.offline);e.final=r.status===401;throw e}return data.value}
async function poll(){if(busy){again=true;return}busy=true;try{const seen=onScreen();const v=await call('/chat/api/messages?after='+last+(seen?'&seen=1':''));
const before=last;show(v.messages);if(status.textContent===T.offline)status.textContent='';if(last!==before||seen&&v.markedSeen)nudge()}
catch(e){status.textContent=e.message;if(e.final){clearInterval(timer);form.hidden=true}}finally{busy=false;if(again){again=false;poll()}}}
function listen(){if(!window.EventSource||form.hidden)return;const es=new EventSource('/chat/api/stream?ticket='+encodeURIComponent(ticket));
es.onopen=()=>{live=true};es.addEventListener('message',()=>poll());es.onerror=()=>{live=false;es.close();setTimeout(listen,5000)}}
form.addEventListener('submit',async(ev)=>{ev.preventDefault();const body=box.value;if(!body.trim())return;
try{const v=await call('/chat/api/messages',{method:'POST',body:JSON.stringify({body})});box.value='';status.textContent='';show([v.message]);nudge()}
catch(e){status.textContent=e.message;if(e.final)form.hidden=true}box.focus()});
box.addEventListener('keydown',(ev)=>{if(ev.key==='Enter'&&!ev.shiftKey){ev.preventDefault();form.requestSubmit()}});
const timer=setInterval(()=>{ticks++;if(!live||ticks%10===0)poll()},2000);poll();listen();
`

/**
 * @param {string} message
 * @param {string} language
 */
export function closedRoomPage(message, language) {
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${roomTexts(language)('title')}</title>
<style>body{margin:0;padding:24px;font:15px/1.4 system-ui,sans-serif;color:#1b1b1f;background:#f6f6f8}</style>
</head><body><p role="alert">${escapeXml(message)}</p></body></html>`
  return {
    html,
    headers: { ...HTML_HEADERS, 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
  }
}

/** @returns {{ html: string, headers: Record<string, string> }} */
export function consolePage() {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat operator console</title>
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,sans-serif;display:grid;grid-template-columns:minmax(200px,1fr) 2fr;min-height:100vh}
@media (max-width:640px){body{grid-template-columns:1fr}}
nav,main{padding:12px}nav{border-right:1px solid #ccc}nav button{display:block;width:100%;text-align:left;margin:4px 0;padding:8px;min-height:44px}
#thread{list-style:none;padding:0}#thread li{margin:6px 0;padding:6px 10px;border-radius:8px;background:#eee;white-space:pre-wrap}
#thread li[data-sender=operator]{background:#dfe9ff}textarea{width:100%;min-height:60px;font:inherit}button{font:inherit;min-height:44px}
#status{color:#a4000f}
</style></head>
<body>
<nav aria-labelledby="h-threads"><h1 id="h-threads">Conversations</h1>
<form id="key"><label for="operator-key">Operator key</label> <input id="operator-key" type="password" autocomplete="off" required> <button>Open</button></form>
<div id="threads"></div></nav>
<main><h2 id="who">Choose a conversation</h2><ol id="thread" aria-live="polite"></ol>
<form id="reply" hidden><label for="reply-body">Reply</label><textarea id="reply-body" maxlength="${CHAT_MESSAGE_MAX}" required></textarea><button>Send reply</button></form>
<p id="status" role="alert"></p></main>
<script nonce="${nonce}">${CONSOLE_SCRIPT}</script>
</body></html>`
  return { html, headers: { ...HTML_HEADERS, 'content-security-policy': csp(nonce) } }
}

// The key is kept for this tab only and sent as a header, never in an address: so the console reads its
// event stream with fetch (EventSource sends no headers), refreshes on each event, and polls every 3
// seconds only while no stream is open.
const CONSOLE_SCRIPT = `
let key=sessionStorage.getItem('chat-operator-key')||'';let current=null;
const $=(id)=>document.getElementById(id);
async function call(path,init={}){const r=await fetch(path,{...init,headers:{'content-type':'application/json','x-operator-key':key}});
const d=await r.json().catch(()=>({}));if(!r.ok||!d.success)throw new Error(d.message||('HTTP '+r.status));return d.value}
async function threads(){try{const list=await call('/chat/console/api/threads');$('status').textContent='';$('threads').replaceChildren(...list.map((c)=>{
const b=document.createElement('button');b.type='button';b.textContent=(c.desk==='VIP'?'VIP queue · ':'')+c.username+' ('+c.merchantCode+')'+(c.lastSender==='player'?' •':'');b.dataset.member=c.memberId;
b.addEventListener('click',()=>{current=c;open()});return b}))}catch(e){$('status').textContent=e.message}}
async function open(){if(!current)return;$('who').textContent=(current.desk==='VIP'?'VIP queue · ':'')+current.username+' ('+current.merchantCode+')';$('reply').hidden=false;
const list=await call('/chat/console/api/threads/'+current.memberId);$('thread').replaceChildren(...list.map((m)=>{const li=document.createElement('li');li.dataset.sender=m.sender;li.textContent=m.sender+': '+m.body;return li}))}
$('key').addEventListener('submit',(ev)=>{ev.preventDefault();key=$('operator-key').value;sessionStorage.setItem('chat-operator-key',key);threads();listen()});
$('reply').addEventListener('submit',async(ev)=>{ev.preventDefault();try{await call('/chat/console/api/threads/'+current.memberId,{method:'POST',body:JSON.stringify({body:$('reply-body').value})});
$('reply-body').value='';$('status').textContent='';await open();threads()}catch(e){$('status').textContent=e.message}});
let streaming=false;
async function listen(){if(!key||streaming)return;streaming=true;try{const r=await fetch('/chat/console/api/stream',{headers:{'x-operator-key':key}});
if(!r.ok||!r.body)return;const reader=r.body.getReader(),dec=new TextDecoder();let buf='';
for(;;){const {done,value}=await reader.read();if(done)break;buf+=dec.decode(value,{stream:true});const parts=buf.split('\\n\\n');buf=parts.pop();
if(parts.some((p)=>p.startsWith('event: message'))){threads();open().catch(()=>{})}}}catch{}finally{streaming=false;setTimeout(listen,5000)}}
if(key){threads();listen()}setInterval(()=>{if(key&&!streaming){threads();open().catch(()=>{})}},3000);
`
