export const dynamic = 'force-dynamic'

export default function BenchBaselinePage() {
  return <p>ok</p>
}
