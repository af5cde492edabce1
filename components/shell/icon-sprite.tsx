// Line icons drawn on a 24-unit grid, sent once per page as <symbol>s that each <Icon> points at, so an
// icon costs one short <use> wherever it appears and no path data reaches the client bundle.
const PATHS = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  inhouse: 'M4 20V9l8-5 8 5v11M9 20v-5h6v5M12 9.5v.01',
  ELOTT: 'M4 7h16v4a2 2 0 000 4v4H4v-4a2 2 0 000-4zM9 7v12',
  LOTT: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8v8M8 12h8',
  LIVE: 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  SPORTS:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 11l-5-1M17 20l-2.5-5M7 20l2.5-5M3 11l5-1',
  FISH: 'M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3zM15 11v.01',
  RNG: 'M4 4h16v16H4zM8 8v8M12 8v8M16 8v8M4 12h2',
  PVP: 'M7 4h9a1 1 0 011 1v13a1 1 0 01-1 1H7a1 1 0 01-1-1V5a1 1 0 011-1zM11.5 8l2 3-2 3-2-3z',
  ESPORTS:
    'M6 9h12a3 3 0 013 3v3a3 3 0 01-5 2l-2-2h-4l-2 2a3 3 0 01-5-2v-3a3 3 0 013-3zM8 11v3M6.5 12.5h3M15 12h.01M17 14h.01',
  INHOUSE: 'M4 20V9l8-5 8 5v11M9 20v-5h6v5',
  promotions: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  language: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  support: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 01-3 3h-3',
  chat: 'M4 5h16v11H9l-5 4z',
  messages: 'M3 6h18v12H3zM3 6l9 7 9-7',
  announcements: 'M3 10v4h3l7 5V5L6 10zM17 9a4 4 0 010 6',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4M12 17v.01',
  speed: 'M4 17a8 8 0 1116 0M12 17l4-6M12 17h.01',
  download: 'M12 4v11M7 10l5 5 5-5M4 20h16',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z',
  chevron: 'M9 6l6 6-6 6',
  user: 'M12 4a4 4 0 100 8 4 4 0 000-8zM4 21a8 8 0 0116 0',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v4h-4',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.5M6.6 6.6C3.8 8.3 2 12 2 12s4 7 10 7a9 9 0 004.4-1.2M9.9 9.9a3 3 0 004.2 4.2',
  transfer: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  trophy: 'M8 4h8v6a4 4 0 01-8 0zM8 6H4a4 4 0 004 4M16 6h4a4 4 0 01-4 4M12 14v4M8 21h8M9 18h6',
  wallet: 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l13-3v3M16 13h.01',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 21h16',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h11',
  record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  agent: 'M8 7a3 3 0 106 0 3 3 0 00-6 0zM3 20a6 6 0 0112 0M17 11a2.5 2.5 0 100-5M21 20a5 5 0 00-4-5',
  collapse: 'M15 6l-6 6 6 6M20 4v16',
  expand: 'M9 6l6 6-6 6M4 4v16',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  whatsapp:
    'M4 20l1.5-4A8 8 0 1112 20a8 8 0 01-4-1zM9 9c0 3 3 6 6 6l1-2-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l8-6',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
} as const

export type IconName = keyof typeof PATHS

export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      {Object.entries(PATHS).map(([name, d]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  )
}
