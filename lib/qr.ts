import 'server-only'
import QRCode from 'qrcode'

const qrCache = new Map<string, string>()

// QR codes are drawn on the server as inline SVG: no QR library reaches the browser.
export async function qrSvg(text: string, size = 100): Promise<string> {
  const key = `${size}:${text}`
  const hit = qrCache.get(key)
  if (hit) return hit
  const svg = await QRCode.toString(text, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: 'M' })
  if (qrCache.size > 200) qrCache.clear()
  qrCache.set(key, svg)
  return svg
}
