import type { SetupStatus } from '../../../../core/schemas/setup.ts'
import { api } from '../../../lib/api-client.ts'

/** GET/POST /admin/setup: the first-run setup and the dashboard checklist. */
export const setupApi = {
  status: () => api.get<SetupStatus>('/admin/setup', { fallback: 'Failed to load the setup' }),
  complete: () => api.post<SetupStatus>('/admin/setup/complete', undefined, { fallback: 'Failed to save the setup' }),
  dismissChecklist: () =>
    api.post<SetupStatus>('/admin/setup/dismiss-checklist', undefined, { fallback: 'Failed to dismiss the checklist' }),
}
