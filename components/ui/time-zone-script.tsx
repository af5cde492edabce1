import { TIME_ZONE_COOKIE } from '@/lib/member/time-zone'

// Tells the server the browser's time zone before anything else runs, so that a record page counts its
// period in the player's own days and renders its first page on the server (lib/member/records-data.ts).
// Written again whenever the zone changes; a year long, readable by the server only as a zone name.
const SOURCE = `try{var z=encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone||'');if(z&&document.cookie.split('; ').indexOf('${TIME_ZONE_COOKIE}='+z)<0)document.cookie='${TIME_ZONE_COOKIE}='+z+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'')}catch(e){}`

export function TimeZoneScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />
}
