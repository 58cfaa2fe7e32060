// @vitest-environment happy-dom
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { click, mount, pressKey } from '../../../test/dom.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

const Harness = ({ onConfirm }: { onConfirm: () => unknown }) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete post
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        title="Delete this post?"
        description="It can be restored from the deleted posts."
        confirmLabel="Delete"
      />
    </>
  )
}

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]')
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!

describe('ConfirmDialog in the DOM', () => {
  it('opens in a portal as an alert dialog named by its title, and Cancel or Escape closes it', async () => {
    const root = mount(<Harness onConfirm={() => undefined} />)
    await click(button(root, 'Delete post'))
    await vi.waitFor(() => expect(dialog()).not.toBeNull())
    expect(root.contains(dialog())).toBe(false)
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Delete this post?')
    await click(button(dialog()!, 'Cancel'))
    await vi.waitFor(() => expect(dialog()).toBeNull())

    await click(button(root, 'Delete post'))
    await vi.waitFor(() => expect(dialog()).not.toBeNull())
    await pressKey(dialog()!, 'Escape')
    await vi.waitFor(() => expect(dialog()).toBeNull())
  })

  it('runs the confirmation once and closes when it settles', async () => {
    let settle = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    const root = mount(<Harness onConfirm={onConfirm} />)
    await click(button(root, 'Delete post'))
    await vi.waitFor(() => expect(dialog()).not.toBeNull())
    await click(button(dialog()!, 'Delete'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    // While it runs, Cancel is disabled and the dialog stays.
    await vi.waitFor(() => expect(button(dialog()!, 'Cancel').disabled).toBe(true))
    settle()
    await vi.waitFor(() => expect(dialog()).toBeNull())
  })
})
