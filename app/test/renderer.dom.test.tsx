// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'

import { mount } from './dom.ts'

// The `preact` project (vitest.config.ts) must really run the components on Preact: a wrong alias
// would silently test React twice.
describe('the renderer under test', () => {
  it('is Preact in the preact project and React elsewhere', () => {
    const container = mount(<p>hello</p>)
    expect(container.innerHTML).toBe('<p>hello</p>')
    const reactRoot = Object.keys(container).some((key) => key.startsWith('__reactContainer'))
    expect(reactRoot).toBe(process.env.FOLIO_RENDERER !== 'preact')
  })
})
