import { EventEmitter } from 'node:events'

export type ContentKind = 'projects' | 'certificates' | 'blogs' | 'testimonials' | 'site' | 'counters'

/** Announces that content changed, so caches (pages, ETags) drop what they hold at once. */
export class ContentEvents extends EventEmitter<{ change: [ContentKind] }> {
  changed(kind: ContentKind) {
    this.emit('change', kind)
  }
}
