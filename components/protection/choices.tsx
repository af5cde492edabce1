'use client'

import styles from './protection.module.css'

// One choice among a few, as radio buttons under their legend (a break's length, the reality check's
// interval).
export function Choices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onPick,
  text,
}: {
  legend: string
  name: string
  options: readonly T[]
  value: string | number | null
  onPick: (option: T) => void
  text: (option: T) => string
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onPick(option)}
          />
          {text(option)}
        </label>
      ))}
    </fieldset>
  )
}
