import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

// How much of the page code runs in the browser, counted as the issue tracker counts it (and as other
// Next.js products are compared): the `.tsx` files under app/ and components/ that start with a
// 'use client' directive, by files and by lines. The goal is at most 40 % of the files and 45 % of the
// lines; until a goal is reached its share may only fall: CEILING is today's, lowered as parts move to the
// server, and a goal once reached is the ceiling from then on.
const TARGET = { files: 0.4, lines: 0.45 }
const CEILING = { files: 0.4, lines: 0.45 }

const DIRECTIVE = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/

function tsxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return tsxUnder(full)
    return entry.name.endsWith('.tsx') ? [full] : []
  })
}

export function clientShare(root: string) {
  let files = 0
  let lines = 0
  let clientFiles = 0
  let clientLines = 0
  for (const file of [...tsxUnder(path.join(root, 'app')), ...tsxUnder(path.join(root, 'components'))]) {
    const text = readFileSync(file, 'utf8')
    const count = text.split('\n').length
    files += 1
    lines += count
    if (DIRECTIVE.test(text)) {
      clientFiles += 1
      clientLines += count
    }
  }
  return { files: clientFiles / files, lines: clientLines / lines, clientFiles, allFiles: files }
}

describe('the share of client code', () => {
  const share = clientShare(process.cwd())

  it('recognises the directive only at the top of a file', () => {
    expect(DIRECTIVE.test("'use client'\n\nimport x from 'y'")).toBe(true)
    expect(DIRECTIVE.test('// A comment first\n"use client"\n')).toBe(true)
    expect(DIRECTIVE.test("import x from 'y'\n'use client'\n")).toBe(false)
    expect(DIRECTIVE.test("const text = 'use client'\n")).toBe(false)
  })

  it('does not grow: files and lines with the directive stay under the ceiling', () => {
    expect(share.files).toBeLessThanOrEqual(CEILING.files)
    expect(share.lines).toBeLessThanOrEqual(CEILING.lines)
  })

  it('keeps the ceiling no looser than where the code is, and the goal below it', () => {
    // A ceiling far above the measured share would let client code grow back unnoticed.
    // A share that has reached its goal keeps the goal as its ceiling.
    for (const measure of ['files', 'lines'] as const) {
      if (share[measure] > TARGET[measure]) expect(CEILING[measure] - share[measure]).toBeLessThan(0.02)
      else expect(CEILING[measure]).toBe(TARGET[measure])
    }
  })
})
