const WORDS_PER_MINUTE = 200

/** Minutes to read, at least 1: the server's formula (code blocks count word by word). */
export const readTimeOf = (markdown: string) => {
  const words = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, 'w'))
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
