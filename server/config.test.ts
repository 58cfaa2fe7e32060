import { describe, expect, it } from 'vitest'

import { loadConfig } from './config.ts'

describe('ALLOW_PRIVATE_NETWORK', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'true' }, true],
    // Its former name is still understood.
    [{ NODE_ENV: 'test', LINK_CHECK_ALLOW_PRIVATE: 'true' }, true],
    [{ NODE_ENV: 'development', ALLOW_PRIVATE_NETWORK: '1' }, true],
    [{ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'false' }, false],
    // Never in production, under either name.
    [{ NODE_ENV: 'production', ALLOW_PRIVATE_NETWORK: 'true' }, false],
    [{ NODE_ENV: 'production', LINK_CHECK_ALLOW_PRIVATE: 'true' }, false],
    [{ ALLOW_PRIVATE_NETWORK: 'true' }, false],
  ])('%o lets outbound requests reach private addresses: %s', (env, allowed) => {
    expect(loadConfig(env).allowPrivateNetwork).toBe(allowed)
  })

  it('a bad value stops the start with one clear line', () => {
    expect(() => loadConfig({ ALLOW_PRIVATE_NETWORK: 'sometimes' })).toThrow(
      'Invalid ALLOW_PRIVATE_NETWORK: must be true or false',
    )
  })
})
