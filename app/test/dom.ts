// Mounting components in a DOM for the component tests (*.dom.test.tsx), written once for both
// renderers: `react-dom/client` is React in the `unit` project and Preact's stand-in
// (app/preact/react-dom-client.ts) in the `preact` project (vitest.config.ts).
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'

const mounted: (() => void)[] = []
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
})

/** Renders `node` into a fresh element of the document; unmounted after the test. */
export const mount = (node: ReactNode): HTMLElement => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() => root.render(node))
  mounted.push(() => {
    flushSync(() => root.unmount())
    container.remove()
  })
  return container
}

/**
 * A person's next key press or click arrives in a task of its own, after the renderer's pending
 * work (Preact renders in a microtask, React at once for discrete events): each action below
 * resolves when such a task starts, so the next one sees what the browser would.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/**
 * Types into an input as a browser does: the value set past React's own value tracker, then an
 * `input` event (what both React's and Preact's onChange listen to on text fields).
 */
export const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: value }))
  return nextTask()
}

export const pressKey = (el: Element, key: string) => {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  return nextTask()
}

export const click = (el: HTMLElement) => {
  el.click()
  return nextTask()
}
