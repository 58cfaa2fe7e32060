declare module 'virtual:brand-icons' {
  /** URL of the public pages' SVG sprite: their line icons and the social networks' logos, as `<symbol id>`s. */
  export const spriteUrl: string
  /** URL of the technology logos' sprite (only the pages that show them fetch it). */
  export const techSpriteUrl: string
  export const adminSpriteUrl: string
  /** Normalised name (lower case, no spaces, dots or dashes) → [symbol id, brand hex colour, 1 when in the technology sprite]. */
  export const brandIcons: Record<string, [string, string] | [string, string, 1]>
}
