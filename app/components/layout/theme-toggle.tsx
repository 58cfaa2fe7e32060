import { Moon, Sun } from 'lucide-react'

import { setTheme, useTheme } from '../../lib/theme.ts'
import { buttonClass } from '../ui/button.ts'

/** Light/dark switch. Icons follow the `dark` class via CSS, so the server render never guesses. */
export const ThemeToggle = () => {
  const theme = useTheme()
  const isDark = theme === 'dark'
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'ghost', size: 'icon' })}
      aria-label={theme === undefined ? 'Toggle theme' : isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      title="Toggle theme"
      onClick={() => setTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark')}
    >
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
    </button>
  )
}
