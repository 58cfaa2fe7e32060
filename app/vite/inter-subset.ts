// `node app/vite/inter-subset.ts`: writes app/fonts/inter-basic-wght-normal.woff2, Inter's variable
// latin file (@fontsource-variable/inter) cut to Basic Latin and the punctuation the pages use
// (INTER_BASIC_RANGE), all weights kept. app.css declares it after Fontsource's faces, so a
// browser takes it for those characters (the last matching face wins) and fetches Fontsource's
// whole latin file only for a page with other characters (é, ü…). 28 KB instead of 49 KB before
// the first paint (issue 9). Run again after updating the Fontsource package; commit the output.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** The characters of the subset; app.css's `unicode-range` of the face says the same. */
export const INTER_BASIC_RANGE: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // ·
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2192, 0x2192], // →
]

interface HbSubset {
  memory: WebAssembly.Memory
  malloc(size: number): number
  free(ptr: number): void
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number
  hb_blob_destroy(blob: number): void
  hb_blob_get_data(blob: number, length: number): number
  hb_blob_get_length(blob: number): number
  hb_face_create(blob: number, index: number): number
  hb_face_destroy(face: number): void
  hb_face_reference_blob(face: number): number
  hb_subset_input_create_or_fail(): number
  hb_subset_input_destroy(input: number): void
  hb_subset_input_unicode_set(input: number): number
  hb_set_add(set: number, codepoint: number): void
  hb_subset_or_fail(face: number, input: number): number
}

const require = createRequire(import.meta.url)
const root = join(import.meta.dirname, '../..')

/** HarfBuzz's hb-subset (harfbuzzjs's wasm) on a TrueType font: the glyphs of `range`, with their layout and variations. */
const subset = async (ttf: Uint8Array, range: typeof INTER_BASIC_RANGE) => {
  const wasm = readFileSync(require.resolve('harfbuzzjs/hb-subset.wasm'))
  const hb = (await WebAssembly.instantiate(wasm)).instance.exports as unknown as HbSubset
  const ptr = hb.malloc(ttf.byteLength)
  new Uint8Array(hb.memory.buffer).set(ttf, ptr)
  const blob = hb.hb_blob_create(ptr, ttf.byteLength, 2 /* writable */, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  hb.hb_blob_destroy(blob)
  const input = hb.hb_subset_input_create_or_fail()
  const set = hb.hb_subset_input_unicode_set(input)
  for (const [from, to] of range) for (let c = from; c <= to; c++) hb.hb_set_add(set, c)
  const out = hb.hb_subset_or_fail(face, input)
  hb.hb_subset_input_destroy(input)
  if (!out) throw new Error('hb-subset failed')
  const result = hb.hb_face_reference_blob(out)
  const at = hb.hb_blob_get_data(result, 0)
  const bytes = new Uint8Array(hb.memory.buffer).slice(at, at + hb.hb_blob_get_length(result))
  hb.hb_blob_destroy(result)
  hb.hb_face_destroy(out)
  hb.hb_face_destroy(face)
  hb.free(ptr)
  return bytes
}

if (import.meta.main) {
  const decompress = require('wawoff2/decompress.js') as (woff2: Buffer) => Promise<Uint8Array>
  const compress = require('wawoff2/compress.js') as (ttf: Uint8Array) => Promise<Uint8Array>
  const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
  const ttf = await subset(await decompress(readFileSync(source)), INTER_BASIC_RANGE)
  const out = join(root, 'app/fonts/inter-basic-wght-normal.woff2')
  const woff2 = await compress(ttf)
  writeFileSync(out, woff2)
  console.log(`${out}: ${woff2.length} bytes`)
}
