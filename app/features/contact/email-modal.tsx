import * as Dialog from '@radix-ui/react-dialog'
import { Mail } from 'lucide-react'

/** SPEC.md §4: shown while the mail client is being opened; it closes by itself. */
export default function EmailModal({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className="animate-zoom-in fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-2xl dark:border-slate-800 dark:bg-slate-900"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <div className="mx-auto grid h-16 w-16 place-items-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
            <Mail className="h-8 w-8 motion-safe:animate-bounce" aria-hidden="true" />
          </div>
          <Dialog.Title className="mt-5 text-xl font-semibold tracking-tight text-slate-900 dark:text-white">
            Opening Your Email Client
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            Your message is ready. Your email app will open in a moment with everything filled in — just press send.
          </Dialog.Description>
          <div className="mt-6 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div className="h-full w-full origin-left rounded-full bg-brand-600 motion-safe:animate-[progress_2.5s_linear_both] dark:bg-brand-400" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
