export const THEME_KEY = 'theme'
export type Theme = 'light' | 'dark'

// Runs before the first paint so a returning player's dark theme never flashes light. The page starts in
// light (product spec §2: light on mount) unless the player picked dark earlier.
// The mini side menu is restored here too, so the layout does not shift after load.
const SOURCE = `try{var d=document.documentElement,s=localStorage;if(s.getItem('${THEME_KEY}')==='dark')d.dataset.theme='dark';if(s.getItem('menu')==='mini')d.dataset.menu='mini'}catch(e){}`

export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />
}
