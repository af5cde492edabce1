import 'server-only'
import { getMessages } from 'next-intl/server'
import type { Messages } from 'next-intl'

type Namespace = keyof Messages

// Client islands get the texts of one namespace as a plain object: no message catalogue and no ICU
// formatter reach the browser for them. Island texts use only simple `{name}` placeholders (see fill).
export async function labelsOf<N extends Namespace>(namespace: N): Promise<Messages[N]> {
  const messages = (await getMessages()) as unknown as Messages
  return messages[namespace]
}
