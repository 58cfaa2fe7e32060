import { ArrowDown, ArrowUp, ImageIcon, ImagePlus, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { accentTextColors, contrastRatio } from '../../../../core/accent.ts'
import { type HomeSections, type NavEntry, type SiteProfile } from '../../../../core/schemas/site.ts'
import { DEFAULT_ACCENT_COLOR, type HomeSectionId, type Navigation } from '../../../../core/site-defaults.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { inputClass } from '../../../components/ui/form.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { setFlash } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'
import { ChooseImageDialog } from '../ui/insert-image-dialog.tsx'

const SECTION_LABELS: Record<HomeSectionId, string> = {
  hero: 'Hero (always first)',
  skills: 'Skills',
  projects: 'Featured projects',
  tutoring: 'Tutoring',
  stats: 'Statistics',
  posts: 'Latest posts',
  certificates: 'Certificates',
  testimonials: 'Testimonials',
  contact: 'Contact',
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'

/** Up and down buttons of a list row ("Move the Contact section up"). */
const MoveButtons = ({
  what,
  canUp,
  canDown,
  onMove,
}: {
  what: string
  canUp: boolean
  canDown: boolean
  onMove: (by: -1 | 1) => void
}) => (
  <>
    <button
      type="button"
      className={iconButton}
      disabled={!canUp}
      aria-label={`Move ${what} up`}
      onClick={() => onMove(-1)}
    >
      <ArrowUp className="h-4 w-4" aria-hidden="true" />
    </button>
    <button
      type="button"
      className={iconButton}
      disabled={!canDown}
      aria-label={`Move ${what} down`}
      onClick={() => onMove(1)}
    >
      <ArrowDown className="h-4 w-4" aria-hidden="true" />
    </button>
  </>
)

/** Saves, then reloads: every page (and this admin) shows the change, the accent included. */
const useSaver = () => {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const run = async (action: () => Promise<unknown>, done: string, fallback: string) => {
    setBusy(true)
    setErrors({})
    try {
      await action()
    } catch (err) {
      const details = err instanceof ApiError ? (err.errors ?? []) : []
      setErrors(Object.fromEntries(details.map((d) => [d.loc.slice(1).join('.'), d.msg])))
      toast.error(errorMessage(err, fallback))
      setBusy(false)
      return
    }
    setFlash(done)
    window.location.reload()
  }
  return { busy, errors, run }
}

type Saver = ReturnType<typeof useSaver>

/** A button that saves through the panel's saver (disabled while it saves). */
const SaveButton = ({
  saver,
  label,
  outline = false,
  disabled = false,
  action,
  done,
  fallback,
}: {
  saver: Saver
  label: string
  outline?: boolean
  disabled?: boolean
  action: () => Promise<unknown>
  done: string
  fallback: string
}) => (
  <button
    type="button"
    className={buttonClass(outline ? { variant: 'outline' } : undefined)}
    disabled={saver.busy || disabled}
    onClick={() => void saver.run(action, done, fallback)}
  >
    {label}
  </button>
)

const SectionsPanel = ({ site }: { site: SiteProfile }) => {
  const [list, setList] = useState<HomeSections>(site.home_sections)
  const saver = useSaver()
  return (
    <Panel
      title="Home page sections"
      description="Show, hide and reorder what the home page shows. The hero stays first."
    >
      <ol className="space-y-2">
        {list.map((s, i) => (
          <li
            key={s.id}
            className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800"
          >
            <input
              id={`section-${s.id}`}
              type="checkbox"
              className="h-4 w-4"
              checked={s.visible}
              disabled={s.id === 'hero'}
              onChange={(e) => setList(list.map((x) => (x.id === s.id ? { ...x, visible: e.target.checked } : x)))}
            />
            <label
              htmlFor={`section-${s.id}`}
              className="flex-1 text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              Show {SECTION_LABELS[s.id]}
            </label>
            {s.id === 'hero' ? null : (
              <MoveButtons
                what={`the ${SECTION_LABELS[s.id]} section`}
                canUp={i > 1}
                canDown={i < list.length - 1}
                onMove={(by) => setList(move(list, i, i + by))}
              />
            )}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex justify-end">
        <SaveButton
          saver={saver}
          label="Save sections"
          action={async () => adminApi.updateSite({ ...(await adminApi.getSite()), home_sections: list })}
          done="Home sections saved."
          fallback="Failed to save the sections"
        />
      </div>
    </Panel>
  )
}

const NavList = ({
  name,
  entries,
  onChange,
  errors,
}: {
  name: 'header' | 'footer'
  entries: NavEntry[]
  onChange: (next: NavEntry[]) => void
  errors: Record<string, string>
}) => (
  <fieldset>
    <legend className="text-sm font-semibold text-slate-900 dark:text-white">
      {name === 'header' ? 'Header links' : 'Footer: Quick Links'}
    </legend>
    <ol className="mt-3 space-y-3">
      {entries.map((e, i) => {
        const id = `${name}-${i}`
        const err = errors[`${name}.${i}.url`] ?? errors[`${name}.${i}.label`]
        return (
          <li key={i} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]">
              <div>
                <label htmlFor={`${id}-label`} className="sr-only">
                  {`${name === 'header' ? 'Header' : 'Footer'} link ${i + 1} label`}
                </label>
                <input
                  id={`${id}-label`}
                  className={inputClass(!!errors[`${name}.${i}.label`])}
                  value={e.label}
                  maxLength={40}
                  placeholder="Label"
                  onChange={(ev) => onChange(entries.map((x, j) => (j === i ? { ...x, label: ev.target.value } : x)))}
                />
              </div>
              <div>
                <label htmlFor={`${id}-url`} className="sr-only">
                  {`${name === 'header' ? 'Header' : 'Footer'} link ${i + 1} address`}
                </label>
                <input
                  id={`${id}-url`}
                  className={inputClass(!!errors[`${name}.${i}.url`])}
                  value={e.url}
                  placeholder="/projects, https://… or mailto:…"
                  onChange={(ev) => onChange(entries.map((x, j) => (j === i ? { ...x, url: ev.target.value } : x)))}
                />
              </div>
              <div className="flex gap-1">
                <MoveButtons
                  what={`the ${name} link ${e.label || i + 1}`}
                  canUp={i > 0}
                  canDown={i < entries.length - 1}
                  onMove={(by) => onChange(move(entries, i, i + by))}
                />
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove the ${name} link ${e.label || i + 1}`}
                  onClick={() => onChange(entries.filter((_, j) => j !== i))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </div>
            {err ? <p className="mt-1.5 text-sm text-rose-700 dark:text-rose-400">{err}</p> : null}
          </li>
        )
      })}
    </ol>
    <button
      type="button"
      className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
      disabled={entries.length >= 20}
      onClick={() => onChange([...entries, { label: '', url: '/' }])}
    >
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add a {name} link
    </button>
  </fieldset>
)

const NavigationPanel = ({ navigation }: { navigation: Navigation }) => {
  const [nav, setNav] = useState(navigation)
  const saver = useSaver()
  const { errors } = saver
  return (
    <Panel
      title="Navigation"
      description="The header's links (desktop and phone menus) and the footer's Quick Links. Paths, http(s) addresses and mailto: links."
    >
      <div className="space-y-6">
        <NavList name="header" entries={nav.header} errors={errors} onChange={(header) => setNav({ ...nav, header })} />
        <NavList name="footer" entries={nav.footer} errors={errors} onChange={(footer) => setNav({ ...nav, footer })} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <SaveButton
          saver={saver}
          label="Reset to default"
          outline
          action={() => adminApi.updateNavigation({ header: null, footer: null })}
          done="Navigation reset to the default links."
          fallback="Failed to save the navigation"
        />
        <SaveButton
          saver={saver}
          label="Save navigation"
          action={() => adminApi.updateNavigation(nav)}
          done="Navigation saved."
          fallback="Failed to save the navigation"
        />
      </div>
    </Panel>
  )
}

const Swatch = ({ label, fg, bg }: { label: string; fg: string; bg: string }) => (
  <div className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800" style={{ background: bg }}>
    <span style={{ color: fg }} className="font-semibold">
      {label}
    </span>
    <span style={{ color: fg }} className="ml-2 text-xs">
      {`${contrastRatio(fg, bg).toFixed(1)}:1`}
    </span>
  </div>
)

/**
 * An image setting (logo, favicon): picked from the media library or uploaded in a dialog, or an
 * address typed in (an upload's /uploads/… path or an https address); a preview beside it.
 */
const ImageSetting = ({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  hint: string
  value: string
  onChange: (url: string) => void
  error?: string
}) => {
  const [choosing, setChoosing] = useState(false)
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <span className="grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {value.trim() ? (
            <img src={value.trim()} alt={`${label} preview`} className="h-full w-full object-contain" />
          ) : (
            <ImageIcon className="h-5 w-5 text-slate-500" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            className={inputClass(!!error)}
            value={value}
            placeholder="/uploads/… or https://…"
            aria-describedby={`${id}-hint`}
            onChange={(e) => onChange(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              onClick={() => setChoosing(true)}
            >
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
              Choose {label.toLowerCase()}…
            </button>
            {value ? (
              <button
                type="button"
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                onClick={() => onChange('')}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error ? <p className="mt-1.5 text-sm text-rose-700 dark:text-rose-400">{error}</p> : null}
      <ChooseImageDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={`Choose the ${label.toLowerCase()}`}
        onChoose={(image) => onChange(image.url)}
      />
    </div>
  )
}

const DesignPanel = ({ site }: { site: SiteProfile }) => {
  const [accent, setAccent] = useState(site.accent_color)
  const [logo, setLogo] = useState(site.logo_url)
  const [favicon, setFavicon] = useState(site.favicon_url)
  const saver = useSaver()
  const { errors } = saver
  const valid = /^#[0-9a-f]{6}$/i.test(accent)
  const text = valid ? accentTextColors(accent) : null
  return (
    <Panel
      title="Design"
      description="Your colour, logo and icon. Text in the accent colour is adjusted per theme to stay readable (4.5:1)."
    >
      <div className="space-y-4">
        <div>
          <label htmlFor="accent-text" className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Accent colour
          </label>
          <div className="flex items-center gap-3">
            <input
              type="color"
              aria-label="Pick the accent colour"
              className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 dark:border-slate-700"
              value={valid ? accent.toLowerCase() : DEFAULT_ACCENT_COLOR.toLowerCase()}
              onChange={(e) => setAccent(e.target.value.toUpperCase())}
            />
            <input
              id="accent-text"
              className={inputClass(!valid || !!errors.accent_color, 'max-w-40 font-mono')}
              value={accent}
              onChange={(e) => setAccent(e.target.value.trim())}
            />
          </div>
          {errors.accent_color || !valid ? (
            <p className="mt-1.5 text-sm text-rose-700 dark:text-rose-400">
              {errors.accent_color ?? 'Must be a colour like #3B82F6'}
            </p>
          ) : null}
          {text ? (
            <div className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="accent-swatches">
              <Swatch label="Light theme text" fg={text.light} bg="#ffffff" />
              <Swatch label="Dark theme text" fg={text.dark} bg="#020617" />
            </div>
          ) : null}
        </div>
        <ImageSetting
          id="logo-url"
          label="Logo"
          hint="Shown in the header in place of your initials, on share cards and on the résumé. Empty: your initials."
          value={logo}
          onChange={setLogo}
          error={errors.logo_url}
        />
        <ImageSetting
          id="favicon-url"
          label="Favicon"
          hint="The icon browsers show in tabs and bookmarks (a square image). Empty: the default icon."
          value={favicon}
          onChange={setFavicon}
          error={errors.favicon_url}
        />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <SaveButton
          saver={saver}
          label="Default colour"
          outline
          action={async () => adminApi.updateSite({ ...(await adminApi.getSite()), accent_color: null })}
          done="Accent colour reset."
          fallback="Failed to save the design"
        />
        <SaveButton
          saver={saver}
          label="Save design"
          disabled={!valid}
          action={async () =>
            adminApi.updateSite({
              ...(await adminApi.getSite()),
              accent_color: accent,
              logo_url: logo.trim(),
              favicon_url: favicon.trim(),
            })
          }
          done="Design saved. The site shows it now."
          fallback="Failed to save the design"
        />
      </div>
    </Panel>
  )
}

/** docs/api/owners-site.md: "Home sections", "Navigation", "Design". */
export const SiteDesignEditor = ({ site, navigation }: { site: SiteProfile; navigation: Navigation }) => (
  <div className="grid gap-6 xl:grid-cols-2">
    <div className="space-y-6">
      <SectionsPanel site={site} />
      <DesignPanel site={site} />
    </div>
    <NavigationPanel navigation={navigation} />
  </div>
)
