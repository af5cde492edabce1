import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { depositOptions, deposits, withdrawInfo, withdrawals } from '@/lib/upstream/cashier'
import { identityState } from '@/lib/upstream/identity'

// What the cashier pages read on the server before they render. A failed read is left to the page in
// the browser, which asks again through the BFF and shows its loading and error states.

async function readAll<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A | undefined, B | undefined]> {
  return Promise.all([a.catch(() => undefined), b.catch(() => undefined)])
}

export async function depositPageData(ctx: UpstreamContext) {
  const [[options, recent], identity] = await Promise.all([
    readAll(depositOptions(ctx), deposits(ctx, 1)),
    identityState(ctx).catch(() => undefined),
  ])
  return { options, recent, identity }
}

export async function withdrawPageData(ctx: UpstreamContext) {
  const [info, recent] = await readAll(withdrawInfo(ctx), withdrawals(ctx, 1))
  return { info, recent }
}
