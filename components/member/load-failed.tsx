import memberStyles from './member-centre.module.css'

// A centre card whose read failed: what went wrong and a button that reads again.
export function LoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string
  retry: string
  onRetry: () => unknown
}) {
  return (
    <div role="alert" className={memberStyles.notice}>
      <p>{text}</p>
      <button type="button" className={memberStyles.secondary} onClick={() => void onRetry()}>
        {retry}
      </button>
    </div>
  )
}
