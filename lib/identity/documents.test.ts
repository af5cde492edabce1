import { inflateSync } from 'node:zlib'
import { testJpeg, testPdf, testPng } from '@/lib/testing/images'
import { declaredType, documentProblem, MAX_DOCUMENT_BYTES, type Inflate } from './documents'

const bytes = (buffer: Buffer) => new Uint8Array(buffer)
const inflate: Inflate = (data) => {
  try {
    return inflateSync(data)
  } catch {
    return null
  }
}

describe('documentProblem', () => {
  it('accepts a PNG, a JPEG and a plain PDF that are what they say', () => {
    expect(documentProblem(bytes(testPng()), 'png')).toBeNull()
    expect(documentProblem(bytes(testJpeg()), 'jpeg')).toBeNull()
    expect(documentProblem(bytes(testPdf('/OpenAction [3 0 R /Fit]')), 'pdf', inflate)).toBeNull()
  })

  it('refuses 0 bytes, 6 MB, a renamed executable, a PNG that is text and a type it is not', () => {
    const executable = bytes(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(120, 0x90)]))
    expect(documentProblem(new Uint8Array(0), 'png')).toBe('empty')
    expect(documentProblem(bytes(testPng(2, 2, 6 * 1024 * 1024)), 'png')).toBe('too_large')
    expect(documentProblem(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'pdf')).toBe('too_large')
    expect(documentProblem(executable, 'png')).toBe('not_match')
    expect(documentProblem(executable, 'pdf')).toBe('not_match')
    expect(documentProblem(bytes(Buffer.from('only some text, no picture\n')), 'png')).toBe('not_match')
    expect(documentProblem(bytes(testPng()), 'jpeg')).toBe('not_match')
    expect(documentProblem(bytes(testPdf().subarray(0, 200)), 'pdf')).toBe('not_match')
    expect(documentProblem(bytes(testPng()), null)).toBe('wrong_type')
  })

  it('refuses a PDF with script, in the open, behind name escapes or inside a compressed stream', () => {
    const script = [
      testPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      testPdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      testPdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      testPdf('/Names << /EmbeddedFiles 5 0 R >>'),
    ]
    for (const pdf of script) expect(documentProblem(bytes(pdf), 'pdf')).toBe('pdf_script')
    const hidden = bytes(testPdf('', '<< /S /JavaScript /JS (this.print()) >>'))
    // The browser reads only what is in the open; the route handler opens the streams too.
    expect(documentProblem(hidden, 'pdf')).toBeNull()
    expect(documentProblem(hidden, 'pdf', inflate)).toBe('pdf_script')
  })
})

describe('declaredType', () => {
  it('reads the type from the MIME type, or from the name when there is none', () => {
    expect(declaredType({ type: 'image/png', name: 'x.pdf' })).toBe('png')
    expect(declaredType({ type: 'application/pdf', name: 'scan' })).toBe('pdf')
    expect(declaredType({ type: '', name: 'Front.JPG' })).toBe('jpeg')
    expect(declaredType({ type: 'application/x-msdownload', name: 'id.exe' })).toBeNull()
    expect(declaredType({ type: '', name: 'id.gif' })).toBeNull()
  })
})
