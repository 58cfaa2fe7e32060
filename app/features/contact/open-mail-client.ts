/**
 * Opens the visitor's mail app with a prefilled message. Done with a link click rather than
 * `location.href`, so the page itself never navigates (and tests can observe the link).
 */
export const openMailClient = (url: string) => {
  const a = document.createElement('a')
  a.href = url
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

export const mailtoUrl = (to: string, v: { name: string; email: string; subject: string; message: string }) => {
  const body = `${v.message}\n\n—\n${v.name}\n${v.email}`
  return `mailto:${to}?subject=${encodeURIComponent(v.subject)}&body=${encodeURIComponent(body)}`
}
