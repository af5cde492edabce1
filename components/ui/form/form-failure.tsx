import styles from './form.module.css'

// What the server or the network refused, above the form's submit button.
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}

// A spinner for buttons outside the kit that send something (a code, a social sign-in).
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}
