import { CONSENT_COOKIE, CONSENT_VALUES } from '@/lib/analytics/consent'
import { THEME_COLOURS } from '@/lib/shell/theme-colours'

export const THEME_KEY = 'theme'
export type Theme = 'light' | 'dark'

// Runs before the first paint so a returning player's dark theme never flashes light. The page starts in
// light (product spec §2: light on mount) unless the player picked dark earlier.
// The mini side menu is restored here too, so the layout does not shift after load. The browser's own bars
// (the theme-color meta tags, which the framework may add to the head again as the page comes alive)
// follow the theme whenever it changes, from the first paint on. A visitor who has made the consent choice
// (one cookie of ours, exactly one of its two values, as lib/analytics/consent.ts reads it) is marked, so
// the choice the server renders for everyone is hidden before it paints.
const CONSENT = `try{var k=0,v;document.cookie.split(';').forEach(function(p){p=p.replace(/^\\s+/,'');if(p.indexOf('${CONSENT_COOKIE}=')===0){k++;v=p.slice(${CONSENT_COOKIE.length + 1})}});if(k===1&&(v==='${CONSENT_VALUES.analytics}'||v==='${CONSENT_VALUES.necessary}'))document.documentElement.dataset.consented=''}catch(e){}`
const SOURCE = `${CONSENT}try{var d=document.documentElement,s=localStorage;if(s.getItem('${THEME_KEY}')==='dark')d.dataset.theme='dark';if(s.getItem('menu')==='mini')d.dataset.menu='mini'}catch(e){}try{var c=function(){document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.content=d.dataset.theme==='dark'?'${THEME_COLOURS.dark}':'${THEME_COLOURS.light}'})};new MutationObserver(c).observe(d,{attributes:true,attributeFilter:['data-theme']});new MutationObserver(c).observe(document.head,{childList:true});c()}catch(e){}`

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />
}
