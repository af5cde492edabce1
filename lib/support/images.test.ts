import { testJpeg, testPng } from '@/lib/testing/images'
import { inspectImage } from './images'
import { FEEDBACK_MAX_IMAGE_BYTES, feedbackProblems } from './schemas'

const bytes = (buffer: Buffer) => new Uint8Array(buffer)

describe('inspectImage', () => {
  it('reads the kind and size of a PNG and a JPEG from their bytes', () => {
    expect(inspectImage(bytes(testPng(7, 5)))).toEqual({ kind: 'png', width: 7, height: 5 })
    expect(inspectImage(bytes(testJpeg()))).toEqual({ kind: 'jpeg', width: 4, height: 3 })
  })

  it('refuses a renamed executable, a truncated image and an absurd size', () => {
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(120, 0x90)])
    expect(inspectImage(bytes(executable))).toBeNull()
    expect(inspectImage(bytes(testPng().subarray(0, 40)))).toBeNull()
    expect(inspectImage(bytes(testJpeg().subarray(0, 200)))).toBeNull()
    expect(inspectImage(bytes(testPng(20_000, 1)))).toBeNull()
    // A PNG signature in front of anything else.
    expect(inspectImage(bytes(Buffer.concat([testPng().subarray(0, 8), Buffer.alloc(40)])))).toBeNull()
  })
})

describe('feedbackProblems', () => {
  it('names the reason of each broken rule', () => {
    const png = bytes(testPng())
    expect(feedbackProblems({ content: 'ok', images: [png, bytes(testJpeg())] })).toEqual({})
    expect(feedbackProblems({ content: '😀'.repeat(140), images: [] })).toEqual({})
    expect(feedbackProblems({ content: 'x'.repeat(141), images: [] })).toEqual({ content: 'too_long' })
    expect(feedbackProblems({ content: '  ', images: [] })).toEqual({ content: 'required' })
    expect(feedbackProblems({ content: 'a', images: [png, png, png, png] })).toEqual({ images: 'too_many' })
    const big = bytes(testPng(2, 2, FEEDBACK_MAX_IMAGE_BYTES + 1))
    expect(feedbackProblems({ content: 'a', images: [big] })).toEqual({ images: 'too_large' })
    expect(feedbackProblems({ content: 'a', images: [new Uint8Array(10)] })).toEqual({ images: 'not_image' })
  })
})
