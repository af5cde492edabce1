import type { ReactNode } from 'react'
import styles from './auth.module.css'

// Small SVG flags by ISO country code for the dialing-code picker. Countries without a drawing here get
// a neutral tile with their code, so a new country from the platform never shows a broken image.
const W = 24
const H = 16

function bands(colours: string[], vertical = false): ReactNode {
  const size = (vertical ? W : H) / colours.length
  return colours.map((fill, i) =>
    vertical ? (
      <rect key={i} x={i * size} y={0} width={size} height={H} fill={fill} />
    ) : (
      <rect key={i} x={0} y={i * size} width={W} height={size} fill={fill} />
    ),
  )
}

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2
    const radius = i % 2 === 0 ? r : r * 0.4
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
  return <polygon points={points} fill={fill} />
}

const FLAGS: Record<string, () => ReactNode> = {
  BR: () => (
    <>
      <rect width={W} height={H} fill="#009b3a" />
      <polygon points="12,2 22,8 12,14 2,8" fill="#fedf00" />
      <circle cx="12" cy="8" r="3.6" fill="#002776" />
    </>
  ),
  PT: () => (
    <>
      <rect width={W} height={H} fill="#ff0000" />
      <rect width={9.6} height={H} fill="#006600" />
      <circle cx="9.6" cy="8" r="3" fill="#ffcc00" />
    </>
  ),
  CN: () => (
    <>
      <rect width={W} height={H} fill="#de2910" />
      {star(4.5, 4.5, 2.6, '#ffde00')}
      {star(9, 2, 0.9, '#ffde00')}
      {star(10.5, 4, 0.9, '#ffde00')}
      {star(10.5, 6.5, 0.9, '#ffde00')}
      {star(9, 8.4, 0.9, '#ffde00')}
    </>
  ),
  ID: () => bands(['#ce1126', '#ffffff']),
  TH: () => <>{bands(['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'])}</>,
  VN: () => (
    <>
      <rect width={W} height={H} fill="#da251d" />
      {star(12, 8, 4.6, '#ffff00')}
    </>
  ),
  PH: () => (
    <>
      {bands(['#0038a8', '#ce1126'])}
      <polygon points={`0,0 ${H * 0.87},8 0,${H}`} fill="#ffffff" />
      <circle cx="4.6" cy="8" r="1.8" fill="#fcd116" />
    </>
  ),
  MY: () => (
    <>
      {bands(['#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001', '#ffffff'])}
      <rect width={12} height={9} fill="#010066" />
      <circle cx="5" cy="4.5" r="3" fill="#ffcc00" />
      <circle cx="6" cy="4.5" r="2.5" fill="#010066" />
      {star(9.2, 4.5, 1.6, '#ffcc00')}
    </>
  ),
  US: () => (
    <>
      {bands(['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'])}
      <rect width={10} height={8.6} fill="#3c3b6e" />
    </>
  ),
  GB: () => (
    <>
      <rect width={W} height={H} fill="#012169" />
      <path d="M0,0 L24,16 M24,0 L0,16" stroke="#ffffff" strokeWidth="3" />
      <path d="M12,0 V16 M0,8 H24" stroke="#ffffff" strokeWidth="5" />
      <path d="M12,0 V16 M0,8 H24" stroke="#c8102e" strokeWidth="3" />
    </>
  ),
  KR: () => (
    <>
      <rect width={W} height={H} fill="#ffffff" />
      <circle cx="12" cy="8" r="4" fill="#cd2e3a" />
      <path d="M8,8 a4,4 0 0 0 8,0 a2,2 0 0 1 -4,0 a2,2 0 0 0 -4,0" fill="#0047a0" />
    </>
  ),
  JP: () => (
    <>
      <rect width={W} height={H} fill="#ffffff" />
      <circle cx="12" cy="8" r="4.8" fill="#bc002d" />
    </>
  ),
  IN: () => (
    <>
      {bands(['#ff9933', '#ffffff', '#138808'])}
      <circle cx="12" cy="8" r="2" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  SG: () => (
    <>
      {bands(['#ef3340', '#ffffff'])}
      <circle cx="5" cy="4" r="2.6" fill="#ffffff" />
      <circle cx="6" cy="4" r="2.4" fill="#ef3340" />
    </>
  ),
}

export function Flag({ code, size = 24 }: { code: string; size?: number }) {
  const draw = FLAGS[code.toUpperCase()]
  return (
    <svg
      className={styles.flag}
      width={size}
      height={(size * H) / W}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
    >
      {draw ? (
        draw()
      ) : (
        <>
          <rect width={W} height={H} fill="#d5d9e1" />
          <text x="12" y="11.5" textAnchor="middle" fontSize="8" fontFamily="sans-serif" fill="#15171c">
            {code.toUpperCase().slice(0, 2)}
          </text>
        </>
      )}
    </svg>
  )
}
