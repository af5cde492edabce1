// Focuses the first control, in form order, that shows an error: one marked aria-invalid, or one whose
// name is among `errors` (radio groups and selects that carry no aria-invalid of their own). Call it
// after React has committed the render that shows the errors (useForm does, in an effect), never from a
// timer or an animation frame: on a busy machine those run before or after the commit unpredictably.
export function focusFirstError(form: HTMLFormElement | null, errors?: Readonly<Record<string, unknown>>) {
  if (!form) return
  const controls = [...form.elements] as HTMLElement[]
  const target = controls.find((control) => {
    if (control.getAttribute('aria-invalid') === 'true') return true
    const name = (control as HTMLInputElement).name
    return !!errors && !!name && !!errors[name]
  })
  target?.focus()
}
