'use client'

import { useEffect, useId, useMemo } from 'react'
import type { Messages } from 'next-intl'
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  imageProblem,
  type FeedbackReason,
} from '@/lib/support/schemas'
import { fill } from '@/lib/ui/fill'
import { formStyles } from '@/components/ui/form'
import styles from './support.module.css'

type Labels = Messages['Support']

// Checks picked files by their bytes, as the route handler will: the accepted ones in order, or the
// first refusal. A pick that would make more than three images is refused whole.
export async function checkPicked(current: File[], picked: File[]): Promise<File[] | FeedbackReason> {
  if (current.length + picked.length > FEEDBACK_MAX_IMAGES) return 'too_many'
  for (const file of picked) {
    const problem = imageProblem(new Uint8Array(await file.arrayBuffer()))
    if (problem) return problem
  }
  return [...current, ...picked]
}

// The screenshots of a feedback: a file input (PNG and JPEG offered), the error under it, then a
// preview of each picked image with a button that removes it.
export function ImagePicker({
  files,
  error,
  disabled,
  labels,
  onPick,
  onRemove,
}: {
  files: File[]
  error: string | null
  disabled: boolean
  labels: Labels
  onPick: (picked: File[]) => void
  onRemove: (index: number) => void
}) {
  const id = useId()
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files])
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])
  const full = files.length >= FEEDBACK_MAX_IMAGES

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {labels.images}
      </label>
      <input
        id={id}
        name="images"
        type="file"
        accept={FEEDBACK_IMAGE_TYPES}
        multiple
        disabled={disabled || full}
        className={styles.files}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []))
          event.target.value = ''
        }}
      />
      <p
        id={`${id}-note`}
        className={error ? formStyles.error : formStyles.hint}
        data-field-error={error ? 'images' : undefined}
        role={error ? 'alert' : undefined}
      >
        {error ?? labels.imagesHint}
      </p>
      {files.length > 0 && (
        <ul className={styles.previews}>
          {files.map((file, index) => (
            <li key={urls[index]} className={styles.preview}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob, nothing to optimise */}
              <img src={urls[index]} alt={fill(labels.preview, { name: file.name })} />
              <button
                type="button"
                className={styles.remove}
                aria-label={fill(labels.remove, { name: file.name })}
                onClick={() => onRemove(index)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
