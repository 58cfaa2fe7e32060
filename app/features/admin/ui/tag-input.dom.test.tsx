// @vitest-environment happy-dom
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { click, mount, pressKey, typeInto } from '../../../test/dom.ts'
import { TagInput } from './tag-input.tsx'

const Harness = ({ initial = [] as string[], max }: { initial?: string[]; max?: number }) => {
  const [value, setValue] = useState(initial)
  return <TagInput id="tags" value={value} onChange={setValue} max={max} itemLabel="tag" />
}

const items = (root: HTMLElement) => [...root.querySelectorAll('li')].map((li) => li.textContent)
const input = (root: HTMLElement) => root.querySelector('input')!

describe('TagInput in the DOM', () => {
  it('adds what was typed on Enter, once whatever its case, and empties the box', async () => {
    const root = mount(<Harness initial={['React']} />)
    await typeInto(input(root), 'TypeScript')
    await pressKey(input(root), 'Enter')
    await vi.waitFor(() => expect(items(root)).toEqual(['React', 'TypeScript']))
    expect(input(root).value).toBe('')
    await typeInto(input(root), 'react')
    await pressKey(input(root), 'Enter')
    await vi.waitFor(() => expect(input(root).value).toBe(''))
    expect(items(root)).toEqual(['React', 'TypeScript'])
  })

  it('adds a pasted comma-separated list at once, up to the maximum, then says the limit', async () => {
    const root = mount(<Harness max={2} />)
    await typeInto(input(root), 'Go, Rust, Zig')
    await vi.waitFor(() => expect(items(root)).toEqual(['Go', 'Rust']))
    expect(input(root).disabled).toBe(true)
    expect(input(root).placeholder).toBe('At most 2')
  })

  it('removes the last item on Backspace in an empty box, and any item with its × button', async () => {
    const root = mount(<Harness initial={['Go', 'Rust', 'Zig']} />)
    await pressKey(input(root), 'Backspace')
    await vi.waitFor(() => expect(items(root)).toEqual(['Go', 'Rust']))
    await click(root.querySelector<HTMLButtonElement>('button[aria-label="Remove Go"]')!)
    await vi.waitFor(() => expect(items(root)).toEqual(['Rust']))
  })
})
