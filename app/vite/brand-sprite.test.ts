import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { buildSprite } from './brand-sprite.ts'

const ids = (svg: string) => [...svg.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]!)

describe('icon sprites', () => {
  const sprite = buildSprite(join(import.meta.dirname, '..'))

  test('the public sprite has the social brands and the public pages’ line icons, the technology and admin sprites the rest', () => {
    const pub = ids(sprite.svg)
    const tech = ids(sprite.techSvg)
    const admin = ids(sprite.adminSvg)
    expect(pub).toContain('github')
    expect(pub).toContain('linkedin')
    // Technology logos only where shown: not on the critical path of every page.
    expect(tech).toContain('python')
    expect(tech).toContain('postgresql')
    expect(pub).not.toContain('python')
    expect(tech).not.toContain('github')
    expect(tech.filter((id) => pub.includes(id) || admin.includes(id))).toEqual([])
    expect(pub).toContain('menu')
    expect(pub).toContain('star')
    // Only the admin area imports these (the post editor's toolbar, the inbox).
    expect(admin).toContain('bold')
    expect(admin).toContain('inbox')
    expect(pub).not.toContain('bold')
    expect(pub.filter((id) => admin.includes(id))).toEqual([])
  })

  test('every lucide import points at a symbol of the sprite it is marked for', () => {
    for (const [name, { id, admin }] of Object.entries(sprite.lucideIds))
      expect(ids(admin ? sprite.adminSvg : sprite.svg), name).toContain(id)
    expect(sprite.lucideIds.Bold).toEqual({ id: 'bold', admin: true })
    expect(sprite.lucideIds.Menu).toEqual({ id: 'menu', admin: false })
    // A line icon whose name a brand also has keeps the i- prefix.
    expect(sprite.lucideIds.X?.id).toBe('i-x')
  })

  test('the brand table says which sprite holds each logo', () => {
    expect(sprite.table.github).toEqual(['github', expect.any(String)])
    expect(sprite.table.python).toEqual(['python', expect.any(String), 1])
    for (const [name, [id, , tech]] of Object.entries(sprite.table))
      expect(ids(tech ? sprite.techSvg : sprite.svg), name).toContain(id)
  })
})
