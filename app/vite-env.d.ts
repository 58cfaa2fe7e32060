declare module 'virtual:brand-icons' {
  /** URL of the SVG sprite that holds every brand logo as a `<symbol id>`. */
  export const spriteUrl: string
  export const adminSpriteUrl: string
  /** Normalised name (lower case, no spaces, dots or dashes) → [symbol id, brand hex colour]. */
  export const brandIcons: Record<string, [string, string]>
}
