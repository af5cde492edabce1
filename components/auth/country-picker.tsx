'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Flag } from './flag'
import styles from './auth.module.css'
import type { Country } from '@/lib/types'

export type { Country }

// The dialing-code picker in front of a mobile number: flag and code, a list to choose from that closes
// 200 ms after focus leaves it (so a click on an option still lands), full keyboard support.
export function CountryPicker({
  countries,
  value,
  onChange,
}: {
  countries: Country[]
  value: string
  onChange: (dialingCode: string) => void
}) {
  const t = useTranslations('Auth')
  const id = useId()
  const [open, setOpen] = useState(false)
  const waiting = useWaitForScripts()
  const [active, setActive] = useState(0)
  const list = useRef<HTMLUListElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const current = countries.find((c) => c.dialingCode === value) ?? countries[0]

  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current)
    },
    [],
  )

  useEffect(() => {
    if (open) list.current?.focus()
  }, [open])

  const choose = (index: number) => {
    const country = countries[index]
    if (country) onChange(country.dialingCode)
    setOpen(false)
    button.current?.focus()
  }

  const openList = () => {
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.dialingCode === value),
      ),
    )
    setOpen(true)
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = countries.length - 1
    if (event.key === 'ArrowDown') setActive((i) => Math.min(last, i + 1))
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1))
    else if (event.key === 'Home') setActive(0)
    else if (event.key === 'End') setActive(last)
    else if (event.key === 'Enter' || event.key === ' ') choose(active)
    else if (event.key === 'Escape') {
      // Only the list closes, not the dialog around it.
      event.stopPropagation()
      setOpen(false)
      button.current?.focus()
    } else return
    event.preventDefault()
  }

  if (!current) return null

  return (
    <div
      className={styles.picker}
      onBlur={() => {
        closing.current = setTimeout(() => setOpen(false), 200)
      }}
      onFocus={() => {
        if (closing.current) clearTimeout(closing.current)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.pickerButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={t('countryCodeCurrent', { code: current.dialingCode, country: current.countryCode })}
        onClick={() => (open ? setOpen(false) : openList())}
        {...waiting}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openList()
          }
        }}
      >
        <Flag code={current.countryCode} />
        <span>+{current.dialingCode}</span>
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          tabIndex={0}
          aria-label={t('countryCode')}
          aria-activedescendant={`${id}-opt-${active}`}
          className={styles.pickerList}
          onKeyDown={onListKey}
        >
          {countries.map((country, index) => (
            <li
              key={`${country.countryCode}-${country.dialingCode}`}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={country.dialingCode === value}
              data-active={index === active || undefined}
              className={styles.pickerOption}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <Flag code={country.countryCode} />
              <span>
                {country.countryCode} +{country.dialingCode}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
